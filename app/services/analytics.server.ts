import {
  analyticsListResponseSchema,
  EMPTY_SUMMARY,
  messageResponseSchema,
  type AnalyticsList,
} from "~/schemas/analytics";
import { upstream, type Admin } from "~/services/client.server";
import { emptyUnlessFound } from "~/services/resource.server";
import { type EventType } from "~/vocabulary/event-types";

export interface AnalyticsListQuery {
  page: number;
  limit: number;
  event_type?: EventType;
  search?: string;
}

/** One page of analytics records with the API's summary and pagination. */
export async function listAnalytics(query: AnalyticsListQuery, admin: Admin): Promise<AnalyticsList> {
  const answer = await emptyUnlessFound(
    upstream({
      path: "analytics/track-views.php",
      query: { page: query.page, limit: query.limit, event_type: query.event_type, search: query.search },
      schema: analyticsListResponseSchema,
      cookie: admin.upstreamCookie,
    }),
  );
  // A 404 with a message ('No records found') is an empty list.
  return (
    answer?.data ?? {
      data: [],
      summary: EMPTY_SUMMARY,
      pagination: { current_page: query.page, per_page: query.limit, total_records: 0, total_pages: 1 },
    }
  );
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
