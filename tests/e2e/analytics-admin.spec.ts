import { expect, test, type Page } from "./support/fixtures";
import { api } from "./support/api";
import { adminSession } from "./support/auth";
import { E2E } from "./support/env";
import { trackEvent, type AnalyticsRecord } from "./fixtures/analytics";

const PATH = "/dashboard/analytics/";

const rows = (page: Page) => page.getByRole("table", { name: /Analytics records/ }).locator("tbody tr");
const rowLink = (page: Page, name: string) => rows(page).first().getByRole("link", { name });
const records = (page: Page) => page.getByRole("region", { name: "Analytics Records" });

// What the page says (the cards, the charts' numbers, the records' columns, rows, filters, search,
// page sizes and pages as URLs, a record's details from its URL) is read from the server's HTML in
// tests/routes/analytics-admin.test.ts; here, what a browser does with it.

// Each test walks through several pages.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await adminSession(page);
});

test("the charts are drawn; the filters form, the pager and Reset lead through the records", async ({
  page,
  javaScriptEnabled,
}) => {
  const event = await trackEvent(api, E2E.analyticsToken);
  await page.goto(PATH);
  for (const title of ["Traffic Overview", "Event Distribution", "Hourly Activity Pattern"]) {
    const chart = page.getByRole("region", { name: title });
    await expect(chart.getByRole("heading", { name: title })).toBeVisible();
    if (javaScriptEnabled) await expect(chart.locator("canvas")).toBeVisible();
    else await expect(chart.getByRole("table")).toBeVisible();
  }
  const traffic = page.getByRole("region", { name: "Traffic Overview" });
  if (javaScriptEnabled) await traffic.getByText("Show the numbers").click();
  await expect(traffic.locator("tbody tr")).toHaveCount(7);
  const distribution = page.getByRole("region", { name: "Event Distribution" });
  if (javaScriptEnabled) await distribution.getByText("Show the numbers").click();
  await expect(distribution.locator("tbody th")).toHaveText(["Page Views", "Clicks", "Engagements"]);

  // The form's fields become the URL.
  await records(page).getByLabel("Event type").selectOption("click");
  await records(page).getByLabel("Rows per page").selectOption("10");
  await records(page).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/event_type=click/);
  await expect(page).toHaveURL(/limit=10/);
  await expect(rows(page)).toHaveCount(10);
  const badges = rows(page).locator("td:nth-child(4)");
  await expect(badges.first()).toHaveText("Click");
  expect(new Set(await badges.allInnerTexts())).toEqual(new Set(["Click"]));
  const firstPage = await rows(page).locator("td:first-child").allInnerTexts();

  const pager = records(page).getByRole("navigation", { name: "Analytics records pages" });
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/limit=10/);
  await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(records(page).getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const secondPage = await rows(page).locator("td:first-child").allInnerTexts();
  expect(Math.max(...secondPage.map(Number))).toBeLessThan(Math.min(...firstPage.map(Number)));
  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  // The search keeps the other fields.
  await records(page).getByLabel("Search").fill(event.marker);
  await records(page).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${event.marker}`));
  await expect(page).toHaveURL(/event_type=click/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(String(event.id));
  await expect(records(page).getByText("Showing 1–1 of 1 records")).toBeVisible();

  await records(page).getByRole("link", { name: "Reset" }).click();
  await expect(page).toHaveURL(PATH);
  // The default page size again: the list shown is the new one, not the search's.
  await expect(rows(page)).toHaveCount(50);
  await expect(records(page).getByLabel("Event type")).toHaveValue("");
  await expect(records(page).getByLabel("Search")).toHaveValue("");
  expect(new Set(await rows(page).locator("td:nth-child(4)").allInnerTexts()).size).toBeGreaterThan(1);
});

test("a record's details in a dialog reachable by URL, then its deletion after confirming", async ({ page }) => {
  const event = await trackEvent(api, E2E.analyticsToken, "page_view");
  await page.goto(`${PATH}?search=${event.marker}`);
  await rowLink(page, `View record ${event.id}`).click();
  await expect(page).toHaveURL(new RegExp(`record=${event.id}`));
  const details = page.getByRole("dialog", { name: "Analytics Record Details" });
  await expect(details).toBeVisible();
  await expect(details).toContainText(String(event.id));
  await expect(details).toContainText("Page View");
  await expect(details).toContainText(event.session_id);
  await expect(details).toContainText(event.page_url);
  await details.getByRole("link", { name: "Close" }).last().click();
  await expect(details).toBeHidden();
  await expect(page).not.toHaveURL(/record=/);
  await expect(page).toHaveURL(new RegExp(`search=${event.marker}`));

  await rowLink(page, `Delete record ${event.id}`).click();
  await expect(page).toHaveURL(new RegExp(`confirmDelete=${event.id}`));
  const dialog = page.getByRole("dialog", { name: "Delete Record" });
  await expect(dialog).toContainText("This action cannot be undone.");

  // Cancel changes nothing.
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);

  await rowLink(page, `Delete record ${event.id}`).click();
  await page.getByRole("dialog", { name: "Delete Record" }).getByRole("button", { name: "Delete Record" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Record deleted successfully" })).toBeAttached();
  await expect(page).toHaveURL(`${PATH}?search=${event.marker}`);
  await expect(records(page).getByRole("heading", { name: "No records found" })).toBeVisible();
  expect(
    (await api<{ data: AnalyticsRecord[] }>(`analytics/track-views.php?search=${event.marker}`)).data,
  ).toHaveLength(0);
});
