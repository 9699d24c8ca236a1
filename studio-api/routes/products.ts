import { z } from "zod";
import type { AppContext } from "../context";
import { insertRow, newestPage, nextPosition, rowById, rowsByOwner, updateRow, type Db } from "../db";
import { HttpError, intParam, reply, requireId, type RouteDef } from "../http";
import { ignoresExtensions } from "../php-style";
import { assertImageCount, assertImages, parseImagesForm } from "../uploads";
import { imageRecordRoutes, type ImageRecord } from "./image-records";
import { flag, optionalText, requiredText, splitTags, validateForm } from "../validation";
import { existingCategory } from "./categories";

const PRODUCT_STATUSES = ["active", "draft", "out_of_stock", "inactive"] as const;

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

const imagesOf = (db: Db, ids: readonly number[]) =>
  rowsByOwner<ProductImageRow>(db, "product_images", "product_id", ids);

function loadProduct(db: Db, id: number) {
  return toProduct(rowById<ProductRow>(db, "products", id, "Product not found"), imagesOf(db, [id]).get(id) ?? []);
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

const IMAGES = { max: 5, none: "Please add at least one product image", tooMany: "Maximum 5 images allowed" };

function assertSkuFree(db: Db, sku: string, exceptId = 0): void {
  const taken = db.prepare("SELECT 1 FROM products WHERE sku = ? COLLATE NOCASE AND id != ?").get(sku, exceptId);
  if (taken) throw new HttpError(409, "SKU already exists");
}

const VALID_IMAGES = "Please select a valid image file (JPG, PNG, WEBP)";

export function productRoutes({ db, uploads, style }: AppContext): RouteDef[] {
  const insertImage = db.prepare(
    "INSERT INTO product_images (product_id, path, is_primary, position) VALUES (?, ?, ?, ?)",
  );

  const record: ImageRecord<ReturnType<typeof toProduct>> = {
    name: "Product",
    path: "products/products.php",
    table: "products",
    load: (id) => loadProduct(db, id),
    imagePaths: (product) => product.all_images.map((image) => image.path),
  };

  return imageRecordRoutes({ db, uploads }, record, {
    list: (query) => {
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
    create: async ({ req }) => {
      const body = await parseImagesForm(req, IMAGES);
      const input = validateForm(productSchema(db), body);
      assertImageCount(body.files.length, IMAGES);
      assertImages(body.files, VALID_IMAGES);
      assertSkuFree(db, input.sku);

      const id = await uploads.saveThen("products", body.files, (paths) =>
        db.transaction(() => {
          const productId = insertRow(db, "products", PRODUCT_COLUMNS, productValues(input));
          paths.forEach((path, index) => insertImage.run(productId, path, index === 0 ? 1 : 0, index));
          return productId;
        })(),
      );
      return reply(201, { message: "Product added successfully!", data: loadProduct(db, id) });
    },
    update: async ({ req }) => {
      const body = await parseImagesForm(req, IMAGES);
      const current = loadProduct(db, requireId(body.text("id"), "Product"));
      const input = validateForm(productSchema(db), body);

      const removeIds = ignoresExtensions(style) ? [] : body.list("remove_image_ids");
      const unknown = removeIds.find((id) => !current.all_images.some((image) => String(image.id) === id));
      if (unknown !== undefined) throw new HttpError(422, `Image ${unknown} does not belong to this product`);
      const removed = current.all_images.filter((image) => removeIds.includes(String(image.id)));
      assertImageCount(current.all_images.length - removed.length + body.files.length, IMAGES);
      assertImages(body.files, VALID_IMAGES);
      assertSkuFree(db, input.sku, current.id);

      await uploads.saveThen("products", body.files, (paths) =>
        db.transaction(() => {
          updateRow(db, "products", PRODUCT_COLUMNS, productValues(input), current.id);
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
  });
}
