import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deleteAnalyticsRecord, listAnalytics } from "~/services/analytics.server";
import { upstream } from "~/services/client.server";
import { emptyUnlessFound } from "~/services/resource.server";
import { postEvent } from "~/services/tracking.server";
import { analyticsListResponseSchema } from "~/schemas/analytics";
import { noteExtension, useAdmin } from "./support/site-calls";

/**
 * Analytics as the site uses it (decision 011): the records list pages from the spec's
 * `current_page, per_page, total_records`; events are posted to ANALYTICS_TRACK_PATH with the
 * analytics bearer; the visitor's address and browser, sent in the body and as the call's own
 * X-Forwarded-For and User-Agent, are what is stored (the POST comes from the site's server, whose
 * own address would otherwise be every visitor's).
 */
const session = useAdmin();

describe("the records list (point 1)", () => {
  it("says how many records there are, so the page can offer the pages after the first", async () => {
    const first = await listAnalytics({ page: 1, limit: 10 }, session.admin);
    expect(first.pagination.total_records).toBeGreaterThan(10);
    expect(first.pagination.per_page).toBe(10);
    expect(first.data).toHaveLength(10);
    const second = await listAnalytics({ page: 2, limit: 10 }, session.admin);
    expect(second.pagination.current_page).toBe(2);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expect(first.pagination.total_pages).toBe(Math.ceil(first.pagination.total_records / 10));
  });

  it("filters by event type and search", async () => {
    const clicks = await listAnalytics({ page: 1, limit: 50, event_type: "click" }, session.admin);
    expect(clicks.data.every((record) => record.event_type === "click")).toBe(true);
  });
});

describe("tracking (points 4 and 5)", () => {
  it("records an event posted to ANALYTICS_TRACK_PATH with the visitor's address and browser", async () => {
    const session_id = randomUUID();
    await postEvent({
      session_id,
      event_type: "page_view",
      page_url: `/resources/shop?contract=${session_id.slice(0, 8)}`,
      referrer: "https://www.google.com/",
      ip_address: "203.0.113.77",
      user_agent: "Mozilla/5.0 (contract check)",
    });
    const found = await listAnalytics({ page: 1, limit: 10, search: session_id }, session.admin);
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ session_id, event_type: "page_view", ip_address: "203.0.113.77" });
    await deleteAnalyticsRecord(found.data[0].id, session.admin);
    const gone = await listAnalytics({ page: 1, limit: 10, search: session_id }, session.admin);
    expect(gone.data).toHaveLength(0);
  });

  it("answers a day's events (since/until, our extension) or the whole list, nothing in between", async () => {
    // The site's per-day reads (app/services/analytics-days.server.ts) work with either answer: a
    // backend that honours since/until, or one that ignores them and sends every event, newest first.
    const session_id = randomUUID();
    await postEvent({ session_id, event_type: "page_view", page_url: `/?days=${session_id.slice(0, 8)}` });
    const [mine] = (await listAnalytics({ page: 1, limit: 10, search: session_id }, session.admin)).data;
    expect(mine?.session_id).toBe(session_id);
    const readDays = async (since: string, until: string, search?: string) =>
      (
        await emptyUnlessFound(
          upstream({
            path: "analytics/track-views.php",
            query: { page: 1, limit: 5, since, until, search },
            schema: analyticsListResponseSchema,
            cookie: session.admin.upstreamCookie,
          }),
        )
      )?.data;
    try {
      const whole = await listAnalytics({ page: 1, limit: 5 }, session.admin);
      // A day before any event: nothing when honoured, the whole list when ignored.
      const before = await readDays("2001-01-01", "2001-01-01");
      const honoured = !before || before.pagination.total_records === 0;
      if (!honoured) {
        expect(before.pagination.total_records).toBe(whole.pagination.total_records);
        expect(before.data.map((event) => event.id)).toEqual(whole.data.map((event) => event.id));
      }
      noteExtension(
        honoured,
        "GET analytics/track-views.php since/until",
        "The per-day charts read every event for each day (docs/performance.md).",
      );
      // The day the event was stored on holds it either way; the day after holds it only when ignored.
      const day = mine.event_date.slice(0, 10);
      expect((await readDays(day, day, session_id))?.data.map((event) => event.id)).toEqual([mine.id]);
      const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect((await readDays(next, next, session_id))?.data.length ?? 0).toBe(honoured ? 0 : 1);
    } finally {
      await deleteAnalyticsRecord(mine.id, session.admin);
    }
  });
});
