import { z } from "zod";
import { SEO_LIMITS } from "~/vocabulary/search-engines";

/**
 * The owner's SEO title and meta description, the same fields with the same limits on the blog,
 * project and product forms (kits/seo/search-fields.tsx); kept in the record's settings block
 * (decision 014), not API fields.
 */

/** Text that may be left empty (then ""), at most `max` characters: the SEO fields, and the blog form's optional ones. */
export const optionalText = (max: number, name: string) =>
  z
    .string()
    .trim()
    .max(max, `${name} is too long (at most ${max} characters)`)
    .optional()
    .transform((value) => value ?? "");

export const seoFields = {
  seo_title: optionalText(SEO_LIMITS.title, "SEO title"),
  meta_description: optionalText(SEO_LIMITS.description, "Meta description"),
};
