/**
 * The admin's product screens as the server renders and answers them (admin-area §2–§3): Add
 * Product, Edit Product and Manage Products. What the page shows, each message of the server's
 * checks in the spec's order with what was typed kept, the refused uploads, an unknown product, and
 * the list's stats, search, pages and links. The browser's side (the checks before sending, the drop
 * zone, the dialogs, a round trip of the form) is in tests/e2e/admin-products.spec.ts; the upstream
 * failures are in admin-products-faults.test.ts.
 */
import { describe, expect, test } from "vitest";
import { createProduct, randomSku } from "../e2e/fixtures/catalog/arrange";
import { fakeJpeg, oversizeJpeg, pngs, textFile, uniqueName } from "../e2e/fixtures/catalog/files";
import {
  expectProblems,
  fieldErrors,
  refused,
  rowWith,
  toasts,
  useAdminSite,
  type Fields,
  productTyped,
  PRODUCT_FIELDS,
  PRODUCT_PAGES,
  untouched,
} from "./support/admin-forms";
import { type HTMLElement, linkNamed, one, openPage, textOf, textsOf, valueOf } from "./support/html";

const { site, signedIn, postForm, follow } = useAdminSite();

async function productNamed(name: string) {
  const list = await site.api<{ data: { id: number | string; name: string }[] }>(
    "products/products.php?page=1&limit=500",
  );
  return list.data.find((product) => product.name === name);
}

describe("Add Product", () => {
  /** What a browser sends from the untouched Add Product form (its defaults: stock 0, Active). */
  const blank = untouched(PRODUCT_FIELDS, { stock_quantity: "0", status: "active" });
  const typed = (name: string) => productTyped(name);

  test("shows the sections and the spec's defaults", async () => {
    const page = await openPage(site, PRODUCT_PAGES.add, { cookie: await signedIn() });
    expect(textsOf(page, "main h2")).toEqual(
      expect.arrayContaining([
        "Basic Information",
        "Pricing",
        "Inventory",
        "Product Images",
        "Organization",
        "Settings",
      ]),
    );
    expect(valueOf(page, "status")).toBe("active");
    expect(textsOf(page, 'select[name="status"] option')).toEqual(["Active", "Draft", "Out of Stock"]);
    expect(valueOf(page, "stock_quantity")).toBe("0");
    expect(textOf(one(page, "main"))).toContain("Leave empty if no sale price");
    expect(textOf(one(page, "main"))).toContain("Featured products appear on homepage");
  });

  test("lists every problem at once in the spec's order, the first message first, keeping what was typed", async () => {
    const name = uniqueName("Stool");
    const steps: [Fields, string][] = [
      [blank, "Please enter product name"],
      [{ ...blank, name }, "Please enter product description"],
      [{ ...blank, name, description: "Teak stool", price: "0" }, "Please enter a valid price"],
      [{ ...blank, name, description: "Teak stool", price: "95" }, "Please select a category"],
      [
        { ...blank, name, description: "Teak stool", price: "95", category: "furniture" },
        "Please enter SKU or generate one",
      ],
      [
        { ...blank, name, description: "Teak stool", price: "95", category: "furniture", sku: randomSku() },
        "Please add at least one product image",
      ],
    ];
    const messages = steps.map(([, message]) => message);
    let page: HTMLElement | undefined;
    for (const [index, [fields, message]] of steps.entries()) {
      page = await refused(await postForm(PRODUCT_PAGES.add, fields), 400);
      expectProblems(page, messages.slice(index), message);
    }
    expect(valueOf(page!, "description")).toBe("Teak stool");
    expect(valueOf(page!, "category")).toBe("furniture");
  });

  test("allows at most 5 images", async () => {
    const page = await refused(
      await postForm(PRODUCT_PAGES.add, typed(uniqueName("Basket")), { files: { images: pngs(6) } }),
      400,
    );
    expect(fieldErrors(page)).toEqual(["Maximum 5 images allowed"]);
    expect(valueOf(page, "description")).toBe("Hand-woven kente cover on a kapok cushion.");
  });

  for (const [kind, file, status, message] of [
    ["over 5 MB", oversizeJpeg(), 413, "Image size should be less than 5MB"],
    ["text named .jpg", fakeJpeg(), 400, "Please select a valid image file (JPG, PNG, WEBP)"],
    ["plain text", textFile(), 400, "Please select a valid image file (JPG, PNG, WEBP)"],
  ] as const) {
    test(`refuses an image that is ${kind}, keeping what was typed`, async () => {
      const name = uniqueName("Lamp");
      const page = await refused(await postForm(PRODUCT_PAGES.add, typed(name), { files: { images: [file] } }), status);
      expect(fieldErrors(page)).toEqual([message]);
      expect(valueOf(page, "name")).toBe(name);
      expect(valueOf(page, "category")).toBe("textiles");
      expect(await productNamed(name)).toBeUndefined();
    });
  }
});

describe("Edit Product", () => {
  test("an unknown product goes back to the list with 'Failed to load product'", async () => {
    const response = await site.request(PRODUCT_PAGES.edit(99999999), { cookie: await signedIn() });
    const list = await follow(response, PRODUCT_PAGES.list);
    expect(toasts(list)).toContain("Failed to load product");
  });
});

describe("Manage Products", () => {
  test("shows the stats and the pages; a search (in the URL) finds the row with its stock and Edit link", async () => {
    const product = await createProduct(uniqueName("Raffia Basket"), undefined, site.api);
    const cookie = await signedIn();
    const page = await openPage(site, PRODUCT_PAGES.list, { cookie });
    expect(textOf(one(page, "main h1"))).toBe("Manage Products");
    expect(textsOf(page, ".stat-card__label")).toEqual([
      "Total Products",
      "Active",
      "Featured",
      "Out of Stock",
      "Inventory Value",
    ]);
    expect(textOf(one(page, 'section[aria-label="Product statistics"]'))).toMatch(/GHS [\d,]+\.\d\d/);
    one(page, 'nav[aria-label="Products pages"]');
    // Search is a plain GET form: what it sends is `?q=`.
    const search = one(page, 'form[role="search"]');
    expect(search.getAttribute("method")).toBe("get");
    expect(search.querySelectorAll("input[name]").map((input) => input.getAttribute("name"))).toEqual(["q"]);

    const found = await openPage(site, `${PRODUCT_PAGES.list}?q=${encodeURIComponent(product.name)}`, { cookie });
    const row = rowWith(found, product.name);
    expect(textOf(one(row, ".badge--warning"))).toBe("4 in stock");
    expect(linkNamed(row, `Edit ${product.name}`).getAttribute("href")).toBe(`/dashboard/edit-product/${product.id}/`);
  });
});
