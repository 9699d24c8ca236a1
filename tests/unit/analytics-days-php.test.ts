import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startStudioApi, type StudioApi } from "../../studio-api/index";

/**
 * Decision 011: against an API that ignores `since`/`until` (our extension; the embedded API
 * in PHP style), the week's per-day figures stay right and cost a bounded number of calls: the
 * pages down to the week's first day once, not every page for each of seven days.
 */

const token = "days-php-token";
const dataDir = mkdtempSync(join(tmpdir(), "days-php-"));
const now = new Date();
const admin = { email: "admin@example.com" };
let api: StudioApi;
let db: Database.Database;

const sqlDate = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

beforeAll(async () => {
  api = await startStudioApi({ dataDir, token, analyticsToken: "a", style: "php", log: () => undefined });
  db = new Database(join(dataDir, "studio.db"));
  const insert = db.prepare(
    "INSERT INTO analytics_events (session_id, page_url, event_type, event_date) VALUES (?, ?, ?, ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < 2600; i++) {
      const at = new Date(now.getTime() - ((i * 7919) % 600_000) * 1000);
      insert.run(`v${i % 300}`, `/p${i % 25}`, ["page_view", "click", "engagement"][i % 3], sqlDate(at));
    }
  })();
  process.env.STUDIO_API_URL = api.url;
  process.env.STUDIO_API_TOKEN = token;
});

afterAll(async () => {
  db?.close();
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("per-day analytics from an API that ignores since/until", () => {
  it("counts each day right with at most the week's pages", async () => {
    const calls: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("analytics/track-views.php")) calls.push(url);
      return realFetch(input, init);
    });
    const services = await import("~/analytics/aggregates.server");
    const days = await import("~/services/analytics-days.server");
    services.useDayStore(new days.DayStore({ refreshMs: 30_000, dir: null }));
    const overview = await services.analyticsOverview(admin, { now, budgetMs: 60_000 });
    vi.restoreAllMocks();

    const total = db.prepare("SELECT COUNT(*) AS n FROM analytics_events").get() as { n: number };
    const { keys } = (await import("~/utils/chart-data")).windowDays(now, 7);
    const inWeek = db
      .prepare("SELECT COUNT(*) AS n FROM analytics_events WHERE substr(event_date, 1, 10) >= ?")
      .get(keys[0]) as { n: number };
    expect(overview.pending).toEqual([]);
    const counted = overview.summary.total_views + overview.summary.total_clicks + overview.summary.total_engagements;
    expect(counted).toBe(inWeek.n);
    // One call per day to find out, then each page of 1000 once: far from 7 days × every page.
    expect(calls.length).toBeLessThanOrEqual(7 + Math.ceil(total.n / 1000));
  });
});
