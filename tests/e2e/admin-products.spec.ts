import { expect, test, type Page } from "./support/fixtures";
import { api } from "./support/api";
import { signIn } from "./support/auth";
import { createProduct, getProduct, randomSku } from "./fixtures/catalog/arrange";
import { EMPTY_PRODUCT_MESSAGES } from "./fixtures/catalog/messages";
import { fakeJpeg, onDisk, oversizeJpeg, png, pngs, textFile, uniqueName } from "./fixtures/catalog/files";

// What the server renders and answers without a browser (the sections and defaults, each message
// of its checks, the refused uploads, an unknown product, the list's stats, rows and links) is in
// tests/routes/admin-products.test.ts.

const SKU = /^ANI-[A-Z0-9]{9}$/;
const ADD = "/dashboard/add-products/";

const images = (page: Page) => page.getByLabel("Product images", { exact: true });
const fieldError = (page: Page) => page.locator(".field__error");

async function fillBasics(page: Page, name: string) {
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel(/^Description/).fill("Hand-woven kente cover on a kapok cushion.");
  await page.getByLabel("Regular Price (GHS)").fill("180.50");
  await page.getByLabel("Stock Quantity").fill("12");
  await page.getByLabel("Category").selectOption("textiles");
  await page.getByLabel("Tags").fill("kente, cushion");
}

async function savedProduct(name: string) {
  const list = await api<{ data: { name: string; sku: string; price: number; all_images: unknown[] }[] }>(
    "products/products.php?page=1&limit=500",
  );
  return list.data.find((product) => product.name === name);
}

test.describe.configure({ timeout: 60_000 });

test.describe("Add Product", () => {
  test("generates a SKU, asks for an image, and adds the product", async ({ page, javaScriptEnabled }) => {
    await signIn(page, ADD);
    const name = uniqueName("Kente Cushion");
    await fillBasics(page, name);
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText("SKU generated automatically").first()).toBeVisible();
    await expect(page.getByLabel("SKU")).toHaveValue(SKU);
    const sku = await page.getByLabel("SKU").inputValue();
    // No image yet: checked in the browser with scripts, by the server without (its one round trip
    // of this form's checks here; every message in order is a route test).
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(fieldError(page)).toHaveText(["Please add at least one product image"]);
    if (!javaScriptEnabled) {
      // The round trips kept everything typed.
      await expect(page.getByLabel("Product Name")).toHaveValue(name);
      await expect(page.getByLabel("Regular Price (GHS)")).toHaveValue("180.50");
      await expect(page.getByLabel("Category")).toHaveValue("textiles");
      await expect(page.getByLabel("Tags")).toHaveValue("kente, cushion");
      await expect(page.getByLabel("SKU")).toHaveValue(sku);
    }
    await images(page).setInputFiles([png("front.png"), png("back.png", [0, 80, 40])]);
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByText("Product added successfully!")).toBeVisible();

    const saved = await savedProduct(name);
    expect(saved).toMatchObject({ sku, price: 180.5 });
    expect(saved?.all_images).toHaveLength(2);
  });
});

test.describe("Add Product with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

  test("checks in the browser before sending: every field at once in the spec's order, then the images by content, size and count", async ({
    page,
  }) => {
    await signIn(page, ADD);
    const submit = () => page.getByRole("button", { name: "Add Product" }).click();
    const expectOnly = async (message: string) => {
      await expect(fieldError(page)).toHaveText([message]);
    };
    const name = uniqueName("Stool");
    // One submit tells everything: the summary takes the focus and lists the spec's messages in order.
    await submit();
    const summary = page.getByRole("alert").filter({ hasText: "Please fix these 6 things before saving" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("listitem")).toHaveText(EMPTY_PRODUCT_MESSAGES);
    await summary.getByRole("link", { name: "Please select a category" }).click();
    await expect(page.getByLabel("Category")).toBeFocused();
    await page.getByLabel("Product Name").fill(name);
    await page.getByLabel(/^Description/).fill("Teak stool");
    await page.getByLabel("Regular Price (GHS)").fill("0");
    await page.getByLabel("Category").selectOption("furniture");
    await page.getByLabel("SKU").fill(randomSku());
    await submit();
    await expect(page.locator(".error-summary li")).toHaveText([
      "Please enter a valid price",
      "Please add at least one product image",
    ]);
    await page.getByLabel("Regular Price (GHS)").fill("95");
    await submit();
    await expectOnly("Please add at least one product image");
    await expect(page.locator(".error-summary")).toHaveCount(0);
    // What was typed is still there.
    await expect(page.getByLabel(/^Description/)).toHaveValue("Teak stool");
    await expect(page.getByLabel("Category")).toHaveValue("furniture");

    // Each pick is checked by content and size and not taken; each message differs from the one
    // before it. Big files go by path (Playwright hands Chromium the path, not 5 MB).
    for (const [file, message] of [
      [fakeJpeg(), "Please select a valid image file (JPG, PNG, WEBP)"],
      [oversizeJpeg(), "Image size should be less than 5MB"],
      [textFile(), "Please select a valid image file (JPG, PNG, WEBP)"],
    ] as const) {
      await images(page).setInputFiles(onDisk(file));
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole("list", { name: "Selected images" })).toHaveCount(0);
      // Leaving a field lets Conform check it with a submit event of its own: not a send, the message stays.
      await page.getByLabel("SKU").blur();
      await expect(fieldError(page)).toHaveText([message]);
    }
    await submit();
    await expect(page.getByText("Please add at least one product image")).toBeVisible();
    await expect(page.getByLabel("Product Name")).toHaveValue(name);
    await expect(page.getByLabel("Category")).toHaveValue("furniture");
    expect(await savedProduct(name)).toBeUndefined();

    // The drop zone keeps the first five and says why.
    await images(page).setInputFiles(pngs(6));
    await expect(page.getByText("Maximum 5 images allowed")).toBeVisible();
    await expect(page.getByRole("list", { name: "Selected images" }).getByRole("listitem")).toHaveCount(5);
  });
});

test.describe("Edit and manage products", () => {
  test("updates a product, removing an image for good; then searches the list and deletes it with confirmation", async ({
    page,
  }) => {
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

    const renamed = `${product.name} II`;
    await page.getByLabel("Product Name").fill(renamed);
    await page.getByLabel("Status").selectOption("out_of_stock");
    await page.getByRole("checkbox", { name: "Remove" }).first().check();
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(page).toHaveURL(/\/dashboard\/view-products\/$/);
    await expect(page.getByText("Product updated successfully!")).toBeVisible();

    const saved = await getProduct(product.id);
    expect(saved.name).toBe(renamed);
    expect(saved.all_images.map((image) => image.id)).toEqual([second.id]);

    await page.goto(`/dashboard/edit-product/${product.id}/`);
    await expect(page.getByRole("checkbox", { name: "Remove" })).toHaveCount(1);
    await expect(page.getByLabel("Status")).toHaveValue("out_of_stock");

    // Gone from the public shop's Quick View too.
    await page.goto(`/resources/shop?product=${product.id}`);
    const html = await page.content();
    expect(html).toContain(second.path.replace(/^uploads\//, ""));
    expect(html).not.toContain(first.path.replace(/^uploads\//, ""));

    await page.goto("/dashboard/view-products/");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Products" })).toBeVisible();
    await page.getByLabel("Search products").fill(renamed);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=/);
    const row = page.getByRole("row").filter({ hasText: renamed });
    await expect(row).toHaveCount(1);
    await row.getByRole("link", { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete product" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Product deleted successfully")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: renamed })).toHaveCount(0);
    await expect(page).toHaveURL(/q=/);
  });
});
