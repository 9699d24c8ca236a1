import { afterEach, describe, expect, test, vi } from "vitest";
import { one, openPage, parseHtml, textOf, textsOf, type HTMLElement } from "./support/html";
import { cookiesOf, csrfFrom, useSite } from "./support/site";

/**
 * The dashboard and the analytics page when the API fails: the messages the server answers, where
 * it sends the admin, and a 401 that ends the session. The toasts are read on the page the
 * redirect leads to (its flash cookie is rendered there). What needs a browser ('Try Again'
 * loading the list afresh) stays in tests/e2e/analytics-admin.faults.spec.ts.
 */
// No last good answers here: the pages show the spec's failure messages (tests/routes/outage.test.ts
// proves the site outlives the API).
const site = useSite({ env: { STALE_IF_ERROR_S: "0" } });

const PATH = "/dashboard/analytics/";
const SESSION_EXPIRED = "Session expired. Please login again.";

afterEach(() => site.clearFaults());

const alerts = (page: HTMLElement) => textsOf(page, '[role="alert"]');
const toasts = (page: HTMLElement) => textsOf(page, '[data-testid="toast"] span');

/** Follows a redirect as the browser would, with the cookies it set, and returns the page and the cookies. */
async function follow(response: Response, cookie: string) {
  expect(response.status).toBe(302);
  const jar = cookiesOf(response, cookie);
  return { page: await openPage(site, response.headers.get("location")!, { cookie: jar }), cookie: jar };
}

/** An analytics event of our own and the confirm-delete step for it, as the server renders it. */
async function deleteStep(cookie: string) {
  const marker = `fault${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  await site.api("analytics/track-views.php", {
    method: "POST",
    token: site.analyticsToken,
    body: JSON.stringify({ session_id: marker, event_type: "click", page_url: `https://aniwa.test/${marker}` }),
  });
  const find = async () =>
    (await site.api<{ data: Array<{ id: number }> }>(`analytics/track-views.php?search=${marker}`)).data;
  const [event] = await find();
  const response = await site.request(`${PATH}?search=${marker}&confirmDelete=${event.id}`, { cookie });
  expect(response.status).toBe(200);
  const html = await response.text();
  const form = one(one(parseHtml(html), "dialog[open]"), 'form[method="post"]');
  const fields = Object.fromEntries(
    form
      .querySelectorAll('input[type="hidden"]')
      .map((input) => [input.getAttribute("name")!, input.getAttribute("value") ?? ""]),
  );
  expect(fields.csrf).toBe(csrfFrom(html));
  /** Posts the dialog's form as a browser without scripts would. */
  const confirm = () =>
    site.request(form.getAttribute("action")!, { cookie: cookiesOf(response, cookie), form: fields });
  return { marker, find, confirm };
}

describe("the analytics page", () => {
  test("a failing list: 'Failed to load analytics data', with the API's message; the page still stands", async () => {
    const cookie = await site.signIn();
    await site.injectFault({ path: "analytics/track-views.php", method: "GET", status: 500 });
    const page = await openPage(site, PATH, { cookie });
    expect(alerts(page).some((text) => text.includes("Failed to load analytics data"))).toBe(true);
    expect(alerts(page).some((text) => text.includes("Injected failure"))).toBe(true);
    // Cards without figures, empty charts, the filters.
    expect(textsOf(page, ".stat-card__label")).toContain("Total Views");
    one(page, 'section[aria-labelledby="records-title"] select[name="event_type"]');
    const again = page.querySelectorAll("a").find((link) => textOf(link) === "Try Again");
    expect(again?.getAttribute("href")).toBe(PATH);
    await site.clearFaults();
    expect(alerts(await openPage(site, PATH, { cookie }))).toEqual([]);
  });

  test("nonsense from the API: 'Failed to load analytics data'", async () => {
    const cookie = await site.signIn();
    await site.injectFault({ path: "analytics/track-views.php", method: "GET", malformed: true });
    const page = await openPage(site, PATH, { cookie });
    expect(alerts(page).some((text) => text.includes("Failed to load analytics data"))).toBe(true);
  });

  test("a failing delete: 'Failed to delete record', back to the list, and the record stays", async () => {
    const cookie = await site.signIn();
    const { marker, find, confirm } = await deleteStep(cookie);
    await site.injectFault({ path: "analytics/delete.php", status: 500 });
    const response = await confirm();
    expect(response.headers.get("location")).toBe(`${PATH}?search=${marker}`);
    expect(toasts((await follow(response, cookie)).page)).toEqual(["Failed to delete record"]);
    await site.clearFaults();
    expect(await find()).toHaveLength(1);
  });

  test("a 401 on delete ends the session", async () => {
    const cookie = await site.signIn();
    const { confirm } = await deleteStep(cookie);
    await site.injectFault({ path: "analytics/delete.php", status: 401 });
    const response = await confirm();
    expect(response.headers.get("location")).toMatch(/^\/auth\/login\?redirectTo=/);
    const signedOut = await follow(response, cookie);
    expect(toasts(signedOut.page)).toEqual([SESSION_EXPIRED]);
    expect((await site.request(PATH, { cookie: signedOut.cookie })).status).toBe(302);
  });
});

