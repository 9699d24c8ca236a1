import {
  analyticsListResponseSchema,
  messageResponseSchema,
  type AnalyticsList,
  type AnalyticsRecord,
  type AnalyticsSummary,
} from "~/schemas/analytics";
import { upstream } from "~/services/client.server";
import type { Admin } from "~/session.server";
import { windowStart } from "~/utils/chart-data";
import { type EventType } from "~/vocabulary/event-types";

export interface AnalyticsListQuery {
  page: number;
  limit: number;
  event_type?: EventType;
  search?: string;
}

/** One page of analytics records with the API's summary and pagination. */
export async function listAnalytics(query: AnalyticsListQuery, admin: Admin): Promise<AnalyticsList> {
  const { data } = await upstream({
    path: "analytics/track-views.php",
    query: { page: query.page, limit: query.limit, event_type: query.event_type, search: query.search },
    schema: analyticsListResponseSchema,
    cookie: admin.upstreamCookie,
  });
  return data;
}

export interface RecentAnalytics {
  days: number;
  events: AnalyticsRecord[];
  summary: AnalyticsSummary;
  /** True when the window held more events than we read (the charts then undercount). */
  truncated: boolean;
}

/** The API's largest page, and how many of them the charts read at most. */
const PAGE_LIMIT = 1000;
const MAX_PAGES = 20;

/** Every event of the last `days` days (studio clock), for the charts and the bounce rate. */
export async function recentAnalytics(admin: Admin, { days = 7, now = new Date() } = {}): Promise<RecentAnalytics> {
  const since = windowStart(now, days);
  const page = (n: number) => listAnalyticsSince(since, n, admin);
  const first = await page(1);
  const pages = Math.min(first.pagination.total_pages, MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => page(i + 2)));
  return {
    days,
    events: [first, ...rest].flatMap((result) => result.data),
    summary: first.summary,
    truncated: first.pagination.total_pages > MAX_PAGES,
  };
}

async function listAnalyticsSince(since: string, page: number, admin: Admin): Promise<AnalyticsList> {
  const { data } = await upstream({
    path: "analytics/track-views.php",
    query: { page, limit: PAGE_LIMIT, since },
    schema: analyticsListResponseSchema,
    cookie: admin.upstreamCookie,
  });
  return data;
}

/** analytics/delete.php; the API's message on success. */
export async function deleteAnalyticsRecord(id: number, admin: Admin): Promise<string> {
  const { data } = await upstream({
    path: "analytics/delete.php",
    method: "DELETE",
    query: { id },
    schema: messageResponseSchema,
    cookie: admin.upstreamCookie,
  });
  return data.message ?? "Record deleted successfully";
}
