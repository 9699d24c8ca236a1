import { z } from "zod";
import { productPaginationSchema, productSchema, statusMessageSchema, type Product } from "~/schemas/api";
import type { Admin } from "~/session.server";
import { cached, invalidate } from "~/services/cache.server";
import { isNotFound, multipart, TIMEOUT, upstream, type FileField } from "~/services/client.server";

const pageSchema = z.object({
  data: z.array(productSchema),
  pagination: productPaginationSchema.optional(),
});
const oneSchema = z.object({ data: productSchema });

/** The shop's whole catalogue (the site filters and sorts it), cached. */
export function listAllProducts(): Promise<Product[]> {
  return cached("products:all", async () => {
    const { data } = await upstream({
      path: "products/products.php",
      query: { page: 1, limit: 500 },
      schema: pageSchema,
      timeoutMs: TIMEOUT.default,
    });
    return data.data;
  });
}

/** One page of the admin list (10 per page), with the API's pagination. */
export async function listProductsPage(page: number, admin: Admin, limit = 10) {
  const { data } = await upstream({
    path: "products/products.php",
    query: { page, limit },
    schema: pageSchema,
    timeoutMs: TIMEOUT.short,
    cookie: admin.upstreamCookie,
  });
  const pagination = data.pagination ?? {
    current_page: page,
    total_pages: 1,
    total_items: data.data.length,
    items_per_page: limit,
  };
  return { products: data.data, pagination };
}

export async function getProduct(id: number, admin?: Admin): Promise<Product | null> {
  try {
    const { data } = await upstream({
      path: "products/products.php",
      query: { id },
      schema: oneSchema,
      cookie: admin?.upstreamCookie,
    });
    return data.data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export interface ProductFields {
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

const imageFiles = (images: File[]): FileField[] => images.map((file) => ({ name: "images[]", file }));

export async function createProduct(fields: ProductFields, images: File[], admin: Admin) {
  const { data } = await upstream({
    path: "products/products.php",
    method: "POST",
    body: multipart({ ...fields, sale_price: fields.sale_price ?? "" }, imageFiles(images)),
    schema: statusMessageSchema,
    timeoutMs: TIMEOUT.upload,
    cookie: admin.upstreamCookie,
  });
  invalidate("products:");
  return data.message;
}

export async function updateProduct(
  id: number,
  fields: ProductFields,
  images: File[],
  removeImageIds: number[],
  admin: Admin,
) {
  const body = multipart({ id, ...fields, sale_price: fields.sale_price ?? "" }, imageFiles(images));
  for (const imageId of removeImageIds) body.append("remove_image_ids[]", String(imageId));
  const { data } = await upstream({
    path: "products/products.php",
    method: "PUT",
    body,
    schema: statusMessageSchema,
    timeoutMs: TIMEOUT.upload,
    cookie: admin.upstreamCookie,
  });
  invalidate("products:");
  return data.message;
}

export async function deleteProduct(id: number, admin: Admin) {
  const { data } = await upstream({
    path: "products/products.php",
    method: "DELETE",
    json: { id },
    schema: statusMessageSchema,
    cookie: admin.upstreamCookie,
  });
  invalidate("products:");
  return data.message;
}
