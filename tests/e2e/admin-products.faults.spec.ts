import { expect, test, type Page } from "./support/fixtures";
import { api, clearFaults, injectFault } from "./support/api";
import { signIn } from "./support/auth";
import { createProduct, getProduct, randomSku } from "./fixtures/catalog/arrange";
import { deleteFails, listFails, saveFails, toast } from "./fixtures/catalog/faults";
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

interface Typed {
  name: string;
  sku: string;
}

async function fillProduct(page: Page): Promise<Typed> {
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
  return typed;
}

async function expectStillTyped(page: Page, typed: Typed) {
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
}

async function productNamed(name: string) {
  await clearFaults();
  const list = await api<{ data: { id: number; name: string }[] }>(`${PRODUCTS}?page=1&limit=500`);
  return list.data.find((product) => product.name === name);
}

test.describe("Add Product", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADD);
  });

  for (const [kind, fault, message] of [
    ["a refused save shows the server's message", { status: 422 }, "Injected failure"],
    // A bare gateway error: a status and a body that is no JSON message.
    ["a failure with no usable message shows 'Server error: {status}'", { status: 503, body: "" }, "Server error: 503"],
    [
      "an unreadable answer shows 'Failed to add product. Please try again.'",
      { malformed: true },
      "Failed to add product. Please try again.",
    ],
  ] as const) {
    test(`${kind}, keeping what was typed`, async ({ page, javaScriptEnabled }) => {
      const typed = await fillProduct(page);
      await saveFails(
        page,
        { path: PRODUCTS, method: "POST", fault, button: "Add Product", message },
        javaScriptEnabled,
      );
      await expectStillTyped(page, typed);
      expect(await productNamed(typed.name)).toBeUndefined();
    });
  }

  test("a 401 from the API ends the session: 'Session expired. Please login again.'", async ({ page }) => {
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
  test("a failed update keeps the edits, the ticked removal and the product as it was", async ({
    page,
    javaScriptEnabled,
  }) => {
    const product = await createProduct(uniqueName("Fault Stool"));
    await signIn(page, `/dashboard/edit-product/${product.id}/`);
    await page.getByLabel("Product Name").fill(`${product.name} II`);
    await page.getByLabel("Stock Quantity").fill("7");
    await page.getByLabel("Status").selectOption("out_of_stock");
    await page.getByRole("checkbox", { name: "Remove" }).first().check();
    await saveFails(
      page,
      {
        path: PRODUCTS,
        method: "PUT",
        fault: { malformed: true },
        button: "Update Product",
        message: "Failed to update product. Please try again.",
      },
      javaScriptEnabled,
    );
    await expect(page).toHaveURL(new RegExp(`/dashboard/edit-product/${product.id}/$`));
    await expect(page.getByLabel("Product Name")).toHaveValue(`${product.name} II`);
    await expect(page.getByLabel("Stock Quantity")).toHaveValue("7");
    await expect(page.getByLabel("Status")).toHaveValue("out_of_stock");
    await expect(page.getByRole("checkbox", { name: "Remove" }).first()).toBeChecked();

    await clearFaults();
    const saved = await getProduct(product.id);
    expect(saved.name).toBe(product.name);
    expect(saved.all_images.map((image) => image.id)).toEqual(product.all_images.map((image) => image.id));
  });

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

test.describe("Manage Products", () => {
  test("a failing list shows 'Failed to load products', and Try again loads it", async ({ page }) => {
    await signIn(page);
    await listFails(page, { path: PRODUCTS, list: LIST, fault: { status: 500 }, message: "Failed to load products" });
    await expect(page.getByText("No products have been added yet.")).toHaveCount(0);
    await clearFaults();
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByText("Failed to load products")).toHaveCount(0);
  });

  test("an unreadable list also shows 'Failed to load products'", async ({ page }) => {
    await signIn(page);
    await listFails(page, {
      path: PRODUCTS,
      list: LIST,
      fault: { malformed: true },
      message: "Failed to load products",
    });
  });

  test("a failing delete shows 'Failed to delete product' and the product stays", async ({ page }) => {
    const product = await createProduct(uniqueName("Fault Basket"));
    await signIn(page);
    await deleteFails(page, {
      path: PRODUCTS,
      list: LIST,
      dialog: "Delete product",
      record: product,
      fault: { status: 500 },
      message: "Failed to delete product",
    });
    expect((await getProduct(product.id)).name).toBe(product.name);
  });
});
