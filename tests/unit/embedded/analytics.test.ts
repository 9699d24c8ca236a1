import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStudioApi } from "../../../studio-api/index";
import { parseRetentionDays } from "../../../studio-api/retention";
import type { Overview } from "../../../studio-api/routes/analytics-overview";
import { expectBody, expectError } from "../../contract/support/client";
import { AnalyticsList, Counts, Message } from "../../contract/support/contract";
import { useTarget } from "../../contract/support/setup";
import { runId } from "../../contract/support/target";

const suite = useTarget();
const session = (n: number) => `contract-${runId}-${n}`;

const track = (event: Record<string, string>) =>
  suite.api.post("analytics/track-views.php", { token: suite.target.analyticsToken, json: event });

beforeAll(async () => {
  const events: Record<string, string>[] = [
    {
      session_id: session(1),
      event_type: "page_view",
      page_url: `/resources/blogs?run=${runId}`,
      referrer: "https://www.google.com/",
    },
    { session_id: session(1), event_type: "click", page_url: `/resources/blogs?run=${runId}`, label: "Read More" },
    { session_id: session(1), event_type: "engagement", page_url: `/resources/blogs?run=${runId}` },
    {
      session_id: session(2),
      event_type: "page_view",
      page_url: `/resources/shop?run=${runId}`,
      ip_address: "41.66.1.2",
    },
    { session_id: session(2), event_type: "page_view", page_url: `/?run=${runId}` },
  ];
  for (const event of events) expect((await track(event)).status).toBe(201);
});

describe("POST analytics/track-views.php", () => {
  it("records an event with the analytics token and answers 201", async () => {
    const res = await track({ session_id: session(9), event_type: "page_view", page_url: `/about?run=${runId}` });
    expect(expectBody(res, 201, Message).message).toBe("Event recorded");
  });

  it("answers 422 for a missing session, page or an unknown event type", async () => {
    expectError(await track({ event_type: "page_view", page_url: "/" }), 422);
    expectError(await track({ session_id: "s", event_type: "page_view" }), 422);
    expectError(await track({ session_id: "s", event_type: "scroll", page_url: "/" }), 422);
  });
});

describe("GET analytics/track-views.php", () => {
  it("lists events newest first with summary and pagination", async () => {
    const body = expectBody(await suite.api.get(`analytics/track-views.php?search=${runId}`), 200, AnalyticsList);
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    const dates = body.data.map((e) => e.event_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.pagination).toMatchObject({
      current_page: 1,
      per_page: 50,
      total_records: body.data.length,
      total_pages: 1,
    });
    const mine = body.data.filter((e) => e.session_id === session(2));
    expect(mine.map((e) => e.ip_address)).toContain("41.66.1.2");
    expect(body.data.find((e) => e.page_url === `/resources/shop?run=${runId}`)?.page_url_display).toContain(
      "/resources/shop",
    );
  });

  it("summarises the filtered set", async () => {
    const body = expectBody(await suite.api.get(`analytics/track-views.php?search=${session(1)}`), 200, AnalyticsList);
    expect(body.summary).toEqual({
      total_views: 1,
      total_clicks: 1,
      total_engagements: 1,
      unique_sessions: 1,
      unique_pages: 1,
    });
    const views = expectBody(
      await suite.api.get(`analytics/track-views.php?search=contract-${runId}&event_type=page_view`),
      200,
      AnalyticsList,
    );
    expect(views.data.every((e) => e.event_type === "page_view")).toBe(true);
    expect(views.summary).toMatchObject({ total_views: 4, total_clicks: 0, unique_sessions: 3 });
  });

  it("searches page URL, session, IP address and referrer", async () => {
    const byIp = expectBody(await suite.api.get("analytics/track-views.php?search=41.66.1.2"), 200, AnalyticsList);
    expect(byIp.data.some((e) => e.session_id === session(2))).toBe(true);
    const byReferrer = expectBody(
      await suite.api.get(`analytics/track-views.php?search=google.com&limit=1000`),
      200,
      AnalyticsList,
    );
    expect(byReferrer.data.some((e) => e.session_id === session(1))).toBe(true);
  });

  it("pages with page and limit", async () => {
    const first = expectBody(
      await suite.api.get(`analytics/track-views.php?search=${runId}&limit=2`),
      200,
      AnalyticsList,
    );
    expect(first.data).toHaveLength(2);
    expect(first.pagination.total_pages).toBe(Math.ceil(first.pagination.total_records / 2));
    const second = expectBody(
      await suite.api.get(`analytics/track-views.php?search=${runId}&limit=2&page=2`),
      200,
      AnalyticsList,
    );
    expect(second.pagination.current_page).toBe(2);
    expect(second.data[0].id).not.toBe(first.data[0].id);
  });

  it("filters by a since date", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const body = expectBody(
      await suite.api.get(`analytics/track-views.php?since=${today}&limit=1000`),
      200,
      AnalyticsList,
    );
    expect(body.data.every((e) => e.event_date >= `${today} 00:00:00`)).toBe(true);
    expect(body.data.some((e) => e.session_id === session(1))).toBe(true);
    expectError(await suite.api.get("analytics/track-views.php?since=yesterday"), 400);
  });

  it("answers 400 for an unknown event_type or a limit out of 1..1000", async () => {
    expectError(await suite.api.get("analytics/track-views.php?event_type=scroll"), 400);
    expectError(await suite.api.get("analytics/track-views.php?limit=1001"), 400);
  });
});

