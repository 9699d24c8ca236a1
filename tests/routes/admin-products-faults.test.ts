/**
 * The admin's product screens when the studio API fails (admin-area §8), as the server answers a
 * browser without scripts: the spec's message in the form with what was typed still there and
 * nothing saved, a list that says it failed instead of claiming to be empty, a delete that failed
 * leaving the product, and a 401 on Add Product's save that ends the session. The tests the product
 * and the project screens share are in support/catalog-faults.ts. The browser's side (a failing
 * form and a failing list, the busy states, a 401 with scripts) is in
 * tests/e2e/admin-products.faults.spec.ts. The 60 s upload timeout is left out (too slow for a
 * test; its mapping is covered by tests/unit/client.test.ts).
 */
import { afterEach, describe, expect, test } from "vitest";
import { createProduct, getProduct, type ApiCall } from "../e2e/fixtures/catalog/arrange";
import { png, uniqueName } from "../e2e/fixtures/catalog/files";
import { adminForms, PRODUCT_FIELDS, PRODUCT_PAGES, productTyped } from "./support/admin-forms";
import { catalogFaultTests, sessionEnds, type Catalog } from "./support/catalog-faults";
import { useSite } from "./support/site";

const site = useSite();
const forms = adminForms(site);
const { postForm } = forms;
const sessionEnded = sessionEnds(site, forms);

afterEach(() => site.clearFaults());

const callApi: ApiCall = (path, init) => site.api(path, init);

const productRecord = (product: { id: number | string; name: string; all_images: { id: number | string }[] }) => ({
  id: Number(product.id),
  name: product.name,
  images: product.all_images.map((image) => Number(image.id)),
});

const PRODUCT: Catalog = {
  record: "Product",
  api: "products/products.php",
  pages: PRODUCT_PAGES,
  typed: () => {
    const name = uniqueName("Fault Cushion");
    return {
      name,
      fields: productTyped(name, { sale_price: "150", status: "draft", featured: "on" }),
    };
  },
  names: PRODUCT_FIELDS,
  checkbox: "featured",
  removeField: "remove_image_ids",
  saved: async (name) => {
    const list = await site.api<{ data: { name: string }[] }>("products/products.php?page=1&limit=500");
    return list.data.some((product) => product.name === name);
  },
  arrange: async () => productRecord(await createProduct(uniqueName("Fault Stool"), undefined, callApi)),
  read: async (id) => productRecord(await getProduct(id, callApi)),
  edits: (product) => ({ name: `${product.name} II`, stock_quantity: "7", status: "out_of_stock" }),
  messages: {
    add: "Failed to add product. Please try again.",
    update: "Failed to update product. Please try again.",
    list: "Failed to load products",
    empty: "No products have been added yet.",
  },
  // The spec's words whatever the API said.
  deleteFailures: [[{ status: 500 }, "Failed to delete product"]],
};

catalogFaultTests(site, forms, PRODUCT);

describe("a 401 from the API ends the session: 'Session expired. Please login again.'", () => {
  test("on Add Product's save, which saves nothing", async () => {
    const cookie = await site.signIn();
    const { name, fields } = PRODUCT.typed();
    await site.injectFault({ path: "products/products.php", method: "POST", status: 401, times: 1 });
    const answer = await postForm("/dashboard/add-products/", fields, {
      files: { images: [png("front.png")] },
      cookie,
    });
    await sessionEnded(answer, "/dashboard/add-products/", cookie, "/dashboard/view-products/");
    expect(await PRODUCT.saved(name)).toBe(false);
  });
});
