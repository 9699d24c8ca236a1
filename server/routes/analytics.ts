import { z } from "zod";
import type { AppContext } from "../context";
import { sqlNow } from "../dates";
import { HttpError, intParam, reply, requireId, type RouteDef } from "../http";
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
  params: string[];
  byTypeOnly: boolean;
}

function listFilters(query: URLSearchParams): Filters {
  const clauses: string[] = [];
  const params: string[] = [];
  const eventType = query.get("event_type")?.trim();
  if (eventType) {
    if (!(EVENT_TYPES as readonly string[]).includes(eventType)) {
      throw new HttpError(400, `event_type must be one of ${EVENT_TYPES.join(", ")}`);
    }
    clauses.push("event_type = ?");
    params.push(eventType);
  }
  const search = query.get("search")?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    clauses.push(
      "(page_url LIKE ? ESCAPE '\\' OR session_id LIKE ? ESCAPE '\\' OR ip_address LIKE ? ESCAPE '\\' OR referrer LIKE ? ESCAPE '\\')",
    );
    params.push(pattern, pattern, pattern, pattern);
  }
  const since = dayParam(query, "since");
  if (since) {
    clauses.push("event_date >= ?");
    params.push(`${since} 00:00:00`);
  }
  const until = dayParam(query, "until");
  if (until) {
    clauses.push("event_date <= ?");
    params.push(`${until} 23:59:59.999`);
  }
  const where = clauses.length ? `WHERE ${clauses.join(" AND ")}` : "";
  return { where, params, byTypeOnly: Boolean(eventType) && clauses.length === 1 };
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
 */
function summarize(db: AppContext["db"], { where, params, byTypeOnly }: Filters): Summary {
  const byType = db
    .prepare(`SELECT event_type, COUNT(*) AS n FROM analytics_events ${where} GROUP BY event_type`)
    .all(...params) as { event_type: string; n: number }[];
  const count = (type: string) => byType.find((row) => row.event_type === type)?.n ?? 0;
  // Filtered by type alone, the planner would pick the type index and sort; the covering index is faster.
  const distinct = (column: "session_id" | "page_url") => {
    const hint = byTypeOnly
      ? `INDEXED BY ${column === "session_id" ? "analytics_by_session" : "analytics_by_page"}`
      : "";
    const sql = `SELECT COUNT(DISTINCT ${column}) AS n FROM analytics_events ${hint} ${where}`;
    return (db.prepare(sql).get(...params) as { n: number }).n;
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

export function analyticsRoutes({ db }: AppContext): RouteDef[] {
  return [
    formPost("analytics/track-views.php", "analytics", trackSchema, (input, req) => {
      // Like PHP's REMOTE_ADDR when the caller does not pass the visitor's address on.
      const ip = input.ip_address || req.socket.remoteAddress || "";
      db.prepare(
        `INSERT INTO analytics_events (session_id, page_url, event_type, event_date, ip_address, referrer, user_agent, label)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        input.session_id,
        input.page_url,
        input.event_type,
        sqlNow(),
        ip,
        input.referrer,
        input.user_agent,
        input.label,
      );
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
        const summary = summarize(db, filters);
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
        return reply(200, { message: "Record deleted successfully" });
      },
    },
  ];
}
