import { expect, test } from "./support/fixtures";
import { signIn } from "./support/auth";
import { E2E } from "./support/env";

const SIDEBAR_LINKS = [
  ["Dashboard", "/dashboard/admin/"],
  ["Add Blogs", "/dashboard/add-blogs/"],
  ["Add Products", "/dashboard/add-products/"],
  ["Add Projects", "/dashboard/add-project/"],
  ["Manage Blogs", "/dashboard/blogs/"],
  ["Categories", "/dashboard/categories/"],
  ["Create Category", "/dashboard/create-category/"],
  ["Manage Products", "/dashboard/view-products/"],
  ["Manage Projects", "/dashboard/view-projects/"],
  ["Performance", "/dashboard/analytics/"],
] as const;

// The guard's redirects and refusals: tests/routes/admin-guard.test.ts. chart.js only on admin
// pages: tests/routes/pages.test.ts (every file a page can load); the dashboard draws it: dashboard.spec.ts.
test.describe("the admin guard", () => {
  test("after sign-in, the visitor lands on the page they asked for", async ({ page }) => {
    await signIn(page, "/dashboard/view-projects/");
    await expect(page).toHaveURL("/dashboard/view-projects/");
  });
});

test.describe("the admin shell", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("header: logo to the dashboard, sidebar toggle, profile menu", async ({ page }) => {
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Aniwa Studio admin dashboard" })).toHaveAttribute(
      "href",
      "/dashboard/admin/",
    );
    await expect(header.getByRole("link", { name: "Toggle sidebar" })).toBeVisible();
    await header.getByText("Admin", { exact: true }).click();
    await expect(header.getByRole("link", { name: "Homepage" })).toHaveAttribute("href", "/");
    await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(header.getByText(E2E.adminEmail)).toBeVisible();
  });

  test("sidebar: every link goes to a real page", async ({ page }) => {
    const sidebar = page.getByRole("complementary");
    for (const [name, href] of SIDEBAR_LINKS) {
      await expect(sidebar.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      const response = await page.request.get(href);
      expect(response.status(), `${name} → ${href}`).toBe(200);
    }
    await expect(sidebar.getByText("Manage Items")).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
    await sidebar.getByRole("link", { name: "Performance" }).click();
    await expect(page).toHaveURL("/dashboard/analytics/");
    await expect(page.getByRole("complementary").getByRole("link", { name: "Performance" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("footer: copyright line with the product name", async ({ page }) => {
    const year = new Date().getUTCFullYear();
    await expect(page.getByRole("contentinfo")).toHaveText(`© ${year} Aniwa Studio. All Rights Reserved.`);
  });

  test("the sidebar collapses and comes back on a wide screen", async ({ page }) => {
    const sidebar = page.getByRole("complementary");
    const toggle = page.getByRole("banner").getByRole("link", { name: "Toggle sidebar" });
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(sidebar).toBeVisible();
  });

  test("on a small screen the sidebar opens over the page and has a close button", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/dashboard/admin/");
    const sidebar = page.getByRole("complementary");
    await expect(sidebar).toBeHidden();
    await page.getByRole("banner").getByRole("link", { name: "Toggle sidebar" }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole("link", { name: "Close sidebar" }).click();
    await expect(sidebar).toBeHidden();
    // Nothing spills sideways at 360 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
