import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStudioApi, type StudioApi } from "../../studio-api/index";

/**
 * The embedded API keeps the analytics list's summary between calls (studio-api/routes/analytics.ts);
 * every answer must still equal a direct count, whoever changed the table in between.
 */

const token = "summary-token";
const analyticsToken = "summary-analytics";
const dataDir = mkdtempSync(join(tmpdir(), "summary-"));
let api: StudioApi;
let db: Database.Database;

beforeAll(async () => {
  api = await startStudioApi({ dataDir, token, analyticsToken, log: () => undefined });
  db = new Database(join(dataDir, "studio.db"));
});

afterAll(async () => {
  db?.close();
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function listed(query = "") {
  const response = await fetch(`${api.url}analytics/track-views.php?limit=1${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { summary: Record<string, number>; pagination: { total_records: number } };
  return { ...body.summary, total_records: body.pagination.total_records };
}

function direct(where = "") {
  const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  const type = (t: string) => one(`SELECT COUNT(*) AS n FROM analytics_events WHERE event_type = '${t}'${where}`);
  const all = where ? `WHERE ${where.replace(/^ AND /, "")}` : "";
  return {
    total_views: type("page_view"),
    total_clicks: type("click"),
    total_engagements: type("engagement"),
    unique_sessions: one(`SELECT COUNT(DISTINCT session_id) AS n FROM analytics_events ${all}`),
    unique_pages: one(`SELECT COUNT(DISTINCT page_url) AS n FROM analytics_events ${all}`),
    total_records: one(`SELECT COUNT(*) AS n FROM analytics_events ${all}`),
  };
}

const track = (session_id: string, page_url: string, event_type: string) =>
  fetch(`${api.url}analytics/track-views.php`, {
    method: "POST",
    headers: { Authorization: `Bearer ${analyticsToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ session_id, page_url, event_type }),
  });

describe("the analytics list's kept summary", () => {
  it("follows events tracked through the API: a new session, a known one, a new page", async () => {
    expect(await listed()).toEqual(direct());
    await track("summary-new", "https://aniwa.test/summary-page", "page_view");
    expect(await listed()).toEqual(direct());
    await track("summary-new", "https://aniwa.test/summary-page", "click");
    await track("summary-other", "https://aniwa.test/summary-page", "engagement");
    expect(await listed()).toEqual(direct());
  });

  it("follows a deletion through the API", async () => {
    const { id } = db.prepare("SELECT id FROM analytics_events WHERE session_id = 'summary-other'").get() as {
      id: number;
    };
    await fetch(`${api.url}analytics/delete.php?id=${id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await listed()).toEqual(direct());
  });

  it("notices a write by another connection", async () => {
    expect(await listed("&event_type=click")).toEqual({ ...direct(" AND event_type = 'click'") });
    db.prepare(
      "INSERT INTO analytics_events (session_id, page_url, event_type, event_date) VALUES ('elsewhere', '/x', 'click', '2026-01-01 10:00:00')",
    ).run();
    expect(await listed()).toEqual(direct());
    expect(await listed("&event_type=click")).toEqual(direct(" AND event_type = 'click'"));
  });

  it("counts a search exactly", async () => {
    expect(await listed("&search=summary")).toEqual(
      direct(" AND (page_url LIKE '%summary%' OR session_id LIKE '%summary%')"),
    );
  });
});
