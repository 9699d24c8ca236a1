import { analyticsListResponseSchema, messageResponseSchema, type AnalyticsList } from "~/schemas/analytics";
import { forgetAnalyticsRecord } from "~/services/analytics-aggregates.server";
import { upstream } from "~/services/client.server";
import type { Admin } from "~/session.server";
import { type EventType } from "~/vocabulary/event-types";

export { analyticsOverview, type AnalyticsOverview } from "~/services/analytics-aggregates.server";

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

/** analytics/delete.php; the API's message on success. The record also leaves the charts' day aggregate. */
export async function deleteAnalyticsRecord(id: number, admin: Admin): Promise<string> {
  const { data } = await upstream({
    path: "analytics/delete.php",
    method: "DELETE",
    query: { id },
    schema: messageResponseSchema,
    cookie: admin.upstreamCookie,
  });
  await forgetAnalyticsRecord(id);
  return data.message ?? "Record deleted successfully";
}
