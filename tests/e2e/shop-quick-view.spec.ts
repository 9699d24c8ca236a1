import { expect, test } from "./support/fixtures";
import { ready } from "./listing.support";
import { cards, catalogue, dialog, openQuickView } from "./shop.support";

/** The shop's Quick View dialog: opened by URL, its gallery and quantity, and closing it. */

/** An uploaded photo as the Image component serves it: the same file at one of the allowed widths. */
const resizedFrom = (path: string) => new RegExp(`^/${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?w=\\d+$`);

test.describe("Quick View", () => {
  // Opened over a filtered list: closing keeps the filters, and so does a card's Quick View link.
  // (What the server renders for a product without stock: tests/routes/shop.test.ts.)
  test("opens by URL on the first image; the gallery wraps; quantity up to the stock; no fake ordering; the filters stay", async ({
    page,
  }) => {
    const products = await catalogue();
    const many = products.find((product) => product.all_images.length >= 3 && product.stock_quantity > 0);
    if (!many) throw new Error("the demo data needs a product with three images in stock");
    const count = many.all_images.length;
    const filtered = `/resources/shop?category=${many.category}&sort=price-low`;

    await page.goto(`${filtered}&product=${many.id}`);
    const quickView = dialog(page);
    await expect(quickView.getByRole("heading", { name: many.name })).toBeVisible();
    await expect(quickView.locator(".gallery__counter")).toHaveText(`1 / ${count}`);
    await expect(quickView.locator(".gallery__stage img")).toHaveAttribute("src", resizedFrom(many.all_images[0].path));

    await quickView.getByRole("link", { name: "Next image" }).click();
    await expect(page).toHaveURL(new RegExp(`product=${many.id}&image=1`));
    await expect(quickView.locator(".gallery__counter")).toHaveText(`2 / ${count}`);
    await quickView.getByRole("link", { name: "Previous image" }).click();
    await expect(quickView.locator(".gallery__counter")).toHaveText(`1 / ${count}`);
    await quickView.getByRole("link", { name: "Previous image" }).click();
    await expect(quickView.locator(".gallery__counter")).toHaveText(`${count} / ${count}`);
    await expect(page).toHaveURL(new RegExp(`product=${many.id}&image=${count - 1}`));
    await quickView.getByRole("link", { name: "Next image" }).click();
    await expect(quickView.locator(".gallery__counter")).toHaveText(`1 / ${count}`);

    const quantity = quickView.getByLabel("Quantity");
    await expect(quantity).toHaveValue("1");
    await expect(quantity.locator("option")).toHaveCount(many.stock_quantity);
    // Ordering is an enquiry now (decision 008, tests/e2e/enquiry.spec.ts).
    await expect(quickView.getByRole("button", { name: /^Add to Cart/ })).toBeEnabled();
    await expect(quickView.getByRole("button", { name: /^Wishlist/ })).toHaveAttribute("aria-pressed", "false");
    await expect(quickView.getByText("Online ordering is coming soon")).toHaveCount(0);
    for (const text of ["Free shipping on orders over $100", "30-day return policy", "2-year warranty"]) {
      await expect(quickView.getByText(text)).toBeVisible();
    }

    await quickView.getByRole("link", { name: "Close Quick View" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/resources/shop\\?category=${many.category}&sort=price-low$`));

    const card = cards(page).first();
    const name = await card.locator("h3").innerText();
    await openQuickView(page, card);
    await expect(page).toHaveURL(new RegExp(`category=${many.category}&sort=price-low&product=\\d+$`));
    await expect(dialog(page).getByRole("heading", { name })).toBeVisible();
  });
});

test.describe("Quick View with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

  test("Quick View closes on Escape, a backdrop click and the close button, and locks page scroll", async ({
    page,
  }) => {
    await page.goto("/resources/shop");
    await ready(page, true);
    const overflow = () => page.evaluate(() => document.body.style.overflow);

    await openQuickView(page, cards(page).first());
    expect(await overflow()).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/resources\/shop$/);
    expect(await overflow()).toBe("");

    await openQuickView(page, cards(page).nth(1));
    await page.mouse.click(5, 450);
    await expect(dialog(page)).toHaveCount(0);

    await openQuickView(page, cards(page).nth(2));
    await dialog(page).getByRole("link", { name: "Close Quick View" }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await overflow()).toBe("");
  });
});