describe("DELETE analytics/delete.php", () => {
  it("deletes a record, then 404 for it", async () => {
    await track({ session_id: session(7), event_type: "click", page_url: `/delete-me?run=${runId}` });
    const list = expectBody(await suite.api.get(`analytics/track-views.php?search=${session(7)}`), 200, AnalyticsList);
    const id = list.data[0].id;
    expect(expectBody(await suite.api.delete(`analytics/delete.php?id=${id}`), 200, Message).message).toBe(
      "Record deleted successfully",
    );
    const after = expectBody(await suite.api.get(`analytics/track-views.php?search=${session(7)}`), 200, AnalyticsList);
    expect(after.data).toEqual([]);
    expectError(await suite.api.delete(`analytics/delete.php?id=${id}`), 404);
  });
});

describe("GET counts/count.php", () => {
  it("counts visitors (distinct sessions), blogs and products", async () => {
    const before = expectBody(await suite.api.get("counts/count.php"), 200, Counts);
    await track({ session_id: `${session(1)}-new-visitor`, event_type: "page_view", page_url: "/" });
    const after = expectBody(await suite.api.get("counts/count.php"), 200, Counts);
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.totalBlogs).toBe(before.totalBlogs);
    expect(after.totalProd).toBe(before.totalProd);
  });
});

