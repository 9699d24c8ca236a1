import { expect, test, type Page } from "./support/fixtures";
import { apply, holdRequests, leaveEmptyListing, ready } from "./listing.support";
import { allProducts, cards, catalogue, names } from "./shop.support";

/**
 * The shop's listing and filters. Quick View: shop-quick-view.spec.ts; the layout on a
 * phone: shop-phone.spec.ts; the enquiry basket: enquiry.spec.ts.
 */

// Several tests walk through many full page loads (the nojs project), which take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** What each card charges: the first price shown (the sale price when on sale). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator(".price__now").allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

test.describe("shop listing", () => {
  test("hero counts, eight newest products, GHS prices with the sale price beside the old one", async ({ page }) => {
    const products = await catalogue();
    const categories = new Set(products.map((product) => product.category));
    const response = await page.goto("/resources/shop");
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
    const stats = page.locator(".listing-hero__stats");
    await expect(stats.locator("div").filter({ hasText: "Products" }).locator("dd")).toHaveText(
      String(products.length),
    );
    await expect(stats.locator("div").filter({ hasText: "Categories" }).locator("dd")).toHaveText(
      String(categories.size),
    );
    await expect(page.getByText(`Showing 8 of ${products.length} products`)).toBeVisible();
    await expect(names(page)).toHaveText(products.slice(0, 8).map((product) => product.name));

    const sale = products.slice(0, 8).find((product) => product.sale_price !== null);
    if (!sale?.sale_price) throw new Error("the demo data needs a product on sale among the newest eight");
    const saleCard = cards(page).filter({ hasText: sale.name });
    await expect(saleCard.locator(".price__now")).toHaveText(
      new RegExp(`GHS ${sale.sale_price.toLocaleString("en")}\\.00`),
    );
    await expect(saleCard.locator("del")).toHaveText(new RegExp(`GHS ${sale.price.toLocaleString("en")}\\.00`));

    for (const text of await cards(page).locator(".product-card__description").allInnerTexts()) {
      expect(text.length).toBeLessThanOrEqual(101);
    }
    // Sidebar: categories with their counts, the price slider at its maximum and the stats.
    const filters = page.getByRole("form", { name: "Filter products" });
    await expect(filters.getByRole("radio", { name: /All Categories/ })).toBeChecked();
    const lighting = products.filter((product) => product.category === "lighting").length;
    await expect(filters.locator("label").filter({ hasText: "Lighting" })).toContainText(String(lighting));
    await expect(filters.getByLabel("Max price")).toHaveValue("1000");
    await expect(filters.getByText("Up to GHS 1,000.00")).toBeVisible();
    await expect(page.getByRole("region", { name: "Shop stats" })).toContainText(String(products.length));
  });

  test("drafts never reach the public shop", async ({ page }) => {
    const draft = (await allProducts()).find((product) => product.status === "draft");
    if (!draft) throw new Error("the demo data needs a draft product");
    await page.goto(`/resources/shop?search=${encodeURIComponent(draft.name)}`);
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  });

  test("search filters by name and description", async ({ page, javaScriptEnabled }) => {
    await page.goto("/resources/shop");
    await ready(page, javaScriptEnabled);
    await page.getByLabel("Search").fill("lamp");
    if (!javaScriptEnabled) await page.getByLabel("Search").press("Enter");
    await expect(page).toHaveURL(/search=lamp/);
    await expect(names(page)).toContainText(["Brass Arc Floor Lamp", "Clay Table Lamp"]);
    for (const text of await cards(page).allInnerTexts()) expect(text.toLowerCase()).toContain("lamp");
    await expect(page.getByLabel("Search")).toHaveValue("lamp");
  });

  test("a category shows only its products", async ({ page, javaScriptEnabled }) => {
    const lighting = (await catalogue()).filter((product) => product.category === "lighting");
    await page.goto("/resources/shop");
    await ready(page, javaScriptEnabled);
    await page.getByRole("radio", { name: /Lighting/ }).check();
    await apply(page, javaScriptEnabled);
    await expect(page).toHaveURL(/category=lighting/);
    await expect(names(page)).toHaveText(lighting.slice(0, 8).map((product) => product.name));
    await expect(cards(page).locator(".product-card__category")).toHaveText(lighting.slice(0, 8).map(() => "Lighting"));
    await expect(page.getByRole("radio", { name: /Lighting/ })).toBeChecked();
  });

  test("the price slider caps what a buyer pays", async ({ page, javaScriptEnabled }) => {
    const products = await catalogue();
    const affordable = products.filter((product) => (product.sale_price ?? product.price) <= 200);
    await page.goto("/resources/shop");
    await ready(page, javaScriptEnabled);
    await page.getByLabel("Max price").fill("200");
    if (javaScriptEnabled) await expect(page.getByText("Up to GHS 200.00")).toBeVisible();
    await apply(page, javaScriptEnabled);
    await expect(page).toHaveURL(/max=200/);
    await expect(page.getByText(`Showing ${Math.min(8, affordable.length)} of ${affordable.length}`)).toBeVisible();
    for (const price of await shownPrices(page)) expect(price).toBeLessThanOrEqual(200);
    await expect(page.getByLabel("Max price")).toHaveValue("200");
    await expect(page.getByText("Up to GHS 200.00")).toBeVisible();
  });

  test("sorts by price both ways and by name", async ({ page, javaScriptEnabled }) => {
    const products = await catalogue();
    const paid = products.map((product) => product.sale_price ?? product.price);
    const byName = products
      .map((product) => product.name)
      .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    const ascending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1] <= n);
    await page.goto("/resources/shop?show=40");
    await ready(page, javaScriptEnabled);
    const sort = page.getByLabel("Sort by");

    await sort.selectOption("price-low");
    await apply(page, javaScriptEnabled, "Sort");
    await expect(page).toHaveURL(/sort=price-low/);
    await expect.poll(async () => ascending(await shownPrices(page))).toBe(true);
    expect((await shownPrices(page))[0]).toBe(Math.min(...paid));

    await sort.selectOption("price-high");
    await apply(page, javaScriptEnabled, "Sort");
    await expect(page).toHaveURL(/sort=price-high/);
    await expect.poll(async () => ascending((await shownPrices(page)).reverse())).toBe(true);
    expect((await shownPrices(page))[0]).toBe(Math.max(...paid));

    await sort.selectOption("name");
    await apply(page, javaScriptEnabled, "Sort");
    await expect(page).toHaveURL(/sort=name/);
    // A new sort starts again at the first eight.
    await expect(names(page)).toHaveText(byName.slice(0, 8));
    await expect(sort).toHaveValue("name");
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

  test("nothing matching says 'No products found'; 'Reset Filters' starts again", async ({ page }) => {
    await page.goto("/resources/shop?search=zzzz-no-such-thing&category=lighting&max=50");
    await expect(page.getByText("Showing 0 of 0 products")).toBeVisible();
    await leaveEmptyListing(page, { heading: "No products found", link: "Reset Filters", path: "/resources/shop" });
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByLabel("Search")).toHaveValue("");
    await expect(page.getByRole("radio", { name: /All Categories/ })).toBeChecked();
    await expect(page.getByLabel("Max price")).toHaveValue("1000");
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

  test("the search applies itself after a pause, without a button", async ({ page }) => {
    await page.goto("/resources/shop");
    await expect(page.getByRole("button", { name: "Apply Filters" })).toHaveCount(0);
    await page.getByLabel("Search").pressSequentially("kente", { delay: 40 });
    await expect(page).toHaveURL(/\?search=kente$/);
    await expect(names(page)).toContainText(["Kente Stripe Throw"]);
    await expect(page.getByLabel("Search")).toHaveValue("kente");
    await expect(page.getByLabel("Search")).toBeFocused();
  });
});
