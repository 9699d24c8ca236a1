import type { AppContext } from "../context";
import { HttpError, reply, type RouteDef } from "../http";

/**
 * GET analytics/overview.php?since=D1&until=D2 (our choice, docs/api-contract.md): what the
 * dashboard and the analytics page draw, counted here in SQL instead of the site reading every
 * event of the week (docs/performance.md). Days and hours are UTC, the studio's clock (Accra is UTC+0).
 * Events older than ANALYTICS_RETENTION_DAYS live on only as day totals (studio-api/retention.ts):
 * a swept day's counts by type, and so the summary's totals, are what they were before the sweep;
 * its hours, sessions, pages and bounce cannot be rebuilt from totals and count its kept rows only.
 */

const TYPES = ["page_view", "click", "engagement"] as const;
const TOTALS = ["total_views", "total_clicks", "total_engagements"] as const;
const HOUR_MS = 3_600_000;
/** A window longer than this is refused: the per-hour counts are one index range each. */
const MAX_DAYS = 31;

/** The counts by type, named as the API names them (TOTALS), of a day or of the whole window. */
type Totals = Record<(typeof TOTALS)[number], number>;

export type OverviewDay = { date: string } & Totals;

export interface Overview {
  summary: Totals & { unique_sessions: number; unique_pages: number };
  /** Sessions (with an id) that viewed a page in the window, and those that viewed exactly one. */
  bounce: { viewing_sessions: number; single_view_sessions: number };
  /** Every day of the window, oldest first. */
  days: OverviewDay[];
  /** Events by hour of day (0–23) over the window: kept events only, a swept day has no hours. */
  hours: number[];
}

const sqlDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

function dayParam(query: URLSearchParams, name: "since" | "until"): number {
  const value = query.get(name)?.trim() ?? "";
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms)) throw new HttpError(400, `${name} must be a date as YYYY-MM-DD`);
  return ms;
}

/** The counts of TYPES, in their order, under their TOTALS names. */
const totalsOf = (counts: readonly number[]) =>
  Object.fromEntries(TOTALS.map((name, t) => [name, counts[t]])) as Totals;

/** What the retention sweep kept of the days from `since` to before `end` (migration 011), by date. */
function sweptDays(db: AppContext["db"], since: string, end: string): Map<string, OverviewDay> {
  const rows = db
    .prepare(
      `SELECT date, total_views, total_clicks, total_engagements FROM analytics_days WHERE date >= ? AND date < ?`,
    )
    .all(since, end) as OverviewDay[];
  return new Map(rows.map((row) => [row.date, row]));
}

/**
 * The figures over [since, until], each read from one covering index (migration 002). The counts
 * by hour and type are 24 × days × 3 range counts on (event_type, event_date): stepping an index
 * range costs a fraction of the temporary B-tree a GROUP BY on the hour would build. A swept day's
 * totals (migration 011) are added to what is left of its rows.
 */
function compute(db: AppContext["db"], since: number, until: number): Overview {
  const end = until + 24 * HOUR_MS;
  const range = [sqlDate(since), sqlDate(end)] as const;
  const count = db
    .prepare(
      `SELECT COUNT(*) FROM analytics_events INDEXED BY analytics_by_type_date
       WHERE event_type = ? AND event_date >= ? AND event_date < ?`,
    )
    .pluck();
  const hours = Array.from({ length: 24 }, () => 0);
  const days: OverviewDay[] = [];
  const totals = [0, 0, 0];
  const swept = sweptDays(db, range[0].slice(0, 10), range[1].slice(0, 10));
  for (let day = since; day < end; day += 24 * HOUR_MS) {
    const date = sqlDate(day).slice(0, 10);
    const byType = TYPES.map((type, t) => {
      let n = swept.get(date)?.[TOTALS[t]] ?? 0;
      for (let hour = 0; hour < 24; hour++) {
        const at = day + hour * HOUR_MS;
        const events = count.get(type, sqlDate(at), sqlDate(at + HOUR_MS)) as number;
        hours[hour] += events;
        n += events;
      }
      totals[t] += n;
      return n;
    });
    days.push({ date, ...totalsOf(byType) });
  }
  // As the site counted before: a session without an id is a session, but not a visit that bounced.
  const sessions = db
    .prepare(
      `SELECT COUNT(*) AS sessions, COALESCE(SUM(views > 0 AND id <> ''), 0) AS viewing,
              COALESCE(SUM(views = 1 AND id <> ''), 0) AS single
       FROM (SELECT session_id AS id, SUM(event_type = 'page_view') AS views
             FROM analytics_events INDEXED BY analytics_by_session
             WHERE event_date >= ? AND event_date < ? GROUP BY session_id)`,
    )
    .get(...range) as { sessions: number; viewing: number; single: number };
  const pages = db
    .prepare(
      `SELECT COUNT(DISTINCT page_url) FROM analytics_events INDEXED BY analytics_by_page
       WHERE event_date >= ? AND event_date < ?`,
    )
    .pluck()
    .get(...range) as number;
  return {
    summary: { ...totalsOf(totals), unique_sessions: sessions.sessions, unique_pages: pages },
    bounce: { viewing_sessions: sessions.viewing, single_view_sessions: sessions.single },
    days,
    hours,
  };
}

/**
 * Overviews by window, kept while the table does not change: another connection's commit
 * (`PRAGMA data_version`) or `clear()` (a track, a deletion or the retention sweep here) drops them.
 */
export function overviewCache(db: AppContext["db"]) {
  const kept = new Map<string, Overview>();
  let version = -1;
  return {
    get(since: number, until: number): Overview {
      const now = db.pragma("data_version", { simple: true }) as number;
      if (now !== version) kept.clear();
      version = now;
      const key = `${since}:${until}`;
      let overview = kept.get(key);
      if (!overview) {
        if (kept.size >= 16) kept.clear();
        kept.set(key, (overview = compute(db, since, until)));
      }
      return overview;
    },
    clear(): void {
      kept.clear();
    },
  };
}

export function overviewRoute(overviews: ReturnType<typeof overviewCache>): RouteDef {
  return {
    method: "GET",
    path: "analytics/overview.php",
    auth: "studio",
    handle: ({ query }) => {
      const since = dayParam(query, "since");
      const until = dayParam(query, "until");
      const days = (until - since) / (24 * HOUR_MS) + 1;
      if (days < 1 || days > MAX_DAYS) {
        throw new HttpError(400, `until must be on or after since, at most ${MAX_DAYS} days later`);
      }
      return reply(200, { message: "Analytics overview retrieved successfully", ...overviews.get(since, until) });
    },
  };
}