describe("the dashboard", () => {
  test("failing counts: the server's message, and off to the home page", async () => {
    const cookie = await site.signIn();
    await site.injectFault({ path: "counts/count.php", status: 500 });
    const response = await site.request("/dashboard/admin/", { cookie });
    expect(response.headers.get("location")).toBe("/");
    expect(toasts((await follow(response, cookie)).page)).toEqual(["Injected failure"]);
  });

  test("with the API away the dashboard stays: the outage banner, the leads the site holds, how fresh the content is", async () => {
    const cookie = await site.signIn();
    const contact = await site.request("/resources/contact-us", { clientAddress: "10.40.6.1" });
    const form = /<form[^>]*id="contact-form"[\s\S]*?<\/form>/.exec(await contact.text())?.[0] ?? "";
    const honeypot = Object.fromEntries(
      [...form.matchAll(/<input\b[^>]*name="([^"]*__confirm)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    await site.stopApi();
    try {
      const sent = await site.request("/resources/contact-us", {
        cookie: cookiesOf(contact),
        clientAddress: "10.40.6.1",
        form: {
          ...honeypot,
          name: "Esi Ofori",
          email: "esi@example.com",
          subject: "other",
          message: "While the API is away",
        },
      });
      expect(await sent.text()).toContain("Message sent successfully!");
      const response = await site.request("/dashboard/admin/", { cookie });
      expect(response.status).toBe(200);
      const page = parseHtml(await response.text());
      expect(textOf(one(page, ".admin-outage"))).toMatch(/^The studio API is not answering since \d\d:\d\d\./);
      expect(textOf(one(page, '[data-testid="outage-leads"]'))).toBe(
        "1 lead is waiting to reach the studio API (oldest under a minute).",
      );
      expect(textOf(one(page, '[data-testid="outage-content"]'))).toMatch(/^Public pages show content last fresh at /);
    } finally {
      await site.startApi();
    }
  });

  test("nonsense from counts: a plain message, and off to the home page", async () => {
    const cookie = await site.signIn();
    await site.injectFault({ path: "counts/count.php", malformed: true });
    const response = await site.request("/dashboard/admin/", { cookie });
    expect(response.headers.get("location")).toBe("/");
    expect(toasts((await follow(response, cookie)).page)).toEqual(["Failed to load dashboard data"]);
  });

  // Finished days are kept as aggregates (docs/performance.md), so a failing analytics API no longer empties
  // the chart: the counts stay, and the chart shows the 24 hours it already has.
  test("failing analytics: the counts stay and the chart keeps its hours", async () => {
    const cookie = await site.signIn();
    // The week's aggregates are read in the background (at most 1.5 s per page view): wait until
    // the dashboard names no pending day.
    await vi.waitFor(
      async () =>
        expect(textOf(await openPage(site, "/dashboard/admin/", { cookie }))).not.toMatch(/Still being computed/),
      { timeout: 30_000, interval: 200 },
    );
    await site.injectFault({ path: "analytics/track-views.php", method: "GET", status: 500 });
    const page = await openPage(site, "/dashboard/admin/", { cookie });
    expect(textsOf(page, ".stat-card__label")).toContain("Total Blog(s)");
    const numbers = textsOf(one(page, 'section.chart-card[aria-label="Hourly Activity Pattern"]'), "tbody td");
    expect(numbers).toHaveLength(24);
    expect(numbers.every((n) => /^\d+$/.test(n))).toBe(true);
  }, 40_000);

  test("a 401 from the API ends the session: 'Session expired. Please login again.'", async () => {
    const cookie = await site.signIn();
    await site.injectFault({ path: "counts/count.php", status: 401 });
    const response = await site.request("/dashboard/admin/", { cookie });
    expect(response.headers.get("location")).toBe(`/auth/login?redirectTo=${encodeURIComponent("/dashboard/admin/")}`);
    const signedOut = await follow(response, cookie);
    expect(toasts(signedOut.page)).toEqual([SESSION_EXPIRED]);
    await site.clearFaults();
    // The session is gone, not just this page.
    const elsewhere = await site.request(PATH, { cookie: signedOut.cookie });
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get("location")).toMatch(/^\/auth\/login\?redirectTo=/);
  });
});
