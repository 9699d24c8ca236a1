import { beforeAll, describe, expect, it } from "vitest";
import { expectBody, expectError, expectRefusals, multipart, type FileSpec } from "../../contract/support/client";
import { Message, ProductList, ProductOne, type Product } from "../../contract/support/contract";
import { createCategory, useTarget } from "../../contract/support/setup";
import { runId } from "../../contract/support/target";
import { galleryEndpoint } from "./gallery-endpoint";

const suite = useTarget();
let category = "";
let skuCounter = 0;

beforeAll(async () => {
  category = (await createCategory(suite.api, "product-tests")).title;
});

const nextSku = () => `ANI-T${runId.toUpperCase()}${String((skuCounter += 1)).padStart(3, "0")}`;

const fields = (overrides: Record<string, string> = {}) => ({
  name: `Test Stool ${runId}`,
  description: "A three-legged stool in iroko.",
  price: "149.50",
  sale_price: "",
  category,
  tags: "stool, iroko",
  sku: nextSku(),
  stock_quantity: "",
  featured: "0",
  status: "active",
  ...overrides,
});

const products = galleryEndpoint(suite, {
  path: "products/products.php",
  one: ProductOne,
  pictures: ["adinkra-oak-lounge-chair-1", "osu-three-seater-sofa-1"],
  fields,
  add: (count) => addProduct({}, count),
  imagePaths: (product) => product.all_images.map((picture) => picture.path),
  maxImages: 5,
  notAnImage: "Please select a valid image file (JPG, PNG, WEBP)",
  deleted: "Product deleted successfully",
});
const { post, pictures, read, fileStatus } = products;

async function addProduct(overrides: Record<string, string> = {}, count = 1): Promise<Product> {
  const sku = overrides.sku ?? nextSku();
  const res = await post(multipart(fields({ ...overrides, sku }), pictures(count)));
  const body = expectBody(res, 201, Message);
  expect(body.message).toBe("Product added successfully!");
  const list = expectBody(await suite.api.get("products/products.php?limit=500"), 200, ProductList);
  const found = list.data.find((p) => p.sku === sku);
  if (!found) throw new Error(`Created product ${sku} not listed`);
  return found;
}

const update = (product: Product, overrides: Record<string, string | string[]>, files: FileSpec[] = []) =>
  suite.api.put("products/products.php", {
    form: multipart(
      {
        id: String(product.id),
        ...fields({ name: product.name, sku: product.sku, price: String(product.price) }),
        ...overrides,
      },
      files,
    ),
  });

describe("POST products/products.php", () => {
  it("adds a product with its images; the first is primary", async () => {
    const sku = nextSku();
    const product = await addProduct(
      { sku, sale_price: "120", stock_quantity: "7", featured: "1", status: "draft" },
      3,
    );
    expect(product).toMatchObject({
      name: `Test Stool ${runId}`,
      price: 149.5,
      sale_price: 120,
      sku,
      stock_quantity: 7,
      category,
      status: "draft",
      featured: true,
    });
    expect(product.all_images).toHaveLength(3);
    expect(product.all_images.filter((i) => i.is_primary)).toHaveLength(1);
    expect(product.all_images[0].is_primary).toBe(true);
    expect(product.image).toBe(product.all_images[0].path);
    const file = await fetch(new URL(product.image ?? "", suite.target.url));
    expect(file.status).toBe(200);
  });

  it("defaults stock to 0, sale price to none and status to active", async () => {
    const sku = nextSku();
    const product = await addProduct({ sku, status: "" });
    expect(product).toMatchObject({ stock_quantity: 0, sale_price: null, status: "active" });
  });

  it("validates in the spec's order", async () => {
    const send = (overrides: Record<string, string>, count = 0) => post(multipart(fields(overrides), pictures(count)));
    const blank = { name: "", description: "", price: "", category: "", sku: "" };
    expectError(await send(blank), 422, "Please enter product name");
    expectError(await send({ ...blank, name: "N" }), 422, "Please enter product description");
    expectError(await send({ ...blank, name: "N", description: "D" }), 422, "Please enter a valid price");
    expectError(await send({ ...blank, name: "N", description: "D", price: "0" }), 422, "Please enter a valid price");
    expectError(await send({ ...blank, name: "N", description: "D", price: "-3" }), 422, "Please enter a valid price");
    expectError(await send({ ...blank, name: "N", description: "D", price: "10" }), 422, "Please select a category");
    expectError(
      await send({ ...blank, name: "N", description: "D", price: "10", category }),
      422,
      "Please enter SKU or generate one",
    );
    expectError(
      await send({ name: "N", description: "D", price: "10", category, sku: nextSku() }),
      422,
      "Please add at least one product image",
    );
  });

  it("refuses an unknown status, a negative stock and a negative sale price", async () => {
    await expectRefusals(post, [
      [multipart(fields({ status: "archived" }), pictures(1)), 422],
      [multipart(fields({ stock_quantity: "-1" }), pictures(1)), 422],
      [multipart(fields({ sale_price: "-5" }), pictures(1)), 422],
    ]);
  });

  it("refuses a duplicate SKU with 409", async () => {
    const sku = nextSku();
    await addProduct({ sku });
    const res = await post(multipart(fields({ sku }), pictures(1)));
    expectError(res, 409);
  });

  it("refuses more than 5 images, a non-image and an image over 5 MB", products.refusesBadImages);
});

