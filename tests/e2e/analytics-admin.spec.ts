import { expect, test, type Page } from "./support/fixtures";
import { api } from "./support/api";
import { signIn } from "./support/auth";
import { E2E } from "./support/env";

const PATH = "/dashboard/analytics/";

interface Record {
  id: number;
  session_id: string;
  page_url: string;
}

/** Records an event of our own, with a marker no other test uses, and returns it. */
async function trackEvent(eventType = "click"): Promise<Record & { marker: string }> {
  const marker = `e2e${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const sessionId = `sess_${marker}_long_session_identifier`;
  await api("analytics/track-views.php", {
    method: "POST",
    token: E2E.analyticsToken,
    body: JSON.stringify({
      session_id: sessionId,
      event_type: eventType,
      page_url: `https://aniwa.test/resources/${marker}?from=e2e`,
      referrer: "https://www.google.com/",
    }),
  });
  const found = await api<{ data: Record[] }>(`analytics/track-views.php?search=${marker}`);
  expect(found.data).toHaveLength(1);
  return { ...found.data[0], marker };
}

const rows = (page: Page) => page.getByRole("table", { name: /Analytics records/ }).locator("tbody tr");
const rowLink = (page: Page, name: string) => rows(page).first().getByRole("link", { name });
const records = (page: Page) => page.getByRole("region", { name: "Analytics Records" });

// Each test walks through several full pages of records.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page, PATH);
});

test("six summary cards, with a computed bounce rate", async ({ page }) => {
  const overview = page.getByRole("region", { name: "Overview of the last 7 days" });
  for (const label of [
    "Total Views",
    "Total Clicks",
    "Engagements",
    "Unique Sessions",
    "Unique Pages",
    "Bounce Rate",
  ]) {
    await expect(overview.getByRole("heading", { name: label, exact: true })).toBeVisible();
  }
  const bounce = overview.locator(".stat-card").filter({ hasText: "Bounce Rate" }).locator(".stat-card__value");
  await expect(bounce).toHaveText(/^\d{1,3}\.\d%$/);
  await expect(bounce).not.toHaveText("42.0%");
  const views = overview.locator(".stat-card").filter({ hasText: "Total Views" }).locator(".stat-card__value");
  expect(Number((await views.innerText()).replace(/,/g, ""))).toBeGreaterThan(0);
  await expect(page.getByText(/[+-]\d+(\.\d+)?% from last/)).toHaveCount(0);
});

test("three charts: traffic over 7 days, event distribution, hourly pattern", async ({ page, javaScriptEnabled }) => {
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
});

test("the records table: columns, 50 rows by default, newest first", async ({ page }) => {
  const table = page.getByRole("table", { name: /Analytics records/ });
  await expect(table.locator("thead th")).toHaveText([
    "ID",
    "Session ID",
    "Page URL",
    "Event Type",
    "Event Date",
    "IP Address",
    "Referrer",
    "Actions",
  ]);
  await expect(rows(page)).toHaveCount(50);
  await expect(records(page).getByLabel("Rows per page")).toHaveValue("50");
  const ids = (await rows(page).locator("td:first-child").allInnerTexts()).map(Number);
  expect([...ids].sort((a, b) => b - a)).toEqual(ids);
});

test("session IDs show their first 10 characters", async ({ page }) => {
  const event = await trackEvent();
  await page.goto(`${PATH}?search=${event.marker}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).locator("td").nth(1)).toHaveText(event.session_id.slice(0, 10));
  await expect(rows(page).locator("td").nth(2)).toHaveText(`/resources/${event.marker}?from=e2e`);
  await expect(rows(page).locator("td").nth(6)).toHaveText("https://www.google.com/");
});

test("filter by event type, keep it in the URL, then reset", async ({ page }) => {
  await records(page).getByLabel("Event type").selectOption("click");
  await records(page).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/event_type=click/);
  const badges = rows(page).locator("td:nth-child(4)");
  await expect(badges.first()).toHaveText("Click");
  expect(new Set(await badges.allInnerTexts())).toEqual(new Set(["Click"]));
  await records(page).getByRole("link", { name: "Reset" }).click();
  await expect(page).toHaveURL(PATH);
  await expect(records(page).getByLabel("Event type")).toHaveValue("");
  expect(new Set(await rows(page).locator("td:nth-child(4)").allInnerTexts()).size).toBeGreaterThan(1);
});

test("search by text", async ({ page }) => {
  const event = await trackEvent("engagement");
  await records(page).getByLabel("Search").fill(event.marker);
  await records(page).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${event.marker}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(String(event.id));
  await expect(records(page).getByText("Showing 1–1 of 1 records")).toBeVisible();

  await records(page).getByLabel("Search").fill(`${event.marker}-nothing-like-this`);
  await records(page).getByRole("button", { name: "Apply" }).click();
  await expect(records(page).getByRole("heading", { name: "No records found" })).toBeVisible();
  await expect(records(page).getByText("No records match these filters.")).toBeVisible();
});

test("page size and pagination live in the URL", async ({ page }) => {
  await records(page).getByLabel("Rows per page").selectOption("10");
  await records(page).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/limit=10/);
  await expect(rows(page)).toHaveCount(10);
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

  // Each page size of the spec.
  for (const size of ["25", "100"]) {
    await page.goto(`${PATH}?limit=${size}`);
    await expect(rows(page)).toHaveCount(Number(size));
  }
  // Anything else falls back to the default.
  await page.goto(`${PATH}?limit=7`);
  await expect(rows(page)).toHaveCount(50);
});

test("view a record's details in a dialog reachable by URL", async ({ page }) => {
  const event = await trackEvent("page_view");
  await page.goto(`${PATH}?search=${event.marker}`);
  await rowLink(page, `View record ${event.id}`).click();
  await expect(page).toHaveURL(new RegExp(`record=${event.id}`));
  const dialog = page.getByRole("dialog", { name: "Analytics Record Details" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(String(event.id));
  await expect(dialog).toContainText("Page View");
  await expect(dialog).toContainText(event.session_id);
  await expect(dialog).toContainText(event.page_url);
  await dialog.getByRole("link", { name: "Close" }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/record=/);
  await expect(page).toHaveURL(new RegExp(`search=${event.marker}`));

  // Straight from the URL, and an unknown record.
  await page.goto(`${PATH}?search=${event.marker}&record=${event.id}`);
  await expect(page.getByRole("dialog", { name: "Analytics Record Details" })).toContainText(event.session_id);
  await page.goto(`${PATH}?search=${event.marker}&record=999999999`);
  await expect(page.getByRole("dialog", { name: "Analytics Record Details" })).toContainText(
    "No record data available",
  );
});

test("delete a record after confirming", async ({ page }) => {
  const event = await trackEvent();
  await page.goto(`${PATH}?search=${event.marker}`);
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
  expect((await api<{ data: Record[] }>(`analytics/track-views.php?search=${event.marker}`)).data).toHaveLength(0);
});
