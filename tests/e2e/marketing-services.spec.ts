import { expect, test } from "./support/fixtures";
import { expectTabs, openPage } from "./support/marketing";

test.describe("architectural services", () => {
  test("six services, a five-step process and statistics, with calls to contact and projects", async ({ page }) => {
    await openPage(
      page,
      "/services/architectural-service",
      "Architectural Services | Aniwa Studio",
      /Architecture in Accra/,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Architectural Services" })).toBeVisible();
    await expect(page.locator(".card-grid .card h3")).toHaveText([
      "Residential Design",
      "Commercial Architecture",
      "Renovation & Restoration",
      "Extensions",
      "Interior Architecture",
      "Landscape & Courtyards",
    ]);
    await expect(page.getByRole("list", { name: "Five steps from brief to keys" }).getByRole("listitem")).toHaveCount(
      5,
    );
    await expect(page.locator(".stats__item")).toHaveCount(4);
    await expect(page.locator('main a[href="/resources/contact-us"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/resources/projects"]').first()).toBeVisible();
  });
});

test.describe("renovation", () => {
  test("residential tab by default, the before/after gallery and a six-step process", async ({ page }) => {
    await page.goto("/services/renovation-service");
    await expect(page).toHaveTitle("Renovation & Restoration | Aniwa Studio");
    const tabs = page.getByRole("navigation", { name: "Renovation type" });
    await expect(tabs.getByRole("link", { name: "Residential" })).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#renovation-panel .card h3")).toHaveText([
      "Whole-House Renovation",
      "Kitchen & Bath",
      "Heritage Restoration",
      "Interior Refresh",
    ]);
    const gallery = page.locator(".before-after > li");
    await expect(gallery).toHaveCount(3);
    await expect(gallery.first().getByText("Before", { exact: true })).toBeVisible();
    await expect(gallery.first().getByText("After", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Six steps, no surprises" }).getByRole("listitem")).toHaveCount(6);
  });

  test("?tab=commercial shows the commercial services", async ({ page }) => {
    await page.goto("/services/renovation-service?tab=commercial");
    const tabs = page.getByRole("navigation", { name: "Renovation type" });
    await expect(tabs.getByRole("link", { name: "Commercial" })).toHaveAttribute("aria-current", "true");
    await expect(tabs.getByRole("link", { name: "Residential" })).not.toHaveAttribute("aria-current", "true");
    await expect(page.locator("#renovation-panel .card h3").first()).toHaveText("Office Fit-Out");
  });

  test("choosing a tab switches the services and the URL", async ({ page }) => {
    await page.goto("/services/renovation-service");
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
  test("category filter with the fixed counts and six project cards with status badges", async ({ page }) => {
    await page.goto("/services/extention-service");
    await expect(page).toHaveTitle("Extensions | Aniwa Studio");
    await expectTabs(
      page.getByRole("navigation", { name: "Extension categories" }),
      ["All Projects", "Residential12", "Commercial8", "Luxury6", "Sustainable9"],
      "All Projects",
    );
    const cards = page.locator("#extension-grid > li");
    await expect(cards).toHaveCount(6);
    await expect(cards.locator(".badge")).toHaveText([
      "Completed",
      "Completed",
      "In Progress",
      "Completed",
      "Planned",
      "In Progress",
    ]);
    await expect(cards.locator(".badge--success")).toHaveCount(3);
    await expect(cards.locator(".badge--warning")).toHaveCount(2);
    await expect(cards.locator(".badge--info")).toHaveCount(1);
  });

  for (const [category, label, titles] of [
    ["residential", "Residential", ["Garden Room Extension", "Second-Storey Addition"]],
    ["commercial", "Commercial", ["Clinic Wing"]],
    ["luxury", "Luxury", ["Villa Guest Wing"]],
    ["sustainable", "Sustainable", ["Solar Studio Annex", "Open Kitchen Extension"]],
  ] as const) {
    test(`?category=${category} shows only ${label} projects`, async ({ page }) => {
      await page.goto(`/services/extention-service?category=${category}`);
      const filter = page.getByRole("navigation", { name: "Extension categories" });
      await expect(filter.getByRole("link", { name: label })).toHaveAttribute("aria-current", "true");
      await expect(page.locator("#extension-grid h3")).toHaveText([...titles]);
    });
  }

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
  test("four styles, a process and features, with links to contact, projects and the portfolio", async ({ page }) => {
    await page.goto("/services/newbuild-service");
    await expect(page).toHaveTitle("New Build | Aniwa Studio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Build: African Residential Design");
    await expect(page.locator("#styles .card h3")).toHaveText([
      "Contemporary Ghanaian",
      "Courtyard House",
      "Tropical Modern",
      "Urban Townhouse",
    ]);
    await expect(
      page.getByRole("list", { name: "From bare land to your front door" }).getByRole("listitem"),
    ).toHaveCount(5);
    await expect(page.locator(".check-list > li")).toHaveCount(6);
    await expect(page.locator('main a[href="/resources/contact-us"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/resources/projects"]').first()).toBeVisible();
    await page.getByRole("link", { name: "Browse the portfolio" }).click();
    await expect(page).toHaveURL(/\/#portfolio$/);
    await expect(page.getByRole("heading", { name: "Design Excellence" })).toBeVisible();
  });
});
