import { expect, test, type Page } from "./support/fixtures";
import { api } from "./support/api";
import { adminSession, signIn } from "./support/auth";
import { createProduct, getProduct, randomSku } from "./fixtures/catalog/arrange";
import { fakeJpeg, oversizeJpeg, png, pngs, textFile, uniqueName } from "./fixtures/catalog/files";

const SKU = /^ANI-[A-Z0-9]{9}$/;

const images = (page: Page) => page.getByLabel("Product images", { exact: true });
const fieldError = (page: Page) => page.locator(".field__error");

async function fillBasics(page: Page, name: string) {
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Description").fill("Hand-woven kente cover on a kapok cushion.");
  await page.getByLabel("Regular Price (GHS)").fill("180.50");
  await page.getByLabel("Stock Quantity").fill("12");
  await page.getByLabel("Category").selectOption("textiles");
  await page.getByLabel("Tags").fill("kente, cushion");
}

test.describe.configure({ timeout: 60_000 });

test.describe("Add Product", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/dashboard/add-products/");
  });

  test("shows the sections and the spec's defaults", async ({ page }) => {
    for (const section of ["Basic Information", "Pricing", "Inventory", "Product Images", "Organization", "Settings"]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByLabel("Status")).toHaveValue("active");
    await expect(page.getByLabel("Status").locator("option")).toHaveText(["Active", "Draft", "Out of Stock"]);
    await expect(page.getByLabel("Stock Quantity")).toHaveValue("0");
    await expect(page.getByText("Leave empty if no sale price")).toBeVisible();
    await expect(page.getByText("Featured products appear on homepage")).toBeVisible();
  });

  test("generates a SKU and adds the product", async ({ page, javaScriptEnabled }) => {
    const name = uniqueName("Kente Cushion");
    await fillBasics(page, name);
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText("SKU generated automatically").first()).toBeVisible();
    await expect(page.getByLabel("SKU")).toHaveValue(SKU);
    if (!javaScriptEnabled) {
      // The round trip kept everything typed.
      await expect(page.getByLabel("Product Name")).toHaveValue(name);
      await expect(page.getByLabel("Regular Price (GHS)")).toHaveValue("180.50");
      await expect(page.getByLabel("Category")).toHaveValue("textiles");
      await expect(page.getByLabel("Tags")).toHaveValue("kente, cushion");
    }
    const sku = await page.getByLabel("SKU").inputValue();
    await images(page).setInputFiles([png("front.png"), png("back.png", [0, 80, 40])]);
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByText("Product added successfully!")).toBeVisible();

    const list = await api<{ data: { name: string; sku: string; price: number; all_images: unknown[] }[] }>(
      "products/products.php?page=1&limit=500",
    );
    const saved = list.data.find((product) => product.name === name);
    expect(saved).toMatchObject({ sku, price: 180.5 });
    expect(saved?.all_images).toHaveLength(2);
  });

  test("checks the fields one at a time in the spec's order", async ({ page }) => {
    const submit = () => page.getByRole("button", { name: "Add Product" }).click();
    const expectOnly = async (message: string) => {
      await expect(fieldError(page)).toHaveText([message]);
    };
    await submit();
    await expectOnly("Please enter product name");
    await page.getByLabel("Product Name").fill(uniqueName("Stool"));
    await submit();
    await expectOnly("Please enter product description");
    await page.getByLabel("Description").fill("Teak stool");
    await page.getByLabel("Regular Price (GHS)").fill("0");
    await submit();
    await expectOnly("Please enter a valid price");
    await page.getByLabel("Regular Price (GHS)").fill("95");
    await submit();
    await expectOnly("Please select a category");
    await page.getByLabel("Category").selectOption("furniture");
    await submit();
    await expectOnly("Please enter SKU or generate one");
    await page.getByLabel("SKU").fill(randomSku());
    await submit();
    await expectOnly("Please add at least one product image");
    // What was typed is still there.
    await expect(page.getByLabel("Description")).toHaveValue("Teak stool");
    await expect(page.getByLabel("Category")).toHaveValue("furniture");
  });

  test("allows at most 5 images", async ({ page, javaScriptEnabled }) => {
    await fillBasics(page, uniqueName("Basket"));
    await page.getByLabel("SKU").fill(randomSku());
    await images(page).setInputFiles(pngs(6));
    if (javaScriptEnabled) {
      // The drop zone keeps the first five and says why.
      await expect(page.getByText("Maximum 5 images allowed")).toBeVisible();
      await expect(page.getByRole("list", { name: "Selected images" }).getByRole("listitem")).toHaveCount(5);
      return;
    }
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(fieldError(page)).toHaveText(["Maximum 5 images allowed"]);
    await expect(page.getByLabel("Description")).toHaveValue("Hand-woven kente cover on a kapok cushion.");
  });

  for (const [kind, file, message] of [
    ["over 5 MB", oversizeJpeg(), "Image size should be less than 5MB"],
    ["text named .jpg", fakeJpeg(), "Please select a valid image file (JPG, PNG, WEBP)"],
    ["plain text", textFile(), "Please select a valid image file (JPG, PNG, WEBP)"],
  ] as const) {
    test(`refuses an image that is ${kind}, keeping what was typed`, async ({ page, javaScriptEnabled }) => {
      const name = uniqueName("Lamp");
      await fillBasics(page, name);
      await page.getByLabel("SKU").fill(randomSku());
      await images(page).setInputFiles([file]);
      if (javaScriptEnabled) {
        // Checked in the browser by content and size: the file is not taken.
        await expect(page.getByText(message)).toBeVisible();
        await expect(page.getByRole("list", { name: "Selected images" })).toHaveCount(0);
        // Leaving a field lets Conform check it with a submit event of its own: not a send, the message stays.
        await page.getByLabel("SKU").blur();
        await expect(fieldError(page)).toHaveText([message]);
      }
      await page.getByRole("button", { name: "Add Product" }).click();
      await expect(page.getByText(javaScriptEnabled ? "Please add at least one product image" : message)).toBeVisible();
      await expect(page.getByLabel("Product Name")).toHaveValue(name);
      await expect(page.getByLabel("Category")).toHaveValue("textiles");
      const list = await api<{ data: { name: string }[] }>("products/products.php?page=1&limit=500");
      expect(list.data.some((product) => product.name === name)).toBe(false);
    });
  }
});

