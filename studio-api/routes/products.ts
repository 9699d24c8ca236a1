import type { IncomingMessage } from "node:http";
import { z } from "zod";
import type { AppContext } from "../context";
import { sqlNow } from "../dates";
import { assignments, newestPage, nextPosition, placeholders, type Db } from "../db";
import { HttpError, intParam, readFields, reply, requireId, type RouteDef } from "../http";
import { ignoresExtensions } from "../php-style";
import { parseMultipart, type MultipartBody } from "../multipart";
import { assertImageCount, assertImages } from "../uploads";
import { flag, optionalText, requiredText, splitTags, validateForm } from "../validation";
import { existingCategory } from "./categories";

const PRODUCT_STATUSES = ["active", "draft", "out_of_stock", "inactive"] as const;
const MAX_PRODUCT_IMAGES = 5;

interface ProductRow {
  id: number;
  name: string;
  description: string;
  price: number;
  sale_price: number | null;
  sku: string;
  stock_quantity: number;
  category: string;
  tags: string;
  status: string;
  featured: number;
  created_at: string;
}

interface ProductImageRow {
  id: number;
  product_id: number;
  path: string;
  is_primary: number;
}

function toProduct(row: ProductRow, images: readonly ProductImageRow[]) {
  const all_images = images.map((image) => ({ id: image.id, path: image.path, is_primary: image.is_primary === 1 }));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    sale_price: row.sale_price,
    sku: row.sku,
    stock_quantity: row.stock_quantity,
    category: row.category,
    tags: row.tags,
    status: row.status,
    featured: row.featured === 1,
    image: (all_images.find((image) => image.is_primary) ?? all_images[0])?.path ?? null,
    all_images,
    created_at: row.created_at,
  };
}

function imagesOf(db: Db, ids: readonly number[]): Map<number, ProductImageRow[]> {
  const byProduct = new Map<number, ProductImageRow[]>();
  if (ids.length === 0) return byProduct;
  const rows = db
    .prepare(
      `SELECT id, product_id, path, is_primary FROM product_images
       WHERE product_id IN (${ids.map(() => "?").join(",")}) ORDER BY position, id`,
    )
    .all(...ids) as ProductImageRow[];
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  return byProduct;
}

function loadProduct(db: Db, id: number) {
  const row = db.prepare("SELECT * FROM products WHERE id = ?").get(id) as ProductRow | undefined;
  if (!row) throw new HttpError(404, "Product not found");
  return toProduct(row, imagesOf(db, [id]).get(id) ?? []);
}

const money = (message: string) =>
  z
    .string()
    .trim()
    .refine((text) => /^\d{1,9}(\.\d{1,2})?$/.test(text), message)
    .transform(Number);

function productSchema(db: Db) {
  // Keys in the spec's order (admin-area.md §5) so the first failing check is the one answered.
  return z.object({
    name: requiredText("Please enter product name", "Name", 200),
    description: requiredText("Please enter product description", "Description", 10_000),
    price: money("Please enter a valid price").refine((price) => price > 0, "Please enter a valid price"),
    category: existingCategory(db),
    sku: requiredText("Please enter SKU or generate one", "SKU", 64),
    sale_price: z.union([z.literal("").transform(() => null), money("Please enter a valid sale price")]),
    stock_quantity: z
      .string()
      .trim()
      .refine((text) => text === "" || /^\d{1,7}$/.test(text), "Please enter a valid stock quantity")
      .transform((text) => (text === "" ? 0 : Number(text))),
    status: z
      .string()
      .trim()
      .transform((status) => status || "active")
      .pipe(z.enum(PRODUCT_STATUSES, { message: "Status must be one of active, draft, out_of_stock, inactive" })),
    tags: optionalText("Tags", 500).transform((text) => splitTags(text).join(", ")),
    featured: flag("featured"),
  });
}

type ProductInput = z.output<ReturnType<typeof productSchema>>;

/** The columns a product form writes, in the order of productValues. */
const PRODUCT_COLUMNS = "name description price sale_price sku stock_quantity category tags status featured".split(" ");

function productValues(input: ProductInput) {
  const { name, description, price, sale_price, sku, stock_quantity, category, tags, status } = input;
  return [name, description, price, sale_price, sku, stock_quantity, category, tags, status, input.featured ? 1 : 0];
}

const IMAGE_COUNT = { none: "Please add at least one product image", tooMany: "Maximum 5 images allowed" };

function parseProductUpload(req: IncomingMessage): Promise<MultipartBody> {
  return parseMultipart(req, {
    fileFields: ["images[]", "images"],
    maxFiles: MAX_PRODUCT_IMAGES,
    tooManyFilesMessage: IMAGE_COUNT.tooMany,
  });
}

function assertSkuFree(db: Db, sku: string, exceptId = 0): void {
  const taken = db.prepare("SELECT 1 FROM products WHERE sku = ? COLLATE NOCASE AND id != ?").get(sku, exceptId);
  if (taken) throw new HttpError(409, "SKU already exists");
}

