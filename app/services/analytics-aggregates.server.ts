import type { AnalyticsSummary } from "~/schemas/analytics";
import { DayStore, defaultStoreOptions, type DayEntry } from "~/services/analytics-days.server";
import type { Admin } from "~/session.server";
import {
  eventDistribution,
  hourlyFromCounts,
  windowDays,
  type DailyTraffic,
  type Distribution,
  type HourlyActivity,
} from "~/utils/chart-data";
import { windowTotals, type DayStats } from "~/utils/day-stats";

/**
 * The last seven days of analytics as the dashboard and the analytics page show them, merged from
 * per-day aggregates (analytics-days.server.ts). A page waits for the days at most `budgetMs`;
 * days still being read are named in `pending` and keep being read for the next visit.
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

/** How long a page waits for days being read before it shows what is ready. */
export const PAGE_BUDGET_MS = 1500;

let store: DayStore | undefined;
const dayStore = () => (store ??= new DayStore(defaultStoreOptions()));

/** For tests: a store with its own options (refresh period, directory, clock). */
export function useDayStore(next: DayStore | undefined): void {
  store = next;
  memo = undefined;
}

let memo: { key: string; overview: AnalyticsOverview } | undefined;
let prunedBefore = "";

export async function analyticsOverview(
  admin: Admin,
  { days = 7, now = new Date(), budgetMs = PAGE_BUDGET_MS } = {},
): Promise<AnalyticsOverview> {
  const { keys, labels } = windowDays(now, days);
  const store = dayStore();
  if (prunedBefore !== keys[0]) {
    prunedBefore = keys[0];
    void store.prune(keys[0]).catch((error) => console.error(`Pruning analytics days failed: ${String(error)}`));
  }

  // Each day settles, or is still pending when the budget runs out (its read goes on).
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"pending">((done) => (timer = setTimeout(() => done("pending"), budgetMs)));
  const settled = await Promise.all(
    keys.map((day, i) => {
      const finishedAt = i + 1 < keys.length ? dayStartMs(keys[i + 1]) : Number.POSITIVE_INFINITY;
      const read = dayStore().get(day, finishedAt, admin);
      read.catch(() => undefined); // a read that outlives the page reports nothing
      return Promise.race([read, deadline]);
    }),
  ).finally(() => clearTimeout(timer));

  const ready = settled.flatMap((entry) => (entry === "pending" ? [] : [entry]));
  const key = keys
    .map((day, i) => `${day}:${settled[i] === "pending" ? "-" : (settled[i] as DayEntry).version}`)
    .join();
  if (memo?.key === key) return memo.overview;

  const byDay = new Map(ready.map((entry) => [entry.stats.day, entry.stats]));
  const pending = keys.flatMap((day, i) => (byDay.has(day) ? [] : [labels[i]]));
  const overview = overviewOf(keys, labels, byDay, pending);
  memo = { key, overview };
  return overview;
}

function overviewOf(
  keys: string[],
  labels: string[],
  byDay: Map<string, DayStats>,
  pending: string[],
): AnalyticsOverview {
  const totals = windowTotals([...byDay.values()]);
  const perDay = (type: number) => keys.map((day) => byDay.get(day)?.types[type] ?? 0);
  return {
    pending,
    summary: totals.summary,
    bounceRate: totals.bounceRate,
    traffic: {
      labels: labels.map((label, i) => (byDay.has(keys[i]) ? label : `${label} (still being computed)`)),
      days: keys,
      views: perDay(0),
      clicks: perDay(1),
      engagements: perDay(2),
    },
    activity: hourlyFromCounts(totals.hours),
    distribution: eventDistribution(totals.summary),
  };
}

/** Midnight starting a studio day ('YYYY-MM-DD'), in ms; Accra keeps UTC all year. */
function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** After analytics/delete.php succeeded: the record leaves its day's aggregate at once. */
export async function forgetAnalyticsRecord(id: number): Promise<void> {
  await dayStore().forget(id);
  memo = undefined;
}
