import { expect, test, type BrowserContext, type Page } from "./support/fixtures";
import { fromOwnAddress } from "./support/visitor";
import { api } from "./support/api";

/**
 * Visitor analytics, counted through the API's own list of events: a page
 * view per document load (recorded by the server, so visitors without
 * JavaScript count) and per client-side navigation, never twice for one view;
 * events queued while offline arrive after reconnection.
 */

interface EventRow {
  session_id: string;
  page_url: string;
  event_type: "page_view" | "click" | "engagement";
}

async function events(search: string, eventType?: EventRow["event_type"]): Promise<EventRow[]> {
  const query = new URLSearchParams({ limit: "200", search });
  if (eventType) query.set("event_type", eventType);
  const body = await api<{ data: EventRow[] }>(`analytics/track-views.php?${query}`);
  return body.data;
}

const count = async (search: string, eventType?: EventRow["event_type"]) => (await events(search, eventType)).length;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Opens `path` with a fresh mark in its query and waits for its one page view; returns the mark. */
async function visitMarked(page: Page, path = "/resources/about-us"): Promise<string> {
  const mark = unique();
  await page.goto(`${path}?t=${mark}`);
  await expect.poll(() => count(mark, "page_view")).toBe(1);
  return mark;
}

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "studio_sid");

/** Long enough for a stray duplicate (hydration, a beacon) to have arrived if there were one. */
const settle = (ms = 1500) => new Promise((resolve) => setTimeout(resolve, ms));

test.beforeEach(async ({ page }) => {
  await fromOwnAddress(page);
});

test("a document load is one page view and sets no cookie; each navigation and a reload is one more, in one session", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const mark = await visitMarked(page);
  await settle();
  expect(await count(mark, "page_view")).toBe(1);

  // The first view is the page every visitor shares (decision 007): no cookie on it.
  expect(await sessionCookie(context)).toBeUndefined();
  const [event] = await events(mark, "page_view");
  const sid = event.session_id;
  expect(sid).toMatch(/^[0-9a-f]{32}$/);
  expect(event.page_url).toMatch(new RegExp(`/resources/about-us\\?t=${mark}$`));
  await expect.poll(() => count(sid, "page_view")).toBe(1);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }).click();
  await expect(page).toHaveURL(/\/resources\/shop$/);
  await expect.poll(() => count(sid, "page_view")).toBe(2);
  expect((await events(sid, "page_view"))[0].page_url).toMatch(/\/resources\/shop$/);
  const cookie = await sessionCookie(context);
  if (javaScriptEnabled) {
    // The beacon of the client-side navigation hands the browser the session its first view had.
    expect(cookie?.value).toBe(sid);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
  } else {
    expect(cookie).toBeUndefined();
  }
  expect((await context.cookies()).some((c) => /admin/.test(c.name))).toBe(false);

  let expected = 2;
  if (javaScriptEnabled) {
    // Back is a client-side route change too.
    await page.goBack();
    await expect(page).toHaveURL(/\/resources\/about-us\?t=/);
    await expect.poll(() => count(sid, "page_view")).toBe(++expected);
  }
  await page.reload();
  await expect.poll(() => count(sid, "page_view")).toBe(++expected);
  await settle();
  expect(await count(sid, "page_view")).toBe(expected);
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

  test("engagement and call-to-action clicks made offline wait in the queue and arrive after reconnection", async ({
    page,
    context,
  }) => {
    const mark = await visitMarked(page);
    // A call to action as the marketing pages mark them, and room to scroll.
    await page.evaluate(() => {
      const cta = document.createElement("button");
      cta.type = "button";
      cta.dataset.track = "cta";
      cta.textContent = "Start Your Project";
      const spacer = document.createElement("div");
      spacer.style.height = "4000px";
      document.body.append(cta, spacer);
    });

    await context.setOffline(true);
    await page.getByRole("button", { name: "Start Your Project" }).click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("studio:analytics-queue") ?? "[]").length))
      .toBe(2);
    await settle(500);
    expect(await count(mark, "click")).toBe(0);
    expect(await count(mark, "engagement")).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => count(mark, "click")).toBe(1);
    await expect.poll(() => count(mark, "engagement")).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("studio:analytics-queue"))).toBeNull();
    expect(await count(mark, "page_view")).toBe(1);
  });

  test("a page that stays visible for 10 s counts one engagement", async ({ page }) => {
    // The page's clock, moved on by hand: the same timers fire, without waiting 10 s of real time.
    await page.clock.install();
    const mark = await visitMarked(page, "/resources/contact-us");
    await page.clock.runFor(8_000);
    await settle(500);
    expect(await count(mark, "engagement")).toBe(0);
    await page.clock.runFor(2_500);
    await expect.poll(() => count(mark, "engagement")).toBe(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settle(1_000);
    expect(await count(mark, "engagement")).toBe(1);
  });
});
