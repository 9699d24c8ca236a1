import { json, type ActionFunctionArgs } from "@remix-run/node";
import { echo, removalWarning, type FormActionData } from "~/kits/upload-form/action.server";
import { catalogAction, loadCatalogRecord, type Catalog } from "~/kits/upload-form/catalog.server";
import { productStatusOptions, SKU_GENERATED } from "~/kits/product-form/product-form";
import {
  PRODUCT_ERROR_ORDER,
  PRODUCT_MESSAGES,
  productFormSchema,
  type ProductFormValues,
} from "~/schemas/product-form";
import { listCategories } from "~/services/categories.server";
import type { Product } from "~/records/product";
import { createProduct, getProduct, updateProduct, type ProductFields } from "~/services/products.server";
import type { Admin } from "~/sign-in/session.server";
import { MAX_PRODUCT_IMAGES } from "~/vocabulary/images";
import { generateSku } from "~/utils/sku";
import { productPreview } from "~/kits/product-form/preview.server";
import { productSettingsDraft } from "~/kits/product-form/settings";

/** The fields a save gives the service; the photos' words go into the description's settings block. */
export function toProductFields(value: ProductFormValues, product: Product | null = null): ProductFields {
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
    ...productSettingsDraft(value, product),
  };
}

const PRODUCTS: Catalog<Product> = {
  record: "Product",
  get: getProduct,
  images: (product) => product.images.map((image) => image.id),
  upload: { maxFiles: MAX_PRODUCT_IMAGES, messages: PRODUCT_MESSAGES },
};

/** The product Edit Product works on, or back to the list with 'Failed to load product'. */
export const loadProduct = (request: Request, id: string | undefined, admin: Admin) =>
  loadCatalogRecord(request, id, PRODUCTS, admin);

/**
 * The action of Add Product and Edit Product: the catalog action with the product's schema and
 * limits. Without JavaScript, 'Generate' posts the form and gets it back with a SKU (a refused
 * file does not stop it: files are not kept anyway). 'Preview' answers the product as the shop
 * will show it, saving nothing.
 */
export const productAction = (args: ActionFunctionArgs) =>
  catalogAction(args, PRODUCTS, (product, admin) => ({
    schema: (limits) =>
      productFormSchema({
        ...limits,
        statuses: productStatusOptions(product ? "edit" : "add", product?.status).map((option) => option.value),
      }),
    order: PRODUCT_ERROR_ORDER,
    intents: {
      preview: (formData, request) => productPreview(formData, product, request),
      "generate-sku": (formData) => {
        formData.set("sku", generateSku());
        return json<FormActionData>({ result: echo(formData, ["images"]), notice: SKU_GENERATED });
      },
    },
    save: async (value) => {
      const fields = toProductFields(value, product);
      if (!product) return createProduct(fields, value.images, admin);
      const { keptImages } = await updateProduct(product.id, fields, value.images, value.remove_image_ids, admin);
      return removalWarning("Product", keptImages);
    },
  }));

/** The category select's choices, or the spec's 'Failed to load categories' beside it. */
export async function productCategories(): Promise<{ categories: string[]; categoriesError: string | null }> {
  try {
    return { categories: (await listCategories()).map((c) => c.title), categoriesError: null };
  } catch {
    return { categories: [], categoriesError: "Failed to load categories" };
  }
}
