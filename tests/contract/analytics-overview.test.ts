import { z } from "zod";
import { describe, expect, it } from "vitest";
import { expectBody, expectError } from "./support/client";
import { Message } from "./support/contract";
import { useTarget } from "./support/setup";
import { noteExtension } from "./support/site-calls";
import { runId } from "./support/target";

/**
 * GET analytics/overview.php (our extension): the week's figures agree with the list's own. A
 * backend without it (404) is reported as such and passes: the site then builds the week from the
 * list (app/services/analytics-days.server.ts).
 */

const suite = useTarget();

let probed: Promise<boolean> | undefined;
/** True (once noted) when the backend has no overview call at all. */
function overviewAbsent(): Promise<boolean> {
  probed ??= suite.api.get(`analytics/overview.php?since=${day(-6)}&until=${day(0)}`).then((answer) => {
    const absent = answer.status === 404;
    noteExtension(
      !absent,
      "GET analytics/overview.php",
      "The dashboard and analytics build the week from the records list.",
    );
    return absent;
  });
  return probed;
}
/** A count as the site reads it (app/services/analytics-overview.server.ts): a number or its text, as PHP sends it. */
const count = z.coerce.number().int().nonnegative();
const Overview = Message.extend({
  status: z.literal(200),
  summary: z.object({
    total_views: count,
    total_clicks: count,
    total_engagements: count,
    unique_sessions: count,
    unique_pages: count,
  }),
  bounce: z.object({ viewing_sessions: count, single_view_sessions: count }),
  days: z.array(z.object({ date: z.string(), total_views: count, total_clicks: count, total_engagements: count })),
  hours: z.array(count).length(24),
});

/** The list's own figures, read as the site reads them (app/schemas/analytics.ts): numbers or their text. */
const ListFigures = Message.extend({
  summary: Overview.shape.summary,
  pagination: z.object({ total_records: count }),
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const since = day(-6);
const until = day(0);

describe("GET analytics/overview.php", () => {
  it("counts what the list counts over the same days, and a new visit at once", async () => {
    if (await overviewAbsent()) return;
    const read = async () =>
      expectBody(await suite.api.get(`analytics/overview.php?since=${since}&until=${until}`), 200, Overview);
    const before = await read();
    const visit = { session_id: `overview-${runId}`, page_url: `/?overview=${runId}` };
    for (const event_type of ["page_view", "click"]) {
      const tracked = await suite.api.post("analytics/track-views.php", {
        token: suite.target.analyticsToken,
        json: { ...visit, event_type },
      });
      expect(tracked.status).toBe(201);
    }
    const after = await read();
    const list = expectBody(
      await suite.api.get(`analytics/track-views.php?since=${since}&until=${until}&limit=1`),
      200,
      ListFigures,
    );
    expect(after.summary).toEqual(list.summary);
    expect(after.summary.unique_sessions).toBe(before.summary.unique_sessions + 1);
    expect(after.bounce.single_view_sessions).toBe(before.bounce.single_view_sessions + 1);

    expect(after.days.map((entry) => entry.date)).toEqual(Array.from({ length: 7 }, (_, i) => day(i - 6)));
    const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);
    expect(sum(after.days.map((entry) => entry.total_views))).toBe(after.summary.total_views);
    expect(sum(after.days.map((entry) => entry.total_clicks))).toBe(after.summary.total_clicks);
    expect(sum(after.hours)).toBe(list.pagination.total_records);
  });

  it("refuses a missing or malformed day, and a window that ends before it starts", async () => {
    if (await overviewAbsent()) return;
    expectError(await suite.api.get(`analytics/overview.php?until=${until}`), 400, /since/);
    expectError(await suite.api.get(`analytics/overview.php?since=last-week&until=${until}`), 400, /since/);
    expectError(await suite.api.get(`analytics/overview.php?since=${until}&until=${since}`), 400, /until/);
  });

  it("needs the studio bearer", async () => {
    if (await overviewAbsent()) return;
    expectError(
      await suite.api.request("GET", `analytics/overview.php?since=${since}&until=${until}`, { token: null }),
      401,
    );
  });
});