test.describe("Edit Product", () => {
  test("updates a product, removes an image for good, and goes back to the list", async ({ page }) => {
    const product = await createProduct(uniqueName("Oak Stool"));
    const [first, second] = product.all_images;
    await signIn(page, `/dashboard/edit-product/${product.id}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Product" })).toBeVisible();
    await expect(page.getByLabel("Product Name")).toHaveValue(product.name);
    await expect(page.getByText("Primary", { exact: true })).toBeVisible();
    await expect(page.getByText("deletes it permanently")).toBeVisible();
    const history = page.getByRole("complementary", { name: "About this product" });
    await expect(history.getByText(`#${product.id}`)).toBeVisible();
    await expect(history.getByText(product.sku)).toBeVisible();
    await expect(history.getByText("2/5")).toBeVisible();

    await page.getByLabel("Product Name").fill(`${product.name} II`);
    await page.getByLabel("Status").selectOption("out_of_stock");
    await page.getByRole("checkbox", { name: "Remove" }).first().check();
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(page).toHaveURL(/\/dashboard\/view-products\/$/);
    await expect(page.getByText("Product updated successfully!")).toBeVisible();

    const saved = await getProduct(product.id);
    expect(saved.name).toBe(`${product.name} II`);
    expect(saved.all_images.map((image) => image.id)).toEqual([second.id]);

    await page.goto(`/dashboard/edit-product/${product.id}/`);
    await expect(page.getByRole("checkbox", { name: "Remove" })).toHaveCount(1);
    await expect(page.getByLabel("Status")).toHaveValue("out_of_stock");

    // Gone from the public shop's Quick View too.
    await page.goto(`/resources/shop?product=${product.id}`);
    const html = await page.content();
    expect(html).toContain(second.path.replace(/^uploads\//, ""));
    expect(html).not.toContain(first.path.replace(/^uploads\//, ""));
  });

  test("an unknown product goes back to the list with 'Failed to load product'", async ({ page }) => {
    await adminSession(page);
    await page.goto("/dashboard/edit-product/99999999/");
    await expect(page).toHaveURL(/\/dashboard\/view-products\/$/);
    await expect(page.getByText("Failed to load product")).toBeVisible();
  });
});

test.describe("Manage Products", () => {
  test("shows the stats, searches, pages and deletes with confirmation", async ({ page }) => {
    const product = await createProduct(uniqueName("Raffia Basket"));
    await signIn(page, "/dashboard/view-products/");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Products" })).toBeVisible();
    for (const label of ["Total Products", "Active", "Featured", "Out of Stock", "Inventory Value"]) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText(/GHS [\d,]+\.\d\d/).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Products pages" })).toBeVisible();

    await page.getByLabel("Search products").fill(product.name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=/);
    const row = page.getByRole("row").filter({ hasText: product.name });
    await expect(row).toHaveCount(1);
    await expect(row.locator(".badge--warning")).toHaveText("4 in stock");
    await expect(row.getByRole("link", { name: `Edit ${product.name}` })).toHaveAttribute(
      "href",
      `/dashboard/edit-product/${product.id}/`,
    );

    await row.getByRole("link", { name: `Delete ${product.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete product" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Product deleted successfully")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: product.name })).toHaveCount(0);
    await expect(page).toHaveURL(/q=/);
  });
});