const VALID_IMAGES = "Please select a valid image file (JPG, PNG, WEBP)";

export function productRoutes({ db, uploads, style }: AppContext): RouteDef[] {
  const insertImage = db.prepare(
    "INSERT INTO product_images (product_id, path, is_primary, position) VALUES (?, ?, ?, ?)",
  );

  return [
    {
      method: "GET",
      path: "products/products.php",
      auth: "studio",
      handle: ({ query }) => {
        if (query.has("id")) {
          return reply(200, {
            message: "Product retrieved successfully",
            data: loadProduct(db, requireId(query.get("id"), "Product")),
          });
        }
        const page = intParam(query, "page", 1, 1, 1_000_000);
        const limit = intParam(query, "limit", 10, 1, 500);
        const { rows, total } = newestPage<ProductRow>(db, "products", { page, limit });
        const images = imagesOf(
          db,
          rows.map((row) => row.id),
        );
        return reply(200, {
          message: "Products retrieved successfully",
          data: rows.map((row) => toProduct(row, images.get(row.id) ?? [])),
          pagination: {
            current_page: page,
            total_pages: Math.max(1, Math.ceil(total / limit)),
            total_items: total,
            items_per_page: limit,
          },
        });
      },
    },
    {
      method: "POST",
      path: "products/products.php",
      auth: "studio",
      handle: async ({ req }) => {
        const body = await parseProductUpload(req);
        const input = validateForm(productSchema(db), body);
        assertImageCount(body.files.length, MAX_PRODUCT_IMAGES, IMAGE_COUNT);
        assertImages(body.files, VALID_IMAGES);
        assertSkuFree(db, input.sku);

        const id = await uploads.saveThen("products", body.files, (paths) =>
          db.transaction(() => {
            const result = db
              .prepare(
                `INSERT INTO products (${PRODUCT_COLUMNS.join(", ")}, created_at)
                 VALUES (${placeholders(PRODUCT_COLUMNS)}, ?)`,
              )
              .run(...productValues(input), sqlNow());
            const productId = Number(result.lastInsertRowid);
            paths.forEach((path, index) => insertImage.run(productId, path, index === 0 ? 1 : 0, index));
            return productId;
          })(),
        );
        return reply(201, { message: "Product added successfully!", data: loadProduct(db, id) });
      },
    },
    {
      method: "PUT",
      path: "products/products.php",
      auth: "studio",
      handle: async ({ req }) => {
        const body = await parseProductUpload(req);
        const current = loadProduct(db, requireId(body.text("id"), "Product"));
        const input = validateForm(productSchema(db), body);

        const removeIds = ignoresExtensions(style) ? [] : body.list("remove_image_ids");
        const unknown = removeIds.find((id) => !current.all_images.some((image) => String(image.id) === id));
        if (unknown !== undefined) throw new HttpError(422, `Image ${unknown} does not belong to this product`);
        const removed = current.all_images.filter((image) => removeIds.includes(String(image.id)));
        assertImageCount(
          current.all_images.length - removed.length + body.files.length,
          MAX_PRODUCT_IMAGES,
          IMAGE_COUNT,
        );
        assertImages(body.files, VALID_IMAGES);
        assertSkuFree(db, input.sku, current.id);

        await uploads.saveThen("products", body.files, (paths) =>
          db.transaction(() => {
            db.prepare(`UPDATE products SET ${assignments(PRODUCT_COLUMNS)} WHERE id = ?`).run(
              ...productValues(input),
              current.id,
            );
            for (const image of removed) db.prepare("DELETE FROM product_images WHERE id = ?").run(image.id);
            const next = nextPosition(db, "product_images", "product_id", current.id);
            paths.forEach((path, index) => insertImage.run(current.id, path, 0, next + index));
            // The first remaining image takes over when the primary one was removed.
            const hasPrimary = db
              .prepare("SELECT 1 FROM product_images WHERE product_id = ? AND is_primary = 1")
              .get(current.id);
            if (!hasPrimary) {
              db.prepare(
                `UPDATE product_images SET is_primary = 1 WHERE id =
                 (SELECT id FROM product_images WHERE product_id = ? ORDER BY position, id LIMIT 1)`,
              ).run(current.id);
            }
          })(),
        );
        await uploads.remove(removed.map((image) => image.path));
        return reply(200, { message: "Product updated successfully!", data: loadProduct(db, current.id) });
      },
    },
    {
      method: "DELETE",
      path: "products/products.php",
      auth: "studio",
      handle: async ({ req, query }) => {
        const fields = await readFields(req);
        const product = loadProduct(db, requireId(fields.id ?? query.get("id"), "Product"));
        db.prepare("DELETE FROM products WHERE id = ?").run(product.id);
        await uploads.remove(product.all_images.map((image) => image.path));
        return reply(200, { message: "Product deleted successfully" });
      },
    },
  ];
}
