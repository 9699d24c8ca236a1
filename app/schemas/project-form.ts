import { z } from "zod";
import { imageFilesSchema, photoSettingsFields, requiredText } from "~/schemas/upload-form";
import { MAX_PROJECT_IMAGES } from "~/vocabulary/images";
import { studioClock } from "~/vocabulary/studio-clock";
import { PROJECT_CATEGORIES } from "~/vocabulary/project-categories";
import { PROJECT_STATUS_VALUES } from "~/vocabulary/statuses";
import { seoFields } from "~/schemas/seo-fields";
import { checkPublishing, publishChoiceField, publishDateField } from "~/schemas/publish";

/**
 * The Add/Edit Project form (admin-area §5), shared by the browser and the
 * server; one form for both screens. Messages word for word from the spec.
 */

export const PROJECT_MESSAGES = {
  title: "Please enter project title",
  description: "Please enter project description",
  category: "Please select a category",
  client: "Please enter client name",
  location: "Please enter project location",
  noImage: "Please add at least one project image",
  tooManyImages: `Maximum ${MAX_PROJECT_IMAGES} images allowed`,
  imageType: "Please select valid image files (JPG, PNG, WEBP)",
  imageSize: "Image size should be less than 5MB",
  year: "Please select a valid year",
} as const;

export const PROJECT_ERROR_ORDER = [
  "title",
  "description",
  "category",
  "client",
  "location",
  "images",
  "year",
  "status",
  "publish",
] as const;

/** The current year on the studio's clock (Africa/Accra, not the server's) and the 9 before it, newest first. */
export function projectYears(now = new Date()): number[] {
  const { year } = studioClock(now);
  return Array.from({ length: 10 }, (_, index) => year - index);
}

/** `keepYear`: an edited project's own year stays valid even when older than the choices. */
export function projectFormSchema({
  keptImages = 0,
  now = new Date(),
  keepYear,
}: { keptImages?: number; now?: Date; keepYear?: number } = {}) {
  const years = projectYears(now);
  if (keepYear && !years.includes(keepYear)) years.push(keepYear);
  return z
    .object({
      title: requiredText(PROJECT_MESSAGES.title, 200),
      description: requiredText(PROJECT_MESSAGES.description, 10_000),
      category: z.enum(PROJECT_CATEGORIES, { errorMap: () => ({ message: PROJECT_MESSAGES.category }) }),
      client: requiredText(PROJECT_MESSAGES.client, 200),
      location: requiredText(PROJECT_MESSAGES.location, 200),
      year: z
        .number({ invalid_type_error: PROJECT_MESSAGES.year })
        .int(PROJECT_MESSAGES.year)
        .refine((year) => years.includes(year), PROJECT_MESSAGES.year)
        .default(years[0]),
      status: z.enum(PROJECT_STATUS_VALUES).default("completed"),
      featured: z.boolean().default(false),
      tags: z.string().trim().max(500, "At most 500 characters").default(""),
      remove_images: z.array(z.string()).default([]),
      // Kept in the description's settings block (decision 014), not API fields: the shared
      // publishing control (components/admin/publish-control.tsx) and the SEO fields.
      visibility: publishChoiceField,
      publish: publishDateField,
      ...seoFields,
      quote: z.string().trim().max(600, "At most 600 characters").default(""),
      quote_by: z.string().trim().max(120, "At most 120 characters").default(""),
      ...photoSettingsFields,
      images: imageFilesSchema({
        kept: keptImages,
        max: MAX_PROJECT_IMAGES,
        messages: {
          none: PROJECT_MESSAGES.noImage,
          tooMany: PROJECT_MESSAGES.tooManyImages,
          type: PROJECT_MESSAGES.imageType,
          size: PROJECT_MESSAGES.imageSize,
        },
      }),
    })
    .superRefine(checkPublishing);
}

export type ProjectFormValues = z.output<ReturnType<typeof projectFormSchema>>;
