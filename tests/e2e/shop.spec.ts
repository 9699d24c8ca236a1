import { expect, test, type Page } from "./support/fixtures";
import { apply, holdRequests, ready } from "./listing.support";
import { cards, catalogue, names, type ApiProduct } from "./shop.support";

/**
 * The shop's listing and filters in a browser. Quick View: shop-quick-view.spec.ts; the layout on a
 * phone: shop-phone.spec.ts; the enquiry basket: enquiry.spec.ts; what the server renders for each
 * URL (counts, prices, drafts, each filter and sort, the empty result): tests/routes/shop.test.ts.
 */

// Several tests walk through many full page loads (the nojs project), which take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** What each card charges: the first price shown (the sale price when on sale). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator(".price__now").allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

test.describe("shop listing", () => {
  // What the server answers to each filter and sort in the URL (counts, prices, the empty result) is
  // read in tests/routes/shop.test.ts; here the form itself, once through each of its controls.
  test("sort, category, 'Reset Filters', then price and search: each applies through the one filters form and stays set", async ({
    page,
    javaScriptEnabled,
  }) => {
    const products = await catalogue();
    const paid = (product: ApiProduct) => product.sale_price ?? product.price;
    const highFirst = (list: ApiProduct[]) => list.map(paid).sort((a, b) => b - a);
    const lighting = products.filter((product) => product.category === "lighting");
    // From a longer list: a new sort starts again at the first eight.
    await page.goto("/resources/shop?show=16");
    await ready(page, javaScriptEnabled);
    await expect(cards(page)).toHaveCount(16);

    await page.getByLabel("Sort by").selectOption("price-high");
    await apply(page, javaScriptEnabled, "Sort");
    await expect(page).toHaveURL(/sort=price-high/);
    await expect(page).not.toHaveURL(/show=/);
    await expect.poll(() => shownPrices(page)).toEqual(highFirst(products).slice(0, 8));

    await page.getByRole("radio", { name: /Lighting/ }).check();
    await apply(page, javaScriptEnabled);
    await expect(page).toHaveURL(/category=lighting/);
    await expect.poll(() => shownPrices(page)).toEqual(highFirst(lighting).slice(0, 8));
    await expect(cards(page).locator(".product-card__category")).toHaveText(lighting.slice(0, 8).map(() => "Lighting"));
    await expect(page.getByRole("radio", { name: /Lighting/ })).toBeChecked();
    await expect(page.getByLabel("Sort by")).toHaveValue("price-high");

    await page.getByRole("link", { name: "Reset Filters" }).click();
    await expect(page).toHaveURL(/\/resources\/shop$/);
    await expect(names(page)).toHaveText(products.slice(0, 8).map((product) => product.name));
    await expect(page.getByRole("radio", { name: /All Categories/ })).toBeChecked();
    await expect(page.getByLabel("Sort by")).toHaveValue("newest");
    await expect(page.getByLabel("Search")).toHaveValue("");
    await expect(page.getByLabel("Max price")).toHaveValue("1000");

    await page.getByLabel("Max price").fill("200");
    if (javaScriptEnabled) {
      await expect(page.getByText("Up to GHS 200.00")).toBeVisible();
      await expect(page).toHaveURL(/\?max=200$/);
    }
    await page.getByLabel("Search").fill("lamp");
    if (!javaScriptEnabled) await page.getByLabel("Search").press("Enter");
    await expect(page).toHaveURL(/search=lamp/);
    await expect(page).toHaveURL(/max=200/);
    await expect(cards(page).filter({ hasNotText: /lamp/i })).toHaveCount(0);
    await expect(names(page)).toContainText(["Clay Table Lamp"]);
    for (const price of await shownPrices(page)) expect(price).toBeLessThanOrEqual(200);
    await expect(page.getByLabel("Search")).toHaveValue("lamp");
    await expect(page.getByLabel("Max price")).toHaveValue("200");
    await expect(page.getByText("Up to GHS 200.00")).toBeVisible();
  });

  test("'Load More Products' shows the next eight in place, until all are shown", async ({
    page,
    javaScriptEnabled,
  }) => {
    const products = await catalogue();
    expect(products.length).toBeGreaterThan(16);
    await page.goto("/resources/shop");
    await ready(page, javaScriptEnabled);
    await expect(cards(page)).toHaveCount(8);
    const firstEight = await names(page).allInnerTexts();

    await page.getByRole("link", { name: "Load More Products" }).click();
    await expect(page).toHaveURL(/\?show=16#product-9$/);
    await expect(cards(page)).toHaveCount(16);
    expect((await names(page).allInnerTexts()).slice(0, 8)).toEqual(firstEight);
    await expect(page.locator("#product-9")).toBeInViewport();
    if (javaScriptEnabled) await expect(page.locator("#product-9").getByRole("link")).toBeFocused();

    await page.getByRole("link", { name: "Load More Products" }).click();
    await expect(cards(page)).toHaveCount(Math.min(24, products.length));
    if (products.length <= 24) await expect(page.getByRole("link", { name: "Load More Products" })).toHaveCount(0);
  });
});

test.describe("shop with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

  test("filters set before the scripts load are applied, not reset, when they take over", async ({ page }) => {
    const release = await holdRequests(page, /\/build\/.*\.js$/);
    await page.goto("/resources/shop", { waitUntil: "commit" });
    await expect(page.getByRole("button", { name: "Apply Filters" })).toBeVisible();
    await page.getByLabel("Search").fill("lamp");
    await page.getByRole("radio", { name: /Lighting/ }).check();
    await page.getByLabel("Sort by").selectOption("name");
    release();
    await ready(page, true);
    await expect(page).toHaveURL(/\/resources\/shop\?search=lamp&category=lighting&sort=name$/);
    await expect(page.getByLabel("Search")).toHaveValue("lamp");
    await expect(page.getByRole("radio", { name: /Lighting/ })).toBeChecked();
    await expect(page.getByLabel("Sort by")).toHaveValue("name");
    // Sorted by name, and only lighting.
    await expect(names(page)).toContainText(["Brass Arc Floor Lamp", "Clay Table Lamp"]);
    for (const text of await cards(page).locator(".product-card__category").allTextContents()) {
      expect(text).toBe("Lighting");
    }
  });

  test("the search applies itself after a pause, without a button, and 'Reset Filters' empties it", async ({
    page,
  }) => {
    await page.goto("/resources/shop");
    await expect(page.getByRole("button", { name: "Apply Filters" })).toHaveCount(0);
    await page.getByLabel("Search").pressSequentially("kente", { delay: 40 });
    await expect(page).toHaveURL(/\?search=kente$/);
    await expect(names(page)).toContainText(["Kente Stripe Throw"]);
    await expect(page.getByLabel("Search")).toHaveValue("kente");
    await expect(page.getByLabel("Search")).toBeFocused();
    // The URL goes back to the value the text was typed over: the box follows it, not the old typing.
    await page.getByRole("link", { name: "Reset Filters" }).click();
    await expect(page).toHaveURL(/\/resources\/shop$/);
    await expect(page.getByLabel("Search")).toHaveValue("");
  });
});