describe("GET products/products.php", () => {
  it("pages the list newest first with pagination", async () => {
    for (let i = 0; i < 3; i += 1) await addProduct({ name: `Paged ${i} ${runId}` });
    const first = expectBody(await suite.api.get("products/products.php?page=1&limit=2"), 200, ProductList);
    expect(first.data).toHaveLength(2);
    expect(first.pagination).toMatchObject({ current_page: 1, items_per_page: 2 });
    expect(first.pagination.total_pages).toBe(Math.ceil(first.pagination.total_items / 2));
    expect(first.data[0].name).toBe(`Paged 2 ${runId}`);
    const second = expectBody(await suite.api.get("products/products.php?page=2&limit=2"), 200, ProductList);
    expect(second.pagination.current_page).toBe(2);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    const dates = first.data.concat(second.data).map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("defaults to 10 per page and answers 400 for a limit out of 1..500", async () => {
    const body = expectBody(await suite.api.get("products/products.php"), 200, ProductList);
    expect(body.pagination.items_per_page).toBe(10);
    expect(body.data.length).toBeLessThanOrEqual(10);
    expectError(await suite.api.get("products/products.php?limit=501"), 400);
    expectError(await suite.api.get("products/products.php?page=0"), 400);
  });

  it("reads one product by id with all_images, and 404 for an unknown id", products.readsOneById);
});

describe("PUT products/products.php", () => {
  it("updates the fields", async () => {
    const product = await addProduct({});
    const res = await update(product, {
      name: `Renamed ${runId}`,
      price: "200",
      stock_quantity: "12",
      status: "out_of_stock",
    });
    expect(expectBody(res, 200, Message).message).toBe("Product updated successfully!");
    const data = await read(product.id);
    expect(data).toMatchObject({ name: `Renamed ${runId}`, price: 200, stock_quantity: 12, status: "out_of_stock" });
  });

  it("adds new images and removes chosen ones; the first remaining becomes primary", async () => {
    const product = await addProduct({}, 2);
    const [primary, second] = product.all_images;
    const res = await update(product, { "remove_image_ids[]": [String(primary.id)] }, pictures(2));
    expectBody(res, 200, Message);
    const data = await read(product.id);
    expect(data.all_images).toHaveLength(3);
    expect(data.all_images.map((i) => i.id)).not.toContain(primary.id);
    expect(data.all_images[0]).toMatchObject({ id: second.id, is_primary: true });
    expect(data.image).toBe(second.path);
    expect(await fileStatus(primary.path)).toBe(404);
  });

  it("counts existing plus new images against the limit of 5", async () => {
    const product = await addProduct({}, 4);
    expectError(await update(product, {}, pictures(2)), 422, "Maximum 5 images allowed");
    expectBody(await update(product, {}, pictures(1)), 200, Message);
  });

  it("keeps at least one image", async () => {
    const product = await addProduct({}, 1);
    const res = await update(product, { "remove_image_ids[]": [String(product.all_images[0].id)] });
    expectError(res, 422, "Please add at least one product image");
  });

  it("validates in the spec's order and refuses another product's SKU", async () => {
    const product = await addProduct({});
    const other = await addProduct({});
    expectError(await update(product, { name: "" }), 422, "Please enter product name");
    expectError(await update(product, { price: "abc" }), 422, "Please enter a valid price");
    expectError(await update(product, { sku: other.sku }), 409);
  });

  it("answers 404 for an unknown id", async () => {
    const product = await addProduct({});
    expectError(await update({ ...product, id: 99999999 }, {}), 404);
  });
});

describe("DELETE products/products.php", () => {
  it("deletes the product and its image files; again 404, without an id 400", products.deletesWithFiles);
});
