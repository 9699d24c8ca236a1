import { describe, expect, it } from "vitest";
import { bounceRate, dailyTraffic, hourlyActivity } from "~/utils/chart-data";
import { DayStats, eventDayHour, windowTotals, type RawEvent } from "~/utils/day-stats";

let nextId = 1;
const event = (event_date: string, session_id: string, event_type = "page_view", page_url = "/"): RawEvent => ({
  id: nextId++,
  session_id,
  page_url,
  event_type,
  event_date,
});

/** Events into per-day aggregates, as the store does with the API's pages. */
function byDay(events: RawEvent[]): DayStats[] {
  const days = new Map<string, DayStats>();
  for (const e of events) {
    const at = eventDayHour(e.event_date);
    if (!at) continue;
    if (!days.has(at.day)) days.set(at.day, new DayStats(at.day));
    days.get(at.day)!.add(e);
  }
  return [...days.values()];
}

describe("day boundaries in Africa/Accra", () => {
  it("puts the last second before midnight in the old day and midnight in the new one", () => {
    expect(eventDayHour("2026-03-05 23:59:59")).toEqual({ day: "2026-03-05", hour: 23 });
    expect(eventDayHour("2026-03-06 00:00:00")).toEqual({ day: "2026-03-06", hour: 0 });
  });

  it("reads a date with its own offset on Accra's clock (UTC+0)", () => {
    expect(eventDayHour("2026-03-06T00:30:00+01:00")).toEqual({ day: "2026-03-05", hour: 23 });
    expect(eventDayHour("2026-03-05T20:15:00-04:00")).toEqual({ day: "2026-03-06", hour: 0 });
  });

  it("counts an event only in its own day", () => {
    const day = new DayStats("2026-03-05");
    expect(day.add(event("2026-03-05 23:59:59", "a"))).toBe(true);
    expect(day.add(event("2026-03-06 00:00:00", "a"))).toBe(false);
    expect(day.count).toBe(1);
    expect(day.hours[23]).toBe(1);
  });

  it("keeps unplaceable events of the day apart, so counts still add up to the API's", () => {
    const day = new DayStats("2026-03-05");
    day.add(event("2026-03-05 10:00:00", "a", "scroll"));
    day.add(event("not a date", "a"));
    expect(day.count).toBe(0);
    expect(day.ignored.size).toBe(2);
  });
});

describe("sessions spanning midnight", () => {
  const late = event("2026-03-05 23:50:00", "night-owl", "page_view", "/a");
  const early = event("2026-03-06 00:10:00", "night-owl", "page_view", "/b");
  const days = byDay([late, early, event("2026-03-06 09:00:00", "single")]);

  it("count once among unique sessions of the window", () => {
    expect(days).toHaveLength(2);
    expect(windowTotals(days).summary.unique_sessions).toBe(2);
  });

  it("add their page views across the days for the bounce rate", () => {
    // night-owl viewed two pages (one each side of midnight): not a bounce; 'single' is one.
    expect(windowTotals(days).bounceRate).toBe(50);
  });
});

describe("bounce rate", () => {
  it("is the share of viewing sessions that viewed exactly one page", () => {
    const events = [
      event("2026-03-05 10:00:00", "a"),
      event("2026-03-05 10:01:00", "a"),
      event("2026-03-05 11:00:00", "b"),
      event("2026-03-05 11:00:05", "b", "click"),
      event("2026-03-05 12:00:00", "c", "engagement"),
    ];
    const totals = windowTotals(byDay(events));
    expect(totals.bounceRate).toBe(50);
    expect(totals.summary.unique_sessions).toBe(3); // 'c' only engaged: a session, not a bounce
  });

  it("is null when no session viewed a page", () => {
    expect(windowTotals(byDay([event("2026-03-05 10:00:00", "a", "click")])).bounceRate).toBeNull();
  });
});

describe("per-day aggregates against a brute-force count", () => {
  const now = new Date("2026-03-08T15:00:00Z");
  const types = ["page_view", "click", "engagement"];
  let seed = 7;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const events = Array.from({ length: 3000 }, () => {
    const at = new Date(now.getTime() - Math.floor(rand() * 6.6 * 86_400_000));
    return event(
      at.toISOString().slice(0, 19).replace("T", " "),
      `s${Math.floor(rand() * 400)}`,
      types[Math.floor(rand() * 3)],
      `/p${Math.floor(rand() * 30)}`,
    );
  });
  const days = byDay(events);

  it("give the same hours, days, totals, uniques and bounce rate", () => {
    const totals = windowTotals(days);
    expect(totals.hours).toEqual(hourlyActivity(events).counts);
    expect(totals.bounceRate).toBeCloseTo(bounceRate(events)!, 10);
    expect(totals.summary).toEqual({
      total_views: events.filter((e) => e.event_type === "page_view").length,
      total_clicks: events.filter((e) => e.event_type === "click").length,
      total_engagements: events.filter((e) => e.event_type === "engagement").length,
      unique_sessions: new Set(events.map((e) => e.session_id)).size,
      unique_pages: new Set(events.map((e) => e.page_url)).size,
    });
    const traffic = dailyTraffic(events, now);
    for (const day of days) {
      const i = traffic.days.indexOf(day.day);
      expect([day.types[0], day.types[1], day.types[2]]).toEqual([
        traffic.views[i],
        traffic.clicks[i],
        traffic.engagements[i],
      ]);
    }
  });

  it("survive a round trip through the day file", () => {
    const copies = days.map((day) => DayStats.fromJSON(JSON.parse(JSON.stringify(day.toJSON()))));
    expect(windowTotals(copies)).toEqual(windowTotals(days));
  });
});

describe("delete invalidation", () => {
  it("takes a deleted event out of its day's hours, types, sessions and pages", () => {
    const only = event("2026-03-05 08:00:00", "lonely", "page_view", "/only");
    const kept = event("2026-03-05 09:00:00", "kept", "page_view", "/kept");
    const [day] = byDay([only, kept]);
    expect(day.remove(only.id)).toBe(true);
    const totals = windowTotals([day]);
    expect(day.count).toBe(1);
    expect(totals.hours[8]).toBe(0);
    expect(totals.summary).toMatchObject({ total_views: 1, unique_sessions: 1, unique_pages: 1 });
    expect(day.remove(only.id)).toBe(false);
  });

  it("turns a two-page session into a bounce when one of its views goes", () => {
    const first = event("2026-03-05 08:00:00", "s");
    const [day] = byDay([first, event("2026-03-05 08:05:00", "s")]);
    expect(windowTotals([day]).bounceRate).toBe(0);
    day.remove(first.id);
    expect(windowTotals([day]).bounceRate).toBe(100);
  });
});
