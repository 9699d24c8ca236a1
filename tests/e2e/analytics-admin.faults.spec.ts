import { expect, test } from "./support/fixtures";
import { api, clearFaults, injectFault } from "./support/api";
import { signIn } from "./support/auth";
import { E2E } from "./support/env";

/** The analytics page when the API fails. */

const PATH = "/dashboard/analytics/";

test.beforeEach(async ({ page }) => {
  await signIn(page, PATH);
});

test("a failing list: 'Failed to load analytics data', with the API's message", async ({ page }) => {
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

test("nonsense from the API: 'Failed to load analytics data'", async ({ page }) => {
  await injectFault({ path: "analytics/track-views.php", method: "GET", malformed: true });
  await page.goto(PATH);
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load analytics data" }).first()).toBeVisible();
});

test("a failing delete: 'Failed to delete record', and the record stays", async ({ page }) => {
  const marker = `fault${Date.now()}`;
  await api("analytics/track-views.php", {
    method: "POST",
    token: E2E.analyticsToken,
    body: JSON.stringify({ session_id: marker, event_type: "click", page_url: `https://aniwa.test/${marker}` }),
  });
  const { data } = await api<{ data: Array<{ id: number }> }>(`analytics/track-views.php?search=${marker}`);
  await page.goto(`${PATH}?search=${marker}&confirmDelete=${data[0].id}`);
  await injectFault({ path: "analytics/delete.php", status: 500 });
  await page.getByRole("dialog", { name: "Delete Record" }).getByRole("button", { name: "Delete Record" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Failed to delete record" })).toBeAttached();
  await expect(page).toHaveURL(`${PATH}?search=${marker}`);
  await clearFaults();
  expect((await api<{ data: unknown[] }>(`analytics/track-views.php?search=${marker}`)).data).toHaveLength(1);
});

test("a 401 on delete ends the session", async ({ page }) => {
  await page.goto(`${PATH}?confirmDelete=1`);
  await injectFault({ path: "analytics/delete.php", status: 401 });
  await page.getByRole("dialog", { name: "Delete Record" }).getByRole("button", { name: "Delete Record" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
  await expect(page.getByTestId("toast").filter({ hasText: "Session expired. Please login again." })).toBeAttached();
});
