import { json } from "@remix-run/node";
import { echo, formAction, type FormActionData } from "~/kits/upload-form/action.server";
import { productStatusOptions, SKU_GENERATED } from "~/kits/product-form/product-form";
import {
  PRODUCT_ERROR_ORDER,
  PRODUCT_MESSAGES,
  productFormSchema,
  type ProductFormValues,
} from "~/schemas/product-form";
import { keptImageCount } from "~/schemas/upload-form";
import { listCategories } from "~/services/categories.server";
import type { ProductFields } from "~/services/products.server";
import { MAX_PRODUCT_IMAGES } from "~/vocabulary/images";
import { generateSku } from "~/utils/sku";

export function toProductFields(value: ProductFormValues): ProductFields {
  return {
    name: value.name,
    description: value.description,
    price: value.price,
    sale_price: value.sale_price ?? null,
    category: value.category,
    tags: value.tags,
    sku: value.sku,
    stock_quantity: value.stock_quantity,
    featured: value.featured,
    status: value.status,
  };
}

/**
 * Add Product and Edit Product: the upload-form action with the product's
 * schema and limits. Without JavaScript, 'Generate' posts the form and gets it
 * back with a SKU (a refused file does not stop it: files are not kept anyway).
 */
export function productAction({
  request,
  existingImageIds,
  currentStatus,
  failure,
  success,
  save,
}: {
  request: Request;
  existingImageIds: readonly (number | null)[];
  /** Editing: the product's stored status, which the form offers and keeps. */
  currentStatus?: string;
  failure: string;
  success: { to: string; toast: string };
  save: (fields: ProductFields, images: File[], removeImageIds: number[]) => Promise<unknown>;
}) {
  return formAction({
    request,
    schema: (formData) =>
      productFormSchema({
        keptImages: keptImageCount(existingImageIds, formData.getAll("remove_image_ids")),
        statuses: productStatusOptions(currentStatus === undefined ? "add" : "edit", currentStatus).map(
          (option) => option.value,
        ),
      }),
    order: PRODUCT_ERROR_ORDER,
    upload: {
      field: "images",
      maxFiles: MAX_PRODUCT_IMAGES,
      messages: PRODUCT_MESSAGES,
    },
    intents: {
      "generate-sku": (formData) => {
        formData.set("sku", generateSku());
        return json<FormActionData>({ result: echo(formData, ["images"]), notice: SKU_GENERATED });
      },
    },
    save: (value) => save(toProductFields(value), value.images, value.remove_image_ids),
    failure,
    success,
  });
}

/** The category select's choices, or the spec's 'Failed to load categories' beside it. */
export async function productCategories(): Promise<{ categories: string[]; categoriesError: string | null }> {
  try {
    return { categories: (await listCategories()).map((c) => c.title), categoriesError: null };
  } catch {
    return { categories: [], categoriesError: "Failed to load categories" };
  }
}
