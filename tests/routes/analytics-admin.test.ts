import { describe, expect, test } from "vitest";
import { ANALYTICS_PATH as PATH, chart } from "./support/admin";
import { type HTMLElement, linkNamed, one, openPage, textOf, textsOf, valueOf } from "./support/html";
import { useSite } from "./support/site";
import { trackEvent } from "../e2e/fixtures/analytics";

/**
 * What the analytics page says, read from the HTML the server sends: its summary cards, the chart
 * tables, the records (columns, rows, session IDs) and the filters, search, page sizes, pages and a
 * record's details, all as URLs. What needs a browser (the charts drawn, the filters form, the
 * pager and Reset followed, a record's dialog and its deletion) stays in
 * tests/e2e/analytics-admin.spec.ts; what the page says when the API fails, in
 * tests/routes/admin-pages-faults.test.ts. The sign-in, the shell and the dashboard:
 * tests/routes/admin-shell.test.ts.
 */
const site = useSite();

describe("the analytics page", () => {
  const records = (page: HTMLElement) => one(page, 'section[aria-labelledby="records-title"]');
  const rows = (page: HTMLElement) => records(page).querySelectorAll("table.records-table tbody tr");
  const ids = (page: HTMLElement) => rows(page).map((row) => Number(textOf(one(row, "td"))));
  const badges = (page: HTMLElement) => rows(page).map((row) => textOf(row.querySelectorAll("td")[3]));
  let cookie = "";
  const open = async (search = "") => openPage(site, `${PATH}${search}`, { cookie });

  test("six summary cards, with a computed bounce rate", async () => {
    cookie = await site.signIn();
    const page = await open();
    const overview = one(page, 'section[aria-labelledby="overview-title"]');
    expect(textOf(one(overview, "#overview-title"))).toBe("Overview of the last 7 days");
    expect(textsOf(overview, ".stat-card__label")).toEqual([
      "Total Views",
      "Total Clicks",
      "Engagements",
      "Unique Sessions",
      "Unique Pages",
      "Bounce Rate",
    ]);
    const value = (label: string) =>
      textOf(
        one(
          overview.querySelectorAll(".stat-card").find((card) => textOf(one(card, ".stat-card__label")) === label)!,
          ".stat-card__value",
        ),
      );
    expect(value("Bounce Rate")).toMatch(/^\d{1,3}\.\d%$/);
    expect(value("Bounce Rate")).not.toBe("42.0%");
    expect(Number(value("Total Views").replace(/,/g, ""))).toBeGreaterThan(0);
    expect(textOf(page)).not.toMatch(/[+-]\d+(\.\d+)?% from last/);
  });

  test("three charts: traffic over 7 days, event distribution, hourly pattern, each with its numbers", async () => {
    const page = await open();
    for (const title of ["Traffic Overview", "Event Distribution", "Hourly Activity Pattern"]) {
      expect(textOf(one(chart(page, title), "h2"))).toBe(title);
      one(chart(page, title), "table");
    }
    expect(chart(page, "Traffic Overview").querySelectorAll("tbody tr")).toHaveLength(7);
    expect(textsOf(chart(page, "Event Distribution"), "tbody th")).toEqual(["Page Views", "Clicks", "Engagements"]);
  });

  test("the records table: columns, 50 rows by default, newest first", async () => {
    const page = await open();
    expect(textsOf(records(page), "table.records-table thead th")).toEqual([
      "ID",
      "Session ID",
      "Page URL",
      "Event Type",
      "Event Date",
      "IP Address",
      "Referrer",
      "Actions",
    ]);
    expect(textOf(one(records(page), "table.records-table caption"))).toMatch(/Analytics records/);
    expect(rows(page)).toHaveLength(50);
    expect(valueOf(records(page), "limit")).toBe("50");
    const shown = ids(page);
    expect([...shown].sort((a, b) => b - a)).toEqual(shown);
  });

  test("session IDs show their first 10 characters", async () => {
    const event = await trackEvent(site.api, site.analyticsToken);
    const page = await open(`?search=${event.marker}`);
    expect(rows(page)).toHaveLength(1);
    const cells = rows(page)[0].querySelectorAll("td");
    expect(textOf(cells[1])).toBe(event.session_id.slice(0, 10));
    expect(textOf(cells[2])).toBe(`/resources/${event.marker}?from=e2e`);
    expect(textOf(cells[6])).toBe("https://www.google.com/");
  });

  test("the filters are a GET form on the page's own address: search, event type and rows per page", async () => {
    const form = one(records(await open()), "form");
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe(PATH);
    for (const field of ['input[name="search"]', 'select[name="event_type"]', 'select[name="limit"]']) one(form, field);
    expect(textOf(one(form, 'button[type="submit"]'))).toBe("Apply");
    expect(linkNamed(form, "Reset").getAttribute("href")).toBe(PATH);
  });

  test("filter by event type in the URL; without it, every type", async () => {
    const clicks = await open("?event_type=click");
    expect(valueOf(records(clicks), "event_type")).toBe("click");
    expect(badges(clicks)[0]).toBe("Click");
    expect(new Set(badges(clicks))).toEqual(new Set(["Click"]));
    const all = await open();
    expect(valueOf(records(all), "event_type")).toBe("");
    expect(new Set(badges(all)).size).toBeGreaterThan(1);
  });

  test("search by text", async () => {
    const event = await trackEvent(site.api, site.analyticsToken, "engagement");
    const found = await open(`?search=${event.marker}`);
    expect(rows(found)).toHaveLength(1);
    expect(textOf(rows(found)[0])).toContain(String(event.id));
    expect(textsOf(records(found), ".panel__meta")).toContain("Showing 1–1 of 1 records");

    const none = await open(`?search=${event.marker}-nothing-like-this`);
    expect(textOf(one(records(none), ".empty-state h3"))).toBe("No records found");
    expect(textOf(one(records(none), ".empty-state p"))).toBe("No records match these filters.");
  });

  test("page size and pagination live in the URL", async () => {
    const pager = (page: HTMLElement) => one(records(page), 'nav[aria-label="Analytics records pages"]');
    const current = (page: HTMLElement) =>
      pager(page).querySelector('a[aria-current="page"]')?.getAttribute("aria-label");

    const first = await open("?limit=10");
    expect(rows(first)).toHaveLength(10);
    expect(valueOf(records(first), "limit")).toBe("10");
    expect(current(first)).toBe("Page 1");
    const next = linkNamed(pager(first), "Next").getAttribute("href") ?? "";
    expect(next).toBe(`${PATH}?limit=10&page=2`);

    const second = await openPage(site, next, { cookie });
    expect(current(second)).toBe("Page 2");
    expect(textsOf(records(second), ".records-footer .panel__meta")[0]).toMatch(/^Page 2 of \d+$/);
    expect(rows(second)).toHaveLength(10);
    // Older records than page 1's: at most its last one again, when a page view the site queued
    // earlier reaches the API between the two pages and moves every record down a place.
    expect(Math.max(...ids(second))).toBeLessThanOrEqual(Math.min(...ids(first)));
    const previous = linkNamed(pager(second), "Previous").getAttribute("href") ?? "";
    expect(previous).toBe(`${PATH}?limit=10`);
    expect(current(await openPage(site, previous, { cookie }))).toBe("Page 1");

    // Each page size of the spec.
    for (const size of ["25", "100"]) expect(rows(await open(`?limit=${size}`))).toHaveLength(Number(size));
    // Anything else falls back to the default.
    expect(rows(await open("?limit=7"))).toHaveLength(50);
  });

  test("a record's details, straight from the URL, and an unknown record", async () => {
    const event = await trackEvent(site.api, site.analyticsToken, "page_view");
    const dialog = (page: HTMLElement) => {
      const found = one(page, "dialog[open]");
      expect(textOf(one(found, "h2"))).toBe("Analytics Record Details");
      return textOf(found);
    };
    const details = dialog(await open(`?search=${event.marker}&record=${event.id}`));
    for (const text of [String(event.id), "Page View", event.session_id, event.page_url])
      expect(details).toContain(text);
    expect(dialog(await open(`?search=${event.marker}&record=999999999`))).toContain("No record data available");
  });
});
