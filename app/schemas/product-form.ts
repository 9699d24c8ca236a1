import type { Submission, SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { MAX_PRODUCT_IMAGES, PRODUCT_STATUS_VALUES } from "~/utils/catalog";
import { MAX_IMAGE_BYTES } from "~/utils/image-type";

/**
 * The Add/Edit Product form (admin-area §5), shared by the browser and the
 * server. Messages word for word from the spec; `PRODUCT_ERROR_ORDER` is the
 * spec's order of the checks, used to list the errors.
 */

export const PRODUCT_MESSAGES = {
  name: "Please enter product name",
  description: "Please enter product description",
  price: "Please enter a valid price",
  category: "Please select a category",
  sku: "Please enter SKU or generate one",
  noImage: "Please add at least one product image",
  tooManyImages: `Maximum ${MAX_PRODUCT_IMAGES} images allowed`,
  imageType: "Please select a valid image file (JPG, PNG, WEBP)",
  imageSize: "Image size should be less than 5MB",
  salePrice: "Please enter a valid sale price",
  stock: "Please enter a valid stock quantity",
} as const;

export const PRODUCT_ERROR_ORDER = [
  "name",
  "description",
  "price",
  "category",
  "sku",
  "images",
  "sale_price",
  "stock_quantity",
  "status",
] as const;

export const ACCEPTED_IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp"];

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

function requiredText(message: string, max: number) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`);
}

/** New image files: each a JPG, PNG or WEBP under 5 MB; with the kept ones, between 1 and `max`. */
export function imageFilesSchema(options: {
  kept: number;
  max: number;
  messages: { none: string; tooMany: string; type: string; size: string };
}) {
  const { kept, max, messages } = options;
  return z
    .array(z.instanceof(File))
    .optional()
    .transform((files) => (files ?? []).filter((file) => file.size > 0 || file.name !== ""))
    .superRefine((files, ctx) => {
      if (files.some((file) => !ACCEPTED_IMAGE_TYPES.includes(file.type))) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.type });
      }
      if (files.some((file) => file.size > MAX_IMAGE_BYTES)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.size });
      }
      const total = kept + files.length;
      if (total < 1) ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.none });
      if (total > max) ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.tooMany });
    });
}

export function productFormSchema({ keptImages = 0 }: { keptImages?: number } = {}) {
  return z.object({
    name: requiredText(PRODUCT_MESSAGES.name, 200),
    description: requiredText(PRODUCT_MESSAGES.description, 10_000),
    price: z
      .number({ required_error: PRODUCT_MESSAGES.price, invalid_type_error: PRODUCT_MESSAGES.price })
      .gt(0, PRODUCT_MESSAGES.price)
      .max(999_999_999, PRODUCT_MESSAGES.price)
      .refine(hasCents, PRODUCT_MESSAGES.price),
    sale_price: z
      .number({ invalid_type_error: PRODUCT_MESSAGES.salePrice })
      .min(0, PRODUCT_MESSAGES.salePrice)
      .max(999_999_999, PRODUCT_MESSAGES.salePrice)
      .refine(hasCents, PRODUCT_MESSAGES.salePrice)
      .optional(),
    sku: requiredText(PRODUCT_MESSAGES.sku, 64),
    stock_quantity: z
      .number({ invalid_type_error: PRODUCT_MESSAGES.stock })
      .int(PRODUCT_MESSAGES.stock)
      .min(0, PRODUCT_MESSAGES.stock)
      .max(9_999_999, PRODUCT_MESSAGES.stock)
      .default(0),
    category: requiredText(PRODUCT_MESSAGES.category, 100),
    tags: z.string().trim().max(500, "At most 500 characters").default(""),
    status: z.enum(PRODUCT_STATUS_VALUES).default("active"),
    featured: z.boolean().default(false),
    remove_image_ids: z.array(z.number().int()).default([]),
    images: imageFilesSchema({
      kept: keptImages,
      max: MAX_PRODUCT_IMAGES,
      messages: {
        none: PRODUCT_MESSAGES.noImage,
        tooMany: PRODUCT_MESSAGES.tooManyImages,
        type: PRODUCT_MESSAGES.imageType,
        size: PRODUCT_MESSAGES.imageSize,
      },
    }),
  });
}

export type ProductFormValues = z.output<ReturnType<typeof productFormSchema>>;

/** How many of the existing images stay: those whose remove box is not ticked. */
export function keptImageCount(existing: readonly (string | number | null)[], removed: readonly FormDataEntryValue[]) {
  const gone = new Set(removed.map(String));
  return existing.filter((key) => key === null || !gone.has(String(key))).length;
}

/**
 * The spec checks the fields one after another and answers only the first
 * problem (admin-area §5): keep the first failing field of `order` (and its
 * first message), mark the others as checked.
 */
export function firstProblemOnly(result: SubmissionResult<string[]>, order: readonly string[]) {
  const error = result.error;
  if (!error) return result;
  const failing = (key: string) => (error[key]?.length ?? 0) > 0;
  const first = order.find(failing) ?? Object.keys(error).find(failing);
  const kept = Object.fromEntries(
    Object.entries(error).map(([key, messages]) => [key, key === first && messages ? messages.slice(0, 1) : null]),
  );
  return { ...result, error: kept };
}

/** A Conform submission whose reply keeps only the first problem (server and browser alike). */
export function oneProblemAtATime<S extends Submission<unknown>>(submission: S, order: readonly string[]): S {
  return { ...submission, reply: (options) => firstProblemOnly(submission.reply(options), order) };
}
