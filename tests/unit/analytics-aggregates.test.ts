import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStudioApi, type StudioApi } from "../../studio-api/index";

/**
 * The analytics overview on a seeded embedded API (a few thousand events over the week, some at
 * midnight, sessions coming back across days), compared with a direct count in its database and
 * with a plain count over the rows: counted by the API (analytics/overview.php), and the older way
 * (every event read by the site, per day) for an API that answers 404 to that call.
 */

const token = "aggregates-token";
const dataDir = mkdtempSync(join(tmpdir(), "aggregates-"));
const cacheDir = join(dataDir, "cache");
const now = new Date();
const admin = { email: "admin@example.com" };
let api: StudioApi;
let db: Database.Database;

type Services = typeof import("~/analytics/aggregates.server");
type Days = typeof import("~/services/analytics-days.server");
let services: Services;
let days: Days;

const sqlDate = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

beforeAll(async () => {
  api = await startStudioApi({ dataDir, token, analyticsToken: "a", faults: true, log: () => undefined });
  db = new Database(join(dataDir, "studio.db"));
  const insert = db.prepare(
    "INSERT INTO analytics_events (session_id, page_url, event_type, event_date) VALUES (?, ?, ?, ?)",
  );
  const types = ["page_view", "click", "engagement"];
  let seed = 11;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  db.transaction(() => {
    for (let i = 0; i < 3000; i++) {
      const at = new Date(now.getTime() - Math.floor(rand() * 6.5 * 86_400_000));
      insert.run(`v${Math.floor(rand() * 300)}`, `/p${Math.floor(rand() * 25)}`, types[i % 3], sqlDate(at));
    }
    // Both sides of a midnight inside the window.
    const midnight = new Date(now.getTime() - 2 * 86_400_000);
    midnight.setUTCHours(0, 0, 0, 0);
    insert.run("owl", "/late", "page_view", sqlDate(new Date(midnight.getTime() - 1000)));
    insert.run("owl", "/early", "page_view", sqlDate(midnight));
    // A session without an id, and one that only clicks: sessions, but not visits that bounced.
    insert.run("", "/", "page_view", sqlDate(midnight));
    insert.run("clicker", "/", "click", sqlDate(new Date(midnight.getTime() + 3_600_000)));
  })();
  process.env.STUDIO_API_URL = api.url;
  process.env.STUDIO_API_TOKEN = token;
  process.env.ANALYTICS_CACHE_DIR = cacheDir;
  services = await import("~/analytics/aggregates.server");
  days = await import("~/services/analytics-days.server");
  services.useDayStore(new days.DayStore({ refreshMs: 30_000, dir: join(cacheDir, "api") }));
});

