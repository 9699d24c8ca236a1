import { studioClock } from "~/vocabulary/studio-clock";

/**
 * Shapes analytics events into what the charts and their data tables show.
 * Pure functions of their inputs (the clock is passed in), so the server, the
 * browser and the unit tests compute the same numbers.
 */

export interface TimedEvent {
  event_date: string;
}

export interface TypedEvent extends TimedEvent {
  event_type: string;
  session_id: string;
}

/** '12 AM', '1 AM' … '11 AM', '12 PM', '1 PM' … '11 PM'. */
export function hourLabel(hour: number): string {
  const suffix = hour < 12 ? "AM" : "PM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${suffix}`;
}

export const HOUR_LABELS = Array.from({ length: 24 }, (_, hour) => hourLabel(hour));

/**
 * The API's 'YYYY-MM-DD HH:MM:SS' is UTC (Accra's time, UTC+0 all year); an
 * ISO date with its own offset is read as given. Null when unreadable.
 */
export function parseEventDate(value: string): Date | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const plain = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(trimmed);
  const date = new Date(plain ? `${trimmed.replace(" ", "T")}Z` : trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface HourlyActivity {
  labels: string[];
  counts: number[];
  /** The busiest hours (ties share the peak); empty when there is no activity. */
  peakHours: number[];
}

/** 24 buckets of events by hour of day on the studio's clock. */
export function hourlyActivity(events: readonly TimedEvent[]): HourlyActivity {
  const counts = Array.from({ length: 24 }, () => 0);
  for (const event of events) {
    const date = parseEventDate(event.event_date);
    if (date) counts[studioClock(date).hour] += 1;
  }
  return hourlyFromCounts(counts);
}

/** The chart's shape for 24 hourly counts already made (per-day aggregates). */
export function hourlyFromCounts(counts: number[]): HourlyActivity {
  const max = Math.max(...counts);
  const peakHours = max > 0 ? counts.flatMap((count, hour) => (count === max ? [hour] : [])) : [];
  return { labels: HOUR_LABELS, counts, peakHours };
}

/** Two series, so the legend can name them: normal hours (blue) and the peak (green). */
export function splitPeak({ counts, peakHours }: HourlyActivity): { normal: number[]; peak: number[] } {
  const isPeak = new Set(peakHours);
  return {
    normal: counts.map((count, hour) => (isPeak.has(hour) ? 0 : count)),
    peak: counts.map((count, hour) => (isPeak.has(hour) ? count : 0)),
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYY-MM-DD' of a date on the studio's clock. */
export function studioDay(date: Date): string {
  const { year, month, day } = studioClock(date);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The first day of the `days`-day window ending today, as 'YYYY-MM-DD' (the API's `since`). */
export function windowStart(now: Date, days = 7): string {
  return studioDay(new Date(now.getTime() - (days - 1) * 86_400_000));
}

export interface DailyTraffic {
  /** 'Mon 3 Mar' */
  labels: string[];
  days: string[];
  views: number[];
  clicks: number[];
  engagements: number[];
}

/** Events per day and type over the `days` days ending today (studio clock). */
export function dailyTraffic(events: readonly TypedEvent[], now: Date, days = 7): DailyTraffic {
  const { keys, labels } = windowDays(now, days);
  const index = new Map(keys.map((key, i) => [key, i]));
  const zeros = () => Array.from({ length: days }, () => 0);
  const series: Record<string, number[]> = { page_view: zeros(), click: zeros(), engagement: zeros() };
  for (const event of events) {
    const date = parseEventDate(event.event_date);
    const row = series[event.event_type];
    if (!date || !row) continue;
    const i = index.get(studioDay(date));
    if (i !== undefined) row[i] += 1;
  }
  return {
    labels,
    days: keys,
    views: series.page_view,
    clicks: series.click,
    engagements: series.engagement,
  };
}

/** The `days` studio days ending today: 'YYYY-MM-DD' keys and 'Mon 3 Mar' labels, oldest first. */
export function windowDays(now: Date, days = 7): { keys: string[]; labels: string[] } {
  const dates = Array.from({ length: days }, (_, i) => new Date(now.getTime() - (days - 1 - i) * 86_400_000));
  return {
    keys: dates.map(studioDay),
    labels: dates.map((date) => {
      const clock = studioClock(date);
      return `${WEEKDAYS[clock.weekday]} ${clock.day} ${MONTHS[clock.month - 1]}`;
    }),
  };
}

export interface Distribution {
  labels: string[];
  counts: number[];
}

/** Shares of each event type, for the doughnut. */
export function eventDistribution(summary: {
  total_views: number;
  total_clicks: number;
  total_engagements: number;
}): Distribution {
  return {
    labels: ["Page Views", "Clicks", "Engagements"],
    counts: [summary.total_views, summary.total_clicks, summary.total_engagements],
  };
}

/**
 * Bounce rate in percent: of the sessions with at least one page view, the
 * share that viewed exactly one page. Null when no session viewed a page.
 */
export function bounceRate(events: readonly TypedEvent[]): number | null {
  const views = new Map<string, number>();
  for (const event of events) {
    if (event.event_type !== "page_view" || !event.session_id) continue;
    views.set(event.session_id, (views.get(event.session_id) ?? 0) + 1);
  }
  if (views.size === 0) return null;
  let single = 0;
  for (const count of views.values()) if (count === 1) single += 1;
  return (single / views.size) * 100;
}

/** '5 Mar 2026, 14:03' on the studio's clock; the raw value when unreadable. */
export function formatEventDate(value: string): string {
  const date = parseEventDate(value);
  if (!date) return value;
  const { year, month, day, hour, minute } = studioClock(date);
  return `${day} ${MONTHS[month - 1]} ${year}, ${pad(hour)}:${pad(minute)}`;
}
