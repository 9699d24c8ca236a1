import { expect, test, type Page } from "./support/fixtures";
import { api, clearFaults, injectFault } from "./support/api";
import { signIn } from "./support/auth";
import { createProduct, getProduct, randomSku, type ApiProduct } from "./fixtures/catalog/arrange";
import { catalogFaultTests, saveFails, toast } from "./fixtures/catalog/faults";
import { png, uniqueName } from "./fixtures/catalog/files";

/**
 * Products when the studio API fails (admin-area §8): the spec's words on the
 * screen, what was typed still in the form, and nothing saved. The 60 s upload
 * timeout ('Request timeout. Please try again.') is left out: too slow for a
 * test; its mapping is covered by tests/unit/client.test.ts.
 */

const PRODUCTS = "products/products.php";
const ADD = "/dashboard/add-products/";
const LIST = "/dashboard/view-products/";

test.describe.configure({ timeout: 60_000 });

async function fillProduct(page: Page) {
  const typed = { name: uniqueName("Fault Cushion"), sku: randomSku() };
  await page.getByLabel("Product Name").fill(typed.name);
  await page.getByLabel("Description").fill("Hand-woven kente cover on a kapok cushion.");
  await page.getByLabel("Regular Price (GHS)").fill("180.50");
  await page.getByLabel("Sale Price (GHS)").fill("150");
  await page.getByLabel("SKU").fill(typed.sku);
  await page.getByLabel("Stock Quantity").fill("12");
  await page.getByLabel("Category").selectOption("textiles");
  await page.getByLabel("Tags").fill("kente, cushion");
  await page.getByLabel("Status").selectOption("draft");
  await page.getByLabel("Feature this product").check();
  await page.getByLabel("Product images", { exact: true }).setInputFiles([png("front.png")]);

  const expectKept = async () => {
    await expect(page.getByLabel("Product Name")).toHaveValue(typed.name);
    await expect(page.getByLabel("Description")).toHaveValue("Hand-woven kente cover on a kapok cushion.");
    await expect(page.getByLabel("Regular Price (GHS)")).toHaveValue("180.50");
    await expect(page.getByLabel("Sale Price (GHS)")).toHaveValue("150");
    await expect(page.getByLabel("SKU")).toHaveValue(typed.sku);
    await expect(page.getByLabel("Stock Quantity")).toHaveValue("12");
    await expect(page.getByLabel("Category")).toHaveValue("textiles");
    await expect(page.getByLabel("Tags")).toHaveValue("kente, cushion");
    await expect(page.getByLabel("Status")).toHaveValue("draft");
    await expect(page.getByLabel("Feature this product")).toBeChecked();
  };
  return { name: typed.name, expectKept };
}

async function productNamed(name: string) {
  await clearFaults();
  const list = await api<{ data: { id: number; name: string }[] }>(`${PRODUCTS}?page=1&limit=500`);
  return list.data.find((product) => product.name === name);
}

const arranged = (product: ApiProduct) => ({
  id: product.id,
  name: product.name,
  images: product.all_images.map((image) => image.id),
});

catalogFaultTests({
  noun: { one: "Product", many: "Products" },
  api: PRODUCTS,
  pages: { add: ADD, list: LIST, edit: (id) => `/dashboard/edit-product/${id}/` },
  buttons: { add: "Add Product", update: "Update Product" },
  dialog: "Delete product",
  fill: fillProduct,
  saved: async (name) => (await productNamed(name)) !== undefined,
  arrange: async () => arranged(await createProduct(uniqueName("Fault Stool"))),
  read: async (id) => arranged(await getProduct(id)),
  edits: (product) => ({ "Product Name": `${product.name} II`, "Stock Quantity": "7", Status: "out_of_stock" }),
  messages: {
    add: "Failed to add product. Please try again.",
    update: "Failed to update product. Please try again.",
    list: "Failed to load products",
    empty: "No products have been added yet.",
  },
  // The spec's words whatever the API said.
  deleteFailures: [[{ status: 500 }, "Failed to delete product"]],
});

test.describe("Add Product", () => {
  test("a 401 from the API ends the session: 'Session expired. Please login again.'", async ({ page }) => {
    await signIn(page, ADD);
    const typed = await fillProduct(page);
    await injectFault({ path: PRODUCTS, method: "POST", status: 401, times: 1 });
    await page.getByRole("button", { name: "Add Product" }).click();
    // With scripts the action answers the single-fetch URL, which has no trailing slash: same page.
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fdashboard%2Fadd-products(%2F)?$/);
    await expect(toast(page, "Session expired. Please login again.")).toBeVisible();
    await clearFaults();
    // The session is over, not just this page: the next admin page asks to sign in.
    await page.goto(LIST);
    await expect(page).toHaveURL(`/auth/login?redirectTo=${encodeURIComponent(LIST)}`);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    expect(await productNamed(typed.name)).toBeUndefined();
  });
});

test.describe("Edit Product", () => {
  test("a refused update shows the server's message", async ({ page, javaScriptEnabled }) => {
    const product = await createProduct(uniqueName("Fault Bench"));
    await signIn(page, `/dashboard/edit-product/${product.id}/`);
    await page.getByLabel("Description").fill("A longer bench in iroko.");
    await saveFails(
      page,
      { path: PRODUCTS, method: "PUT", fault: { status: 422 }, button: "Update Product", message: "Injected failure" },
      javaScriptEnabled,
    );
    await expect(page.getByLabel("Description")).toHaveValue("A longer bench in iroko.");
    await clearFaults();
    const { data: saved } = await api<{ data: { name: string; description: string } }>(`${PRODUCTS}?id=${product.id}`);
    expect(saved).toMatchObject({ name: product.name, description: "Arranged for a test." });
  });
});
