import { expect, test } from "./support/fixtures";
import { signIn } from "./support/auth";
import { E2E } from "./support/env";

// The guard's redirects and refusals: tests/routes/admin-guard.test.ts; the way back to the page
// asked for after signing in: auth.spec.ts. What the shell says (every sidebar link and its page,
// the current one marked, the sign-out forms, the footer) is read from the server's HTML in
// tests/routes/admin-shell.test.ts. chart.js only on admin pages: tests/routes/pages.test.ts (every
// file a page can load); the dashboard draws it: dashboard.spec.ts. Here, what a browser shows.
test.describe("the admin shell", () => {
  test("header menu, sidebar toggle on a wide screen, a sidebar link, and the overlay sidebar on a small screen", async ({
    page,
  }) => {
    // One walk through the shell instead of five sign-ins: without scripts each toggle is a page load.
    test.slow();
    await signIn(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Aniwa Studio admin dashboard" })).toHaveAttribute(
      "href",
      "/dashboard/admin/",
    );
    const toggle = header.getByRole("link", { name: "Toggle sidebar" });
    await expect(toggle).toBeVisible();
    await header.getByText("Admin", { exact: true }).click();
    await expect(header.getByRole("link", { name: "Homepage" })).toHaveAttribute("href", "/");
    await expect(header.getByRole("button", { name: "Sign Out", exact: true })).toBeVisible();
    await expect(header.getByText(E2E.adminEmail)).toBeVisible();

    const sidebar = page.getByRole("complementary");
    await expect(sidebar.getByText("Manage Items")).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");

    // The sidebar collapses and comes back on a wide screen.
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(sidebar).toBeVisible();

    await sidebar.getByRole("link", { name: "Performance" }).click();
    await expect(page).toHaveURL("/dashboard/analytics/");
    await expect(page.getByRole("complementary").getByRole("link", { name: "Performance" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // On a small screen the sidebar opens over the page and has a close button.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/dashboard/admin/");
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
