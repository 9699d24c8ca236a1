import { expect, test } from "./support/fixtures";

/*
 * The four service pages in a browser: choosing a tab or a category, following a link, what a
 * visitor sees. Their texts, counts and the answer to each `?tab=` and `?category=` are read in
 * tests/routes/services.test.ts.
 */

test.describe("architectural services", () => {
  test("shows its heading and the calls to contact and projects", async ({ page }) => {
    await page.goto("/services/architectural-service");
    await expect(page.getByRole("heading", { level: 1, name: "Architectural Services" })).toBeVisible();
    await expect(page.locator('main a[href="/resources/contact-us"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/resources/projects"]').first()).toBeVisible();
  });
});

test.describe("renovation", () => {
  test("shows the before/after labels; choosing a tab switches the services and the URL", async ({ page }) => {
    await page.goto("/services/renovation-service");
    const gallery = page.locator(".before-after > li");
    await expect(gallery.first().getByText("Before", { exact: true })).toBeVisible();
    await expect(gallery.first().getByText("After", { exact: true })).toBeVisible();

    await page.getByRole("navigation", { name: "Renovation type" }).getByRole("link", { name: "Commercial" }).click();
    await expect(page).toHaveURL(/\?tab=commercial(#renovation-services)?$/);
    await expect(page.locator("#renovation-panel .card h3")).toHaveText([
      "Office Fit-Out",
      "Retail & Hospitality",
      "Adaptive Reuse",
      "Building Upgrades",
    ]);
  });
});

test.describe("extensions", () => {
  test("choosing a category filters and keeps it in the URL", async ({ page, javaScriptEnabled }) => {
    await page.goto("/services/extention-service");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole("navigation", { name: "Extension categories" }).getByRole("link", { name: "Luxury" }).click();
    await expect(page).toHaveURL(/\?category=luxury(#extension-projects)?$/);
    await expect(page.locator("#extension-grid h3")).toHaveText(["Villa Guest Wing"]);
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(javaScriptEnabled);
  });
});

test.describe("new build", () => {
  test("shows the calls to contact and projects, and 'Browse the portfolio' reaches the home portfolio", async ({
    page,
  }) => {
    await page.goto("/services/newbuild-service");
    await expect(page.locator('main a[href="/resources/contact-us"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/resources/projects"]').first()).toBeVisible();
    await page.getByRole("link", { name: "Browse the portfolio" }).click();
    await expect(page).toHaveURL(/\/#portfolio$/);
    await expect(page.getByRole("heading", { name: "Design Excellence" })).toBeVisible();
  });
});