/**
 * ANALYTICS_RETENTION_DAYS (README, Configuration). Each API has its own DATA_DIR; events are written straight
 * into its database, dated days ago, and swept with `sweepAnalytics()` (as the hourly timer does).
 */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function embeddedApi(analyticsRetentionDays?: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "retention-"));
  const logs: string[] = [];
  const api = await startStudioApi({
    dataDir,
    token: "t",
    analyticsToken: "a",
    analyticsRetentionDays,
    log: (line) => logs.push(line),
  });
  const db = new Database(join(dataDir, "studio.db"));
  const insert = db.prepare(
    "INSERT INTO analytics_events (session_id, page_url, event_type, event_date) VALUES ('retention', '/kept', ?, ?)",
  );
  return {
    api,
    db,
    logs,
    add: (ago: number, ...types: string[]) => types.forEach((type) => insert.run(type, `${daysAgo(ago)} 00:30:00`)),
    mine: () => db.prepare("SELECT event_date FROM analytics_events WHERE session_id = 'retention'").pluck().all(),
    async overview(): Promise<Overview> {
      const url = `${api.url}analytics/overview.php?since=${daysAgo(13)}&until=${daysAgo(0)}`;
      return (await fetch(url, { headers: { Authorization: "Bearer t" } })).json() as Promise<Overview>;
    },
    async stop() {
      db.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const totals = ({ summary }: Overview) => [summary.total_views, summary.total_clicks, summary.total_engagements];
const sum = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0);

describe("analytics retention, 3 days", () => {
  let embedded: Awaited<ReturnType<typeof embeddedApi>>;
  let before: Overview;
  beforeAll(async () => {
    embedded = await embeddedApi(3);
  });
  afterAll(() => embedded?.stop());

  it("deletes the events before the cut-off, and overview.php answers the same days and totals", async () => {
    embedded.add(10, "page_view", "page_view", "click");
    embedded.add(5, "engagement", "page_view");
    embedded.add(0, "click", "page_view");
    before = await embedded.overview();
    expect(embedded.api.sweepAnalytics()).toBe(5);
    expect(embedded.mine()).toEqual([`${daysAgo(0)} 00:30:00`, `${daysAgo(0)} 00:30:00`]);
    const old = embedded.db.prepare("SELECT COUNT(*) FROM analytics_events WHERE event_date < ?").pluck();
    expect(old.get(`${daysAgo(3)} 00:00:00`)).toBe(0);
    expect(embedded.logs).toContain(`studio API: analytics retention removed 5 events older than ${daysAgo(3)}`);

    const after = await embedded.overview();
    expect(after.days).toEqual(before.days);
    expect(totals(after)).toEqual(totals(before));
    expect(after.days.find((day) => day.date === daysAgo(10))).toMatchObject({ total_views: 2, total_clicks: 1 });
    // Hours come from the rows kept: the answer kept before the sweep was dropped.
    expect(sum(after.hours)).toBe(sum(before.hours) - 5);
  });

  it("adds a late row of a swept day to its totals on the next sweep", async () => {
    embedded.add(10, "page_view");
    expect(embedded.api.sweepAnalytics()).toBe(1);
    const day = embedded.db.prepare("SELECT * FROM analytics_days WHERE date = ?").get(daysAgo(10));
    expect(day).toEqual({ date: daysAgo(10), total_views: 3, total_clicks: 1, total_engagements: 0 });
    const after = await embedded.overview();
    expect(after.days.find((d) => d.date === daysAgo(10))?.total_views).toBe(3);
    expect(totals(after)).toEqual([before.summary.total_views + 1, ...totals(before).slice(1)]);
  });
});

describe("analytics retention, 0 and the default", () => {
  it("keeps every event with 0", async () => {
    const embedded = await embeddedApi(0);
    try {
      embedded.add(1000, "page_view");
      embedded.add(10, "click");
      expect(embedded.api.sweepAnalytics()).toBe(0);
      expect(embedded.mine()).toHaveLength(2);
      expect(embedded.db.prepare("SELECT COUNT(*) FROM analytics_days").pluck().get()).toBe(0);
      expect(embedded.logs.filter((line) => line.includes("retention"))).toEqual([]);
    } finally {
      await embedded.stop();
    }
  });

  it("keeps 400 days when it is not given", async () => {
    const embedded = await embeddedApi();
    try {
      embedded.add(401, "page_view");
      embedded.add(399, "page_view");
      expect(embedded.api.sweepAnalytics()).toBe(1);
      expect(embedded.mine()).toEqual([`${daysAgo(399)} 00:30:00`]);
    } finally {
      await embedded.stop();
    }
  });
});

describe("ANALYTICS_RETENTION_DAYS", () => {
  it("is a whole number of days, 400 when unset or empty", () => {
    expect([undefined, "", " ", "0", "3", " 30 "].map(parseRetentionDays)).toEqual([400, 400, 400, 0, 3, 30]);
    expect(["-1", "abc", "1.5", "1e3", "3 days", "9".repeat(20)].map(parseRetentionDays)).toEqual(Array(6).fill(null));
  });

  it("stops npm run studio-api with one line naming it", () => {
    const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url));
    const main = fileURLToPath(new URL("../../../studio-api/main.ts", import.meta.url));
    const dataDir = mkdtempSync(join(tmpdir(), "retention-cli-"));
    const env = { ...process.env, STUDIO_API_TOKEN: "t", ANALYTICS_API_TOKEN: "a", STUDIO_API_PORT: "0" };
    // Stopped after 20 s if it starts after all (SIGTERM: it exits 0).
    const { status, stderr } = spawnSync(tsx, [main], {
      env: { ...env, DATA_DIR: dataDir, ANALYTICS_RETENTION_DAYS: "-1" },
      encoding: "utf8",
      timeout: 20_000,
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(status).toBe(1);
    expect(stderr).toBe(
      "studio API: ANALYTICS_RETENTION_DAYS must be a whole number of days (0 keeps every event), got '-1'\n",
    );
  }, 30_000);
});
