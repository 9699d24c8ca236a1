import { z } from "zod";

/**
 * The category form (admin-area §5): a title, required after trimming.
 * Titles are stored hyphenated and lowercase ('Interior Design' →
 * 'interior-design'), so the schema hands the service that form.
 */

export const CATEGORY_MESSAGES = {
  title: "Category title is required",
  titleLetters: "Category title needs at least one letter or digit",
  titleLength: "Category title is too long (at most 100 characters)",
} as const;

/** 'Interior Design ' → 'interior-design', the way the studio stores category titles. */
export function hyphenateTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const categoryFormSchema = z.object({
  title: z
    .string({ required_error: CATEGORY_MESSAGES.title, invalid_type_error: CATEGORY_MESSAGES.title })
    .trim()
    .min(1, CATEGORY_MESSAGES.title)
    .transform(hyphenateTitle)
    .pipe(z.string().min(1, CATEGORY_MESSAGES.titleLetters).max(100, CATEGORY_MESSAGES.titleLength)),
});

/** The ids ticked in the categories table ('Delete selected'). */
export const categoryIdsSchema = z
  .array(z.coerce.number().int().positive())
  .min(1, "Select at least one category")
  .max(100);
