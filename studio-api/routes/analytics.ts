import { z } from "zod";
import type { AppContext } from "../context";
import { sqlNow } from "../dates";
import { Conditions } from "../db";
import { HttpError, intParam, reply, requireId, type RouteDef } from "../http";
import { overviewCache, overviewRoute } from "./analytics-overview";
import { formPost, optionalText, requiredText } from "../validation";

export const EVENT_TYPES = ["page_view", "click", "engagement"] as const;

interface EventRow {
  id: number;
  session_id: string;
  page_url: string;
  event_type: string;
  event_date: string;
  ip_address: string;
  referrer: string;
}

/** The page's path for display: 'https://site/resources/blogs?x=1' → '/resources/blogs?x=1'. */
export function displayUrl(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    return `${url.pathname}${url.search}`;
  } catch {
    return pageUrl;
  }
}

const toEvent = (row: EventRow) => ({
  id: row.id,
  session_id: row.session_id,
  page_url: row.page_url,
  page_url_display: displayUrl(row.page_url),
  event_type: row.event_type,
  event_date: row.event_date,
  ip_address: row.ip_address,
  referrer: row.referrer,
});

const trackSchema = z.object({
  session_id: requiredText("session_id is required", "session_id", 128),
  event_type: z.enum(EVENT_TYPES, { message: `event_type must be one of ${EVENT_TYPES.join(", ")}` }),
  page_url: requiredText("page_url is required", "page_url", 2048),
  referrer: optionalText("referrer", 2048),
  ip_address: optionalText("ip_address", 64),
  user_agent: optionalText("user_agent", 512),
  label: optionalText("label", 200),
});

interface Filters {
  where: string;
  params: readonly (string | number)[];
  byTypeOnly: boolean;
  searched: boolean;
}

function listFilters(query: URLSearchParams): Filters {
  const conditions = new Conditions();
  const eventType = query.get("event_type")?.trim();
  if (eventType) {
    if (!(EVENT_TYPES as readonly string[]).includes(eventType)) {
      throw new HttpError(400, `event_type must be one of ${EVENT_TYPES.join(", ")}`);
    }
    conditions.add("event_type = ?", eventType);
  }
  const search = query.get("search")?.trim();
  if (search) conditions.contains(["page_url", "session_id", "ip_address", "referrer"], search);
  const since = dayParam(query, "since");
  if (since) conditions.add("event_date >= ?", `${since} 00:00:00`);
  const until = dayParam(query, "until");
  if (until) conditions.add("event_date <= ?", `${until} 23:59:59.999`);
  const { where, params } = conditions;
  return { where, params, byTypeOnly: Boolean(eventType) && conditions.count === 1, searched: Boolean(search) };
}

function dayParam(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)?.trim();
  if (value && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))) {
    throw new HttpError(400, `${name} must be a date as YYYY-MM-DD`);
  }
  return value || undefined;
}

interface Summary {
  total_records: number;
  total_views: number;
  total_clicks: number;
  total_engagements: number;
  unique_sessions: number;
  unique_pages: number;
}

/**
 * The summary as three queries, each answered from one covering index (migration 002):
 * one query with two COUNT(DISTINCT …) built two temporary B-trees over every matching row.
 * A search matches no index, so its matching rows are read once into a temporary table.
 */
function summarize(db: AppContext["db"], { where, params, byTypeOnly, searched }: Filters): Summary {
  const source = searched ? "matched" : "analytics_events";
  const run = <T>(sql: string, one: boolean): T => {
    const query = searched
      ? `WITH matched AS MATERIALIZED (SELECT event_type, session_id, page_url FROM analytics_events ${where}) ${sql}`
      : sql;
    const statement = db.prepare(query);
    return (one ? statement.get(...params) : statement.all(...params)) as T;
  };
  const filter = searched ? "" : where;
  const byType = run<{ event_type: string; n: number }[]>(
    `SELECT event_type, COUNT(*) AS n FROM ${source} ${filter} GROUP BY event_type`,
    false,
  );
  const count = (type: string) => byType.find((row) => row.event_type === type)?.n ?? 0;
  // Filtered by type alone, the planner would pick the type index and sort; the covering index is faster.
  const distinct = (column: "session_id" | "page_url") => {
    const hint = byTypeOnly
      ? `INDEXED BY ${column === "session_id" ? "analytics_by_session" : "analytics_by_page"}`
      : "";
    return run<{ n: number }>(`SELECT COUNT(DISTINCT ${column}) AS n FROM ${source} ${hint} ${filter}`, true).n;
  };
  return {
    total_records: byType.reduce((sum, row) => sum + row.n, 0),
    total_views: count("page_view"),
    total_clicks: count("click"),
    total_engagements: count("engagement"),
    unique_sessions: distinct("session_id"),
    unique_pages: distinct("page_url"),
  };
}

