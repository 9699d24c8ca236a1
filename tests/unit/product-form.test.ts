import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { PRODUCT_ERROR_ORDER, productFormSchema } from "~/schemas/product-form";
import { everyProblemInOrder, keptImageCount } from "~/schemas/upload-form";
import { EMPTY_PRODUCT_MESSAGES } from "../e2e/fixtures/catalog/messages";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const png = (name = "a.png", size = PNG.length) =>
  new File([size > PNG.length ? new Uint8Array(size) : PNG], name, { type: "image/png" });

function form(entries: Record<string, string | string[] | File | File[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  return data;
}

const valid = {
  name: "  Kente Cushion  ",
  description: "Hand-woven",
  price: "120.50",
  sale_price: "",
  sku: "ANI-ABC123XYZ",
  stock_quantity: "",
  category: "textiles",
  tags: "kente, cushion",
  status: "active",
};

function errorsOf(data: FormData, keptImages = 0) {
  const submission = parseWithZod(data, { schema: productFormSchema({ keptImages }) });
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

describe("productFormSchema", () => {
  it("accepts a complete product, trimming text and defaulting stock, status and featured", () => {
    const submission = parseWithZod(form({ ...valid, status: "", images: png() }), { schema: productFormSchema() });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      name: "Kente Cushion",
      price: 120.5,
      sale_price: undefined,
      stock_quantity: 0,
      status: "active",
      featured: false,
    });
    expect(submission.value.images).toHaveLength(1);
  });

  it("gives the spec's message for every required field, in the spec's order", () => {
    const errors = errorsOf(form({}));
    const messages = PRODUCT_ERROR_ORDER.flatMap((name) => errors[name] ?? []);
    expect(messages).toEqual(EMPTY_PRODUCT_MESSAGES);
  });

  it.each(["0", "-1", "abc", "1.234"])("refuses the price %s", (price) => {
    expect(errorsOf(form({ ...valid, price, images: png() })).price).toEqual(["Please enter a valid price"]);
  });

  it("takes a price in steps of 0.01 and a sale price or stock of 0", () => {
    const errors = errorsOf(form({ ...valid, price: "0.01", sale_price: "0", stock_quantity: "0", images: png() }));
    expect(errors).toEqual({});
  });

  it("refuses a negative sale price or stock and an unknown status", () => {
    const errors = errorsOf(
      form({ ...valid, sale_price: "-5", stock_quantity: "-1", status: "inactive", images: png() }),
    );
    expect(errors.sale_price).toEqual(["Please enter a valid sale price"]);
    expect(errors.stock_quantity).toEqual(["Please enter a valid stock quantity"]);
    expect(errors.status).toBeDefined();
  });

  it("allows at most 5 images, existing plus new", () => {
    const three = [png("1.png"), png("2.png"), png("3.png")];
    expect(errorsOf(form({ ...valid, images: three }), 2)).toEqual({});
    expect(errorsOf(form({ ...valid, images: three }), 3).images).toEqual(["Maximum 5 images allowed"]);
  });

  it("needs no new image when one is kept", () => {
    expect(errorsOf(form(valid), 1)).toEqual({});
    expect(errorsOf(form(valid), 0).images).toEqual(["Please add at least one product image"]);
  });

  it("refuses files that are not JPG, PNG or WEBP, or 5 MB and more", () => {
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    expect(errorsOf(form({ ...valid, images: text })).images).toEqual([
      "Please select a valid image file (JPG, PNG, WEBP)",
    ]);
    const big = png("big.png", 5 * 1024 * 1024 + 1);
    expect(errorsOf(form({ ...valid, images: big })).images).toEqual(["Image size should be less than 5MB"]);
  });

  it("ignores the empty part an untouched file input sends", () => {
    const empty = new File([], "", { type: "application/octet-stream" });
    expect(errorsOf(form({ ...valid, images: empty })).images).toEqual(["Please add at least one product image"]);
  });

  it("reads the ids of images to remove", () => {
    const submission = parseWithZod(form({ ...valid, remove_image_ids: ["4", "9"] }), {
      schema: productFormSchema({ keptImages: 1 }),
    });
    expect(submission.status === "success" && submission.value.remove_image_ids).toEqual([4, 9]);
  });
});

describe("keptImageCount", () => {
  it("counts the existing images whose remove box is not ticked", () => {
    expect(keptImageCount([1, 2, 3], ["2"])).toBe(2);
    expect(keptImageCount(["a.jpg", "b.jpg"], ["a.jpg", "b.jpg"])).toBe(0);
    expect(keptImageCount([null, 5], ["5"])).toBe(1);
  });
});

describe("everyProblemInOrder", () => {
  const order = PRODUCT_ERROR_ORDER;
  const reply = (data: FormData, keptImages = 0) =>
    everyProblemInOrder(parseWithZod(data, { schema: productFormSchema({ keptImages }) }), order).reply();
  const shownOf = (data: FormData) =>
    Object.entries(reply(data).error ?? {}).filter(([, messages]) => messages?.length);

  it("answers every failing field at once, one message each, the spec's first message first", () => {
    expect(shownOf(form({ description: "x", sku: "ANI-ABCDEFGHI" }))).toEqual([
      ["name", ["Please enter product name"]],
      ["price", ["Please enter a valid price"]],
      ["category", ["Please select a category"]],
      ["images", ["Please add at least one product image"]],
    ]);
  });

  it("an empty form lists the spec's messages in the spec's order", () => {
    expect(shownOf(form({})).map(([, messages]) => messages?.[0])).toEqual(EMPTY_PRODUCT_MESSAGES);
  });

  it("leaves out the checks that pass", () => {
    const shown = shownOf(form({ name: "Stool", description: "Teak", price: "10", sku: "ANI-ABCDEFGHI" }));
    expect(shown).toEqual([
      ["category", ["Please select a category"]],
      ["images", ["Please add at least one product image"]],
    ]);
  });

  it("keeps a success a success", () => {
    expect(reply(form(valid), 1).status).toBe("success");
  });
});
