import { z } from "zod";
import { MAX_PRODUCT_IMAGES } from "~/vocabulary/images";
import { imageFilesSchema, photoSettingsFields, requiredText } from "~/schemas/upload-form";
import { PRODUCT_STATUS_VALUES } from "~/vocabulary/statuses";
import { seoFields } from "~/schemas/seo-fields";

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

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * `statuses`: the values the form offers (the add form's three by default; the edit form's list
 * keeps the product's own status, so a save never changes a status the admin left alone).
 */
export function productFormSchema({
  keptImages = 0,
  statuses = PRODUCT_STATUS_VALUES,
}: { keptImages?: number; statuses?: readonly string[] } = {}) {
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
    status: z.enum(statuses as [string, ...string[]]).default("active"),
    featured: z.boolean().default(false),
    remove_image_ids: z.array(z.number().int()).default([]),
    // Kept in the description's settings block (decision 014), not API fields.
    ...seoFields,
    ...photoSettingsFields,
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