afterAll(async () => {
  db?.close();
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What both references give: the week's cards, hours, bounce rate, and each day's [views, clicks, engagements]. */
interface Reference {
  summary: Record<"total_views" | "total_clicks" | "total_engagements" | "unique_sessions" | "unique_pages", number>;
  hours: number[];
  bounceRate: number;
  day(day: string): number[];
}

/** The week's figures straight from SQLite (Accra is UTC+0, so SQL's date() is the studio day). */
function direct(): Reference {
  const since = new Date(now.getTime() - 6 * 86_400_000).toISOString().slice(0, 10);
  const where = `WHERE event_date >= '${since} 00:00:00'`;
  const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  const perDay = db
    .prepare(`SELECT date(event_date) AS day, event_type, COUNT(*) AS n FROM analytics_events ${where} GROUP BY 1, 2`)
    .all() as { day: string; event_type: string; n: number }[];
  const hours = Array.from({ length: 24 }, () => 0);
  for (const row of db
    .prepare(
      `SELECT CAST(strftime('%H', event_date) AS INTEGER) AS h, COUNT(*) AS n FROM analytics_events ${where} GROUP BY 1`,
    )
    .all() as { h: number; n: number }[])
    hours[row.h] = row.n;
  const viewing = one(
    `SELECT COUNT(*) AS n FROM (SELECT session_id FROM analytics_events ${where} AND event_type = 'page_view' AND session_id <> '' GROUP BY 1)`,
  );
  const single = one(
    `SELECT COUNT(*) AS n FROM (SELECT session_id FROM analytics_events ${where} AND event_type = 'page_view' AND session_id <> '' GROUP BY 1 HAVING COUNT(*) = 1)`,
  );
  return {
    summary: {
      total_views: one(`SELECT COUNT(*) AS n FROM analytics_events ${where} AND event_type = 'page_view'`),
      total_clicks: one(`SELECT COUNT(*) AS n FROM analytics_events ${where} AND event_type = 'click'`),
      total_engagements: one(`SELECT COUNT(*) AS n FROM analytics_events ${where} AND event_type = 'engagement'`),
      unique_sessions: one(`SELECT COUNT(DISTINCT session_id) AS n FROM analytics_events ${where}`),
      unique_pages: one(`SELECT COUNT(DISTINCT page_url) AS n FROM analytics_events ${where}`),
    },
    hours,
    bounceRate: (single / viewing) * 100,
    day: (day) =>
      ["page_view", "click", "engagement"].map(
        (type) => perDay.find((row) => row.day === day && row.event_type === type)?.n ?? 0,
      ),
  };
}

/** The same figures counted one row at a time in plain JavaScript, as a person would by hand. */
function byHand(): Reference {
  const since = new Date(now.getTime() - 6 * 86_400_000).toISOString().slice(0, 10);
  const rows = (
    db.prepare("SELECT session_id, page_url, event_type, event_date FROM analytics_events").all() as {
      session_id: string;
      page_url: string;
      event_type: string;
      event_date: string;
    }[]
  ).filter((row) => row.event_date.slice(0, 10) >= since);
  const views = new Map<string, number>();
  const pages = new Set<string>();
  const hours = Array.from({ length: 24 }, () => 0);
  const perDay = new Map<string, number[]>();
  const types = ["page_view", "click", "engagement"];
  for (const row of rows) {
    const type = types.indexOf(row.event_type);
    views.set(row.session_id, (views.get(row.session_id) ?? 0) + (type === 0 ? 1 : 0));
    pages.add(row.page_url);
    hours[Number(row.event_date.slice(11, 13))] += 1;
    const day = perDay.get(row.event_date.slice(0, 10)) ?? [0, 0, 0];
    day[type] += 1;
    perDay.set(row.event_date.slice(0, 10), day);
  }
  const visits = [...views].filter(([session, n]) => session !== "" && n > 0);
  const count = (type: number) => rows.filter((row) => row.event_type === types[type]).length;
  return {
    summary: {
      total_views: count(0),
      total_clicks: count(1),
      total_engagements: count(2),
      unique_sessions: views.size,
      unique_pages: pages.size,
    },
    hours,
    bounceRate: (visits.filter(([, n]) => n === 1).length / visits.length) * 100,
    day: (day) => perDay.get(day) ?? [0, 0, 0],
  };
}

/** Both ways must show the same numbers: the API's count, and the site's own for an API without it. */
const modes = [
  { name: "counted by the API", overviewMissing: false },
  { name: "read by the site when the API has no analytics/overview.php", overviewMissing: true },
] as const;

describe.each(modes)("analytics overview $name", ({ overviewMissing }) => {
  beforeAll(async () => {
    await fetch(new URL("__faults", api.url), { method: "DELETE" });
    if (overviewMissing) {
      const rule = { path: "analytics/overview.php", status: 404 };
      const headers = { "Content-Type": "application/json" };
      await fetch(new URL("__faults", api.url), { method: "POST", headers, body: JSON.stringify(rule) });
    }
    services.useDayStore(new days.DayStore({ refreshMs: 30_000, dir: join(cacheDir, "api") }));
  });

  it("names every day still being computed when the budget runs out, then shows them all", async () => {
    const first = await services.analyticsOverview(admin, { now, budgetMs: 0 });
    expect(first.pending.length).toBeGreaterThan(0);
    expect(first.traffic.labels.filter((label) => label.endsWith("(still being computed)"))).toHaveLength(
      first.pending.length,
    );
    const full = await services.analyticsOverview(admin, { now, budgetMs: 20_000 });
    expect(full.pending).toEqual([]);
  });

  it.each([
    ["a count by hand over sessions that come back across days", byHand],
    ["a direct count in SQL", direct],
  ] as const)("matches %s: cards, every chart series and the bounce rate", async (_reference, count) => {
    const overview = await services.analyticsOverview(admin, { now });
    const expected = count();
    expect(overview.summary).toEqual(expected.summary);
    expect(overview.activity.counts).toEqual(expected.hours);
    expect(overview.bounceRate).toBeCloseTo(expected.bounceRate, 10);
    expect(overview.distribution.counts).toEqual([
      expected.summary.total_views,
      expected.summary.total_clicks,
      expected.summary.total_engagements,
    ]);
    overview.traffic.days.forEach((day, i) => {
      expect([overview.traffic.views[i], overview.traffic.clicks[i], overview.traffic.engagements[i]]).toEqual(
        expected.day(day),
      );
    });
  });

  it("shows the same numbers in the no-JS tables as in the charts", async () => {
    const { TrafficOverviewCard, HourlyActivityCard } = await import("~/components/admin/charts/activity-charts");
    const overview = await services.analyticsOverview(admin, { now });
    const cells = (html: string) =>
      [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)]
        .map((row) => [...row[1].matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((cell) => cell[1]))
        .filter((row) => row.length > 1 && /^\d+$/.test(row[1]));
    const traffic = cells(renderToStaticMarkup(createElement(TrafficOverviewCard, { traffic: overview.traffic })));
    expect(traffic.map((row) => row.slice(1).map(Number))).toEqual(
      overview.traffic.views.map((views, i) => [views, overview.traffic.clicks[i], overview.traffic.engagements[i]]),
    );
    const hourly = cells(renderToStaticMarkup(createElement(HourlyActivityCard, { activity: overview.activity })));
    expect(hourly.map((row) => Number(row[1]))).toEqual(overview.activity.counts);
  });

  it.runIf(!overviewMissing)("reports a failing overview call instead of showing empty figures", async () => {
    services.useDayStore(new days.DayStore({ refreshMs: 30_000, dir: null }));
    const headers = { "Content-Type": "application/json" };
    const rule = { path: "analytics/overview.php", status: 500, times: 1 };
    await fetch(new URL("__faults", api.url), { method: "POST", headers, body: JSON.stringify(rule) });
    await expect(services.analyticsOverview(admin, { now })).rejects.toMatchObject({ kind: "status", status: 500 });
    expect((await services.analyticsOverview(admin, { now })).summary).toEqual(direct().summary);
  });

  it.runIf(overviewMissing)("shares one read between concurrent requests for a day", () => {
    const store = new days.DayStore({ refreshMs: 30_000, dir: null });
    const day = now.toISOString().slice(0, 10);
    expect(store.get(day, Infinity, admin)).toBe(store.get(day, Infinity, admin));
  });

  it("takes a deleted record out of its day at once", async () => {
    const { removeAnalyticsRecord } = await import("~/analytics/aggregates.server");
    // The newest event of a session seen on several days.
    const victim = db
      .prepare("SELECT id FROM analytics_events WHERE session_id = 'v7' ORDER BY event_date DESC LIMIT 1")
      .get() as { id: number };
    await removeAnalyticsRecord(victim.id, admin);
    const overview = await services.analyticsOverview(admin, { now });
    expect(overview.summary).toEqual(direct().summary);
    expect(overview.bounceRate).toBeCloseTo(direct().bounceRate, 10);
  });

  it.runIf(overviewMissing)(
    "after a restart, reuses the days on disk and notices a record deleted meanwhile",
    async () => {
      const other = db.prepare("SELECT id FROM analytics_events WHERE session_id = 'owl'").get() as { id: number };
      db.prepare("DELETE FROM analytics_events WHERE id = ?").run(other.id); // another process, say
      const restarted = new days.DayStore({ refreshMs: 30_000, dir: join(cacheDir, "api") });
      services.useDayStore(restarted);
      const kept = await services.analyticsOverview(admin, { now });
      expect(kept.pending).toEqual([]); // shown from disk at once, checked behind the page
      await restarted.idle();
      const checked = await services.analyticsOverview(admin, { now });
      expect(checked.summary).toEqual(direct().summary);
    },
  );
});
