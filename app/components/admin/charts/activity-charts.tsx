import { lazy, type ReactNode } from "react";
import { ChartFrame, DataTable } from "~/components/admin/charts/chart-frame";
import type { DailyTraffic, Distribution, HourlyActivity } from "~/utils/chart-data";
import { splitPeak } from "~/utils/chart-data";

// One lazily loaded chunk holds chart.js and all three charts.
const load = () => import("~/components/admin/charts/chartjs.client");
const HourlyActivityChart = lazy(() => load().then((m) => ({ default: m.HourlyActivityChart })));
const TrafficChart = lazy(() => load().then((m) => ({ default: m.TrafficChart })));
const DistributionChart = lazy(() => load().then((m) => ({ default: m.DistributionChart })));

const total = (counts: number[]) => counts.reduce((sum, n) => sum + n, 0);

/** 'Hourly Activity Pattern': 24 bars, the busiest hour green (admin-area §2, §9). */
export function HourlyActivityCard({
  activity,
  caption,
  note,
}: {
  activity: HourlyActivity;
  caption?: ReactNode;
  note?: ReactNode;
}) {
  const { normal, peak } = splitPeak(activity);
  const peakSet = new Set(activity.peakHours);
  const peakText = activity.peakHours.length
    ? `Peak: ${activity.peakHours.map((hour) => activity.labels[hour]).join(", ")}.`
    : "No activity recorded.";
  return (
    <ChartFrame
      title="Hourly Activity Pattern"
      caption={caption}
      note={note}
      table={
        <DataTable
          caption="Events by hour of day"
          columns={["Hour", "Events"]}
          rows={activity.labels.map((label, hour) => ({
            key: label,
            highlight: peakSet.has(hour),
            cells: [peakSet.has(hour) ? `${label} (peak)` : label, activity.counts[hour]],
          }))}
        />
      }
    >
      {() => (
        <HourlyActivityChart
          labels={activity.labels}
          normal={normal}
          peak={peak}
          label={`Bar chart of events by hour of day, ${total(activity.counts)} in all. ${peakText}`}
        />
      )}
    </ChartFrame>
  );
}

/** 'Traffic Overview': events per day over the last seven days. */
export function TrafficOverviewCard({ traffic, note }: { traffic: DailyTraffic; note?: ReactNode }) {
  return (
    <ChartFrame
      title="Traffic Overview"
      caption="Last 7 days"
      height={320}
      note={note}
      table={
        <DataTable
          caption="Events per day, last 7 days"
          columns={["Day", "Page Views", "Clicks", "Engagements"]}
          rows={traffic.labels.map((label, i) => ({
            key: traffic.days[i],
            cells: [label, traffic.views[i], traffic.clicks[i], traffic.engagements[i]],
          }))}
        />
      }
    >
      {() => (
        <TrafficChart
          labels={traffic.labels}
          views={traffic.views}
          clicks={traffic.clicks}
          engagements={traffic.engagements}
          label={`Line chart of page views, clicks and engagements per day over the last 7 days: ${total(traffic.views)} page views in all.`}
        />
      )}
    </ChartFrame>
  );
}

/** 'Event Distribution': the share of each event type. */
export function EventDistributionCard({ distribution, note }: { distribution: Distribution; note?: ReactNode }) {
  const sum = total(distribution.counts);
  const share = (n: number) => (sum ? `${Math.round((n / sum) * 100)}%` : "0%");
  return (
    <ChartFrame
      title="Event Distribution"
      caption="Last 7 days"
      height={320}
      note={note}
      table={
        <DataTable
          caption="Events by type"
          columns={["Event type", "Events", "Share"]}
          rows={distribution.labels.map((label, i) => ({
            key: label,
            cells: [label, distribution.counts[i], share(distribution.counts[i])],
          }))}
        />
      }
    >
      {() =>
        sum ? (
          <DistributionChart
            labels={distribution.labels}
            counts={distribution.counts}
            label={`Doughnut chart of events by type: ${distribution.labels
              .map((label, i) => `${label} ${share(distribution.counts[i])}`)
              .join(", ")}.`}
          />
        ) : (
          <p className="chart-card__empty">No events recorded in this period.</p>
        )
      }
    </ChartFrame>
  );
}
