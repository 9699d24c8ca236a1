import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/fixtures";
import { ready } from "./listing.support";
import { cards } from "./shop.support";

/**
 * The shop on a phone: the products come first, the filters fold
 * behind a 'Filters' disclosure that counts the active ones, and the shop stats follow
 * the products. From the sidebar breakpoint the filters are simply there.
 */
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

const toggle = (page: Page) => page.locator("summary").filter({ hasText: /^Filters/ });
const stats = (page: Page) => page.getByRole("region", { name: "Shop stats" });

async function top(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not laid out`);
  return box;
}

test.describe("the shop on a phone", () => {
  test.use({ viewport: PHONE });

  test("the first product is on the first screen, the filters are folded, the stats follow the products", async ({
    page,
  }) => {
    await page.goto("/resources/shop");
    await expect(toggle(page)).toHaveText("Filters");
    await expect(page.getByLabel("Search")).toBeHidden();
    await expect(page.getByRole("radio", { name: /All Categories/ })).toBeHidden();

    const card = await top(page, ".product-grid article");
    expect(card.y).toBeLessThan(PHONE.height);
    await expect(cards(page).first()).toBeInViewport();
    const grid = await top(page, ".product-grid");
    expect((await top(page, ".shop-stats")).y).toBeGreaterThanOrEqual(grid.y + grid.height);
    await expect(stats(page)).not.toBeInViewport();
  });

  test("'Filters' opens without scripts and counts the active filters", async ({ page, javaScriptEnabled }) => {
    await page.goto("/resources/shop");
    await ready(page, javaScriptEnabled);
    await toggle(page).click();
    await expect(page.getByLabel("Search")).toBeVisible();

    await page.getByRole("radio", { name: /Lighting/ }).check();
    if (javaScriptEnabled) {
      await expect(page).toHaveURL(/\?category=lighting$/);
      await expect(toggle(page)).toHaveText("Filters (1 active)");
    }
    await page.getByLabel("Search").fill("lamp");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/search=lamp/);
    await expect(page).toHaveURL(/category=lighting/);
    await expect(toggle(page)).toHaveText("Filters (2 active)");
    if (javaScriptEnabled) {
      // Applied in place: the disclosure stays open with the visitor's values.
      await expect(page.getByLabel("Search")).toBeVisible();
      await expect(page.getByLabel("Search")).toHaveValue("lamp");
    } else {
      // A new page: the results first, the filters folded with their count.
      await expect(page.getByLabel("Search")).toBeHidden();
    }
    for (const text of await cards(page).locator(".product-card__category").allTextContents()) {
      expect(text).toBe("Lighting");
    }
    // What the count says for a lower maximum price and for a sort: tests/routes/shop.test.ts.
  });

  test("folded and open, the filters have no serious accessibility violations", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script in the page");
    await page.goto("/resources/shop?category=lighting&max=500");
    await expect(toggle(page)).toHaveText("Filters (2 active)");
    // The filters only: tests/e2e/a11y.spec.ts checks the whole shop page.
    const serious = async () =>
      (
        await new AxeBuilder({ page }).include(".shop-filters-panel").withTags(["wcag2a", "wcag2aa"]).analyze()
      ).violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => violation.id);
    expect(await serious()).toEqual([]);
    await toggle(page).click();
    await expect(page.getByLabel("Search")).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});

test.describe("the shop on a wide screen", () => {
  test.use({ viewport: DESKTOP });

  test("the filters and stats are in the sidebar without opening anything", async ({ page }) => {
    await page.goto("/resources/shop?category=lighting");
    await expect(toggle(page)).toBeHidden();
    await expect(page.getByLabel("Search")).toBeVisible();
    await expect(page.getByRole("radio", { name: /Lighting/ })).toBeChecked();
    await expect(page.getByLabel("Max price")).toBeVisible();
    await expect(stats(page)).toBeVisible();

    const filters = await top(page, ".shop-filters");
    const statsBox = await top(page, ".shop-stats");
    const card = await top(page, ".product-grid article");
    // Stats under the filters in the first column, the products beside them.
    expect(statsBox.x).toBe(filters.x);
    expect(statsBox.y).toBeGreaterThan(filters.y + filters.height);
    expect(card.x).toBeGreaterThan(filters.x + filters.width);
    expect(card.y).toBeLessThan(statsBox.y);
  });
});
