import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deleteAnalyticsRecord, listAnalytics } from "~/services/analytics.server";
import { upstream } from "~/services/client.server";
import { postEvent } from "~/services/tracking.server";
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

  it("notes whether one day's events can be asked for (since/until, our extension)", async () => {
    const day = "2001-01-01";
    const { data } = await upstream({
      path: "analytics/track-views.php",
      query: { page: 1, limit: 5, since: day, until: day },
      schema: (await import("~/schemas/analytics")).analyticsListResponseSchema,
      cookie: session.admin.upstreamCookie,
    }).catch(() => ({ data: { data: [] } }));
    noteExtension(
      data.data.length === 0,
      "GET analytics/track-views.php since/until",
      "The per-day charts read every event for each day (docs/performance.md).",
    );
  });
});
