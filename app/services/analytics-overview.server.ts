import { z } from "zod";
import { analyticsSummarySchema, type AnalyticsSummary } from "~/schemas/analytics";
import { upstream, type Admin } from "~/services/client.server";
import {
  eventDistribution,
  hourlyFromCounts,
  type DailyTraffic,
  type Distribution,
  type HourlyActivity,
} from "~/utils/chart-data";

/**
 * analytics/overview.php (our choice, docs/api-contract.md): the week's figures counted by the API
 * in one call, so a page costs the same whatever the week holds (docs/performance.md). The site used to read
 * every event of the week, 1,000 per call, and add them up itself.
 */

export interface AnalyticsOverview {
  /** Labels ('Mon 3 Mar') of the days not read yet: the figures leave them out. */
  pending: string[];
  summary: AnalyticsSummary;
  bounceRate: number | null;
  traffic: DailyTraffic;
  activity: HourlyActivity;
  distribution: Distribution;
}

const figure = z.coerce.number().int().nonnegative();

export const overviewResponseSchema = z.object({
  summary: analyticsSummarySchema,
  bounce: z.object({ viewing_sessions: figure, single_view_sessions: figure }),
  days: z.array(
    z.object({
      date: z.string(),
      total_views: figure,
      total_clicks: figure,
      total_engagements: figure,
    }),
  ),
  hours: z.array(figure).length(24),
});

export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

/** The API's overview of the studio days `keys` (oldest first), labelled `labels` for the charts. */
export async function readOverview(keys: string[], labels: string[], admin: Admin): Promise<AnalyticsOverview> {
  const { data } = await upstream({
    path: "analytics/overview.php",
    query: { since: keys[0], until: keys[keys.length - 1] },
    schema: overviewResponseSchema,
    cookie: admin.upstreamCookie,
  });
  return overviewFrom(data, keys, labels);
}

/** The pages' shape of an API overview; a day the API did not list had no events. */
export function overviewFrom(data: OverviewResponse, keys: string[], labels: string[]): AnalyticsOverview {
  const byDay = new Map(data.days.map((day) => [day.date, day]));
  const series = (field: "total_views" | "total_clicks" | "total_engagements") =>
    keys.map((key) => byDay.get(key)?.[field] ?? 0);
  const traffic: DailyTraffic = {
    labels,
    days: keys,
    views: series("total_views"),
    clicks: series("total_clicks"),
    engagements: series("total_engagements"),
  };
  const { viewing_sessions: viewing, single_view_sessions: single } = data.bounce;
  return {
    pending: [],
    summary: data.summary,
    bounceRate: viewing ? (single / viewing) * 100 : null,
    traffic,
    activity: hourlyFromCounts(data.hours),
    distribution: eventDistribution(data.summary),
  };
}
