import { describe, expect, it } from "vitest";
import {
  bounceRate,
  dailyTraffic,
  eventDistribution,
  formatEventDate,
  HOUR_LABELS,
  hourlyActivity,
  parseEventDate,
  splitPeak,
  windowStart,
} from "~/utils/chart-data";

const event = (event_date: string, event_type = "page_view", session_id = "s1") => ({
  event_date,
  event_type,
  session_id,
});

describe("hour labels", () => {
  it("run from 12 AM to 11 PM", () => {
    expect(HOUR_LABELS).toHaveLength(24);
    expect(HOUR_LABELS.slice(0, 3)).toEqual(["12 AM", "1 AM", "2 AM"]);
    expect(HOUR_LABELS[11]).toBe("11 AM");
    expect(HOUR_LABELS[12]).toBe("12 PM");
    expect(HOUR_LABELS[13]).toBe("1 PM");
    expect(HOUR_LABELS[23]).toBe("11 PM");
  });
});

describe("parseEventDate", () => {
  it("reads the API's 'YYYY-MM-DD HH:MM:SS' as UTC", () => {
    expect(parseEventDate("2026-03-05 14:03:09")?.toISOString()).toBe("2026-03-05T14:03:09.000Z");
  });
  it("keeps an explicit offset", () => {
    expect(parseEventDate("2026-03-05T14:03:09+02:00")?.toISOString()).toBe("2026-03-05T12:03:09.000Z");
  });
  it("gives null for nonsense", () => {
    expect(parseEventDate("")).toBeNull();
    expect(parseEventDate("yesterday-ish")).toBeNull();
  });
});

describe("hourlyActivity", () => {
  it("counts events into 24 hourly buckets and marks the peak", () => {
    const activity = hourlyActivity([
      event("2026-03-05 00:10:00"),
      event("2026-03-05 09:00:00"),
      event("2026-03-04 09:59:59"),
      event("2026-03-03 09:30:00"),
      event("2026-03-05 23:59:00"),
      event("not a date"),
    ]);
    expect(activity.labels).toEqual(HOUR_LABELS);
    expect(activity.counts).toHaveLength(24);
    expect(activity.counts[0]).toBe(1);
    expect(activity.counts[9]).toBe(3);
    expect(activity.counts[23]).toBe(1);
    expect(activity.counts.reduce((a, b) => a + b, 0)).toBe(5);
    expect(activity.peakHours).toEqual([9]);
  });

  it("shares the peak between tied hours", () => {
    const activity = hourlyActivity([event("2026-03-05 08:00:00"), event("2026-03-05 17:00:00")]);
    expect(activity.peakHours).toEqual([8, 17]);
  });

  it("has no peak (an empty chart) without events", () => {
    const activity = hourlyActivity([]);
    expect(activity.counts).toEqual(Array(24).fill(0));
    expect(activity.peakHours).toEqual([]);
  });

  it("splits the series so the peak is its own (green) dataset", () => {
    const { normal, peak } = splitPeak({
      labels: HOUR_LABELS,
      counts: [1, 4, 2, ...Array(21).fill(0)],
      peakHours: [1],
    });
    expect(normal.slice(0, 3)).toEqual([1, 0, 2]);
    expect(peak.slice(0, 3)).toEqual([0, 4, 0]);
  });
});

describe("dailyTraffic", () => {
  const now = new Date("2026-03-07T10:00:00Z"); // a Saturday

  it("covers the seven days ending today with one bucket per type", () => {
    const traffic = dailyTraffic(
      [
        event("2026-03-07 09:00:00", "page_view"),
        event("2026-03-07 09:05:00", "click"),
        event("2026-03-01 00:00:00", "engagement"),
        event("2026-02-28 23:59:59", "page_view"), // before the window
        event("2026-03-03 12:00:00", "page_view"),
        event("2026-03-03 12:00:00", "unknown_type"),
      ],
      now,
    );
    expect(traffic.days).toEqual([
      "2026-03-01",
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
    ]);
    expect(traffic.labels[0]).toBe("Sun 1 Mar");
    expect(traffic.labels[6]).toBe("Sat 7 Mar");
    expect(traffic.views).toEqual([0, 0, 1, 0, 0, 0, 1]);
    expect(traffic.clicks).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(traffic.engagements).toEqual([1, 0, 0, 0, 0, 0, 0]);
  });

  it("gives the API's `since` for the same window", () => {
    expect(windowStart(now)).toBe("2026-03-01");
    expect(windowStart(new Date("2026-03-01T00:30:00Z"))).toBe("2026-02-23");
  });
});

describe("eventDistribution", () => {
  it("orders views, clicks, engagements", () => {
    expect(eventDistribution({ total_views: 5, total_clicks: 2, total_engagements: 1 })).toEqual({
      labels: ["Page Views", "Clicks", "Engagements"],
      counts: [5, 2, 1],
    });
  });
});

describe("bounceRate", () => {
  it("is the share of viewing sessions that viewed exactly one page", () => {
    const rate = bounceRate([
      event("2026-03-05 10:00:00", "page_view", "a"),
      event("2026-03-05 10:01:00", "click", "a"), // a click does not stop a bounce
      event("2026-03-05 10:00:00", "page_view", "b"),
      event("2026-03-05 10:02:00", "page_view", "b"),
      event("2026-03-05 10:00:00", "page_view", "c"),
      event("2026-03-05 10:00:00", "page_view", "d"),
      event("2026-03-05 10:00:00", "engagement", "e"), // no page view: not counted
    ]);
    expect(rate).toBe(75);
  });

  it("is null when no session viewed a page", () => {
    expect(bounceRate([])).toBeNull();
    expect(bounceRate([event("2026-03-05 10:00:00", "click", "a")])).toBeNull();
  });
});

describe("formatEventDate", () => {
  it("shows the studio's clock", () => {
    expect(formatEventDate("2026-03-05 14:03:09")).toBe("5 Mar 2026, 14:03");
    expect(formatEventDate("garbage")).toBe("garbage");
  });
});
