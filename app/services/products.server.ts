import { z } from "zod";
import { productPaginationSchema, productSchema, type Product as ProductRow } from "~/schemas/api";
import type { Product, ProductSettingsDraft } from "~/records/product";
import { storedProductDescription, toProduct } from "~/records/product.server";
import { cached } from "~/read-cache/cache.server";
import { TIMEOUT, upstream, type Admin } from "~/services/client.server";
import { emptyUnlessFound, galleryWrites, unlessNotFound } from "~/services/resource.server";

const pageSchema = z.object({
  data: z.array(productSchema),
  pagination: productPaginationSchema.optional(),
});
const oneSchema = z.object({ data: productSchema });

/** Products per call when reading the whole catalogue (the API allows up to 500). */
const CATALOGUE_PAGE_SIZE = 200;
/** A guard against an API whose pagination never ends: past this many pages the read fails loudly. */
const MAX_CATALOGUE_PAGES = 500;

/**
 * Every product, read page by page until the API's last page: nothing is
 * silently dropped however large the catalogue grows.
 */
async function readCatalogueRows(admin?: Admin): Promise<ProductRow[]> {
  const products: ProductRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await emptyUnlessFound(
      upstream({
        path: "products/products.php",
        query: { page, limit: CATALOGUE_PAGE_SIZE },
        schema: pageSchema,
        timeoutMs: TIMEOUT.default,
        cookie: admin?.upstreamCookie,
      }),
    );
    // A 404 with a message ('No products found'): no more products.
    if (!answer) return products;
    const { data } = answer;
    products.push(...data.data);
    const totalPages = data.pagination?.total_pages ?? 1;
    if (page >= totalPages || data.data.length === 0) return products;
    if (page >= MAX_CATALOGUE_PAGES) {
      throw new Error(`The catalogue has more than ${MAX_CATALOGUE_PAGES} pages of ${CATALOGUE_PAGE_SIZE}`);
    }
  }
}

/** The whole catalogue, fresh. */
export async function readWholeCatalogue(admin?: Admin): Promise<Product[]> {
  return (await readCatalogueRows(admin)).map(toProduct);
}

/**
 * The shop's whole catalogue (the site filters and sorts it), cached as the API answered: each
 * product is read after the cache, whose persisted answers outlive a deploy.
 */
export async function listAllProducts(): Promise<Product[]> {
  return (await cached("products:all", () => readCatalogueRows())).map(toProduct);
}

/** One page of the admin list (10 per page), with the API's pagination. */
export async function listProductsPage(page: number, admin: Admin, limit = 10) {
  const answer = await emptyUnlessFound(
    upstream({
      path: "products/products.php",
      query: { page, limit },
      schema: pageSchema,
      timeoutMs: TIMEOUT.short,
      cookie: admin.upstreamCookie,
    }),
  );
  const data = answer?.data ?? { data: [], pagination: undefined };
  const pagination = data.pagination ?? {
    current_page: page,
    total_pages: 1,
    total_items: data.data.length,
    items_per_page: limit,
  };
  return { products: data.data.map(toProduct), pagination };
}

export async function getProduct(id: number, admin?: Admin): Promise<Product | null> {
  const answer = await unlessNotFound(
    upstream({ path: "products/products.php", query: { id }, schema: oneSchema, cookie: admin?.upstreamCookie }),
  );
  return answer?.data.data ? toProduct(answer.data.data) : null;
}

/** A product's fields as a save gives them; `description` is the Markdown alone, its settings and photos' words go into its block. */
export interface ProductFields extends ProductSettingsDraft {
  name: string;
  description: string;
  price: number;
  sale_price: number | null;
  category: string;
  tags: string;
  sku: string;
  stock_quantity: number;
  featured: boolean;
  status: string;
}

/** The fields the API receives: the description with its settings block, no sale price as an empty one. */
const apiFields = ({ settings, keptSettings, photoTexts, ...fields }: ProductFields) => ({
  ...fields,
  description: storedProductDescription({ description: fields.description, settings, keptSettings, photoTexts }),
  sale_price: fields.sale_price ?? "",
});

const PRODUCTS = {
  path: "products/products.php",
  stale: ["products:"],
  removeField: "remove_image_ids",
  record: "product",
};

const writes = galleryWrites(
  PRODUCTS,
  apiFields,
  async (id, admin) => (await getProduct(id, admin))?.images.map((image) => image.id) ?? [],
);

export const createProduct = writes.create;
/** Updates a product. Removing images is our extension (`remove_image_ids[]`, docs/api-contract.md). */
export const updateProduct = writes.update;
export const deleteProduct = writes.remove;

/** The admin's whole catalogue (stats and search), every page of it, in the shape of one list page. */
export async function listCatalogueForAdmin(admin: Admin) {
  const products = await readWholeCatalogue(admin);
  return { products, pagination: { total_items: products.length } };
}
