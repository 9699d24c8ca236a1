import { expect, test } from "./support/fixtures";
import { clearFaults, injectFault } from "./support/api";
import { adminSession } from "./support/auth";

/**
 * The analytics page when the API fails. The messages the server answers (a failing or nonsensical
 * list, a failing delete, a 401 that ends the session) are read from its HTML in
 * tests/routes/admin-pages-faults.test.ts; here, 'Try Again' in the browser (with scripts, the same
 * address again must load the list afresh: the route's shouldRevalidate).
 */

const PATH = "/dashboard/analytics/";

test("a failing list: 'Failed to load analytics data', with the API's message, and 'Try Again'", async ({ page }) => {
  await adminSession(page);
  await injectFault({ path: "analytics/track-views.php", method: "GET", status: 500 });
  await page.goto(PATH);
  const alerts = page.getByRole("alert");
  await expect(alerts.filter({ hasText: "Failed to load analytics data" }).first()).toBeVisible();
  await expect(alerts.filter({ hasText: "Injected failure" }).first()).toBeVisible();
  // The page still stands: cards without figures, empty charts, the filters.
  await expect(page.getByRole("heading", { name: "Total Views" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Analytics Records" }).getByLabel("Event type")).toBeVisible();
  await clearFaults();
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