/**
 * Summaries by filter, kept while the table does not change, so paging through a list costs no
 * count over 200,000 rows. Exact: a commit by another connection (`PRAGMA data_version`), a
 * deletion here or the retention sweep drops them all; an event tracked here updates the unfiltered
 * one in place (two index lookups tell whether its session and page are new) and drops the others.
 */
const keyOf = (filters: Pick<Filters, "where" | "params">) => JSON.stringify([filters.where, filters.params]);
const UNFILTERED = keyOf({ where: "", params: [] });

function summaryCache(db: AppContext["db"]) {
  const kept = new Map<string, Summary>();
  let version = -1;
  const seen = (column: "session_id" | "page_url") =>
    db.prepare(`SELECT EXISTS (SELECT 1 FROM analytics_events WHERE ${column} = ?) AS n`);
  const sessionSeen = seen("session_id");
  const pageSeen = seen("page_url");
  const current = () => {
    const now = db.pragma("data_version", { simple: true }) as number;
    if (now !== version) kept.clear();
    version = now;
  };
  return {
    get(filters: Filters): Summary {
      current();
      const key = keyOf(filters);
      let summary = kept.get(key);
      if (!summary) kept.set(key, (summary = summarize(db, filters)));
      return summary;
    },
    /** Wraps the insert of one event: the unfiltered summary follows it. */
    track(event: { session_id: string; page_url: string; event_type: string }, insert: () => void): void {
      current();
      const all = kept.get(UNFILTERED);
      kept.clear();
      if (!all) return insert();
      const newSession = !(sessionSeen.get(event.session_id) as { n: number }).n;
      const newPage = !(pageSeen.get(event.page_url) as { n: number }).n;
      insert();
      const field = { page_view: "total_views", click: "total_clicks", engagement: "total_engagements" } as const;
      const type = field[event.event_type as keyof typeof field];
      kept.set(UNFILTERED, {
        ...all,
        total_records: all.total_records + 1,
        [type]: all[type] + 1,
        unique_sessions: all.unique_sessions + (newSession ? 1 : 0),
        unique_pages: all.unique_pages + (newPage ? 1 : 0),
      });
    },
    clear(): void {
      kept.clear();
    },
  };
}

export function analyticsRoutes({ db, retention, style }: AppContext): RouteDef[] {
  const summaries = summaryCache(db);
  const overviews = overviewCache(db);
  retention.onSwept(() => {
    summaries.clear();
    overviews.clear();
  });
  const insert = db.prepare(
    `INSERT INTO analytics_events (session_id, page_url, event_type, event_date, ip_address, referrer, user_agent, label)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return [
    formPost("analytics/track-views.php", "analytics", trackSchema, (input, req) => {
      // Our contract: the visitor's address and browser in the body, else PHP's REMOTE_ADDR. A PHP
      // style reads them as a PHP script written for browsers does: X-Forwarded-For, User-Agent.
      const header = (name: string) => [req.headers[name]].flat()[0]?.trim() || undefined;
      const php = style !== "json";
      const forwarded = header("x-forwarded-for")?.split(",")[0]?.trim();
      const ip = (php ? forwarded : input.ip_address) || req.socket.remoteAddress || "";
      const user_agent = php ? header("user-agent")?.slice(0, 512) : input.user_agent;
      const { session_id, page_url, event_type, referrer, label } = input;
      summaries.track(input, () =>
        insert.run(session_id, page_url, event_type, sqlNow(), ip, referrer, user_agent, label),
      );
      overviews.clear();
      return reply(201, { message: "Event recorded" });
    }),
    {
      method: "GET",
      path: "analytics/track-views.php",
      auth: "studio",
      handle: ({ query }) => {
        const page = intParam(query, "page", 1, 1, 1_000_000);
        const limit = intParam(query, "limit", 50, 1, 1000);
        const filters = listFilters(query);
        const { where, params } = filters;
        const summary = summaries.get(filters);
        const rows = db
          .prepare(`SELECT * FROM analytics_events ${where} ORDER BY event_date DESC, id DESC LIMIT ? OFFSET ?`)
          .all(...params, limit, (page - 1) * limit) as EventRow[];
        const { total_records, ...totals } = summary;
        return reply(200, {
          message: "Analytics data retrieved successfully",
          data: rows.map(toEvent),
          summary: totals,
          pagination: {
            current_page: page,
            per_page: limit,
            total_records,
            total_pages: Math.max(1, Math.ceil(total_records / limit)),
          },
        });
      },
    },
    {
      method: "DELETE",
      path: "analytics/delete.php",
      auth: "studio",
      handle: ({ query }) => {
        const id = requireId(query.get("id"), "Record");
        const result = db.prepare("DELETE FROM analytics_events WHERE id = ?").run(id);
        if (result.changes === 0) throw new HttpError(404, "Record not found");
        summaries.clear();
        overviews.clear();
        return reply(200, { message: "Record deleted successfully" });
      },
    },
    overviewRoute(overviews),
  ];
}
