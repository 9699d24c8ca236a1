import { DayStore, defaultStoreOptions, type DayEntry } from "~/services/analytics-days.server";
import { readOverview, type AnalyticsOverview } from "~/services/analytics-overview.server";
import { deleteAnalyticsRecord } from "~/services/analytics.server";
import { UpstreamError, type Admin } from "~/services/client.server";
import { eventDistribution, hourlyFromCounts, windowDays } from "~/utils/chart-data";
import { windowTotals, type DayStats } from "~/utils/day-stats";

/**
 * The last seven days of analytics as the dashboard and the analytics page show them: counted by
 * the API in one call (analytics/overview.php, analytics-overview.server.ts) and kept for the
 * refresh period (ANALYTICS_REFRESH_S), so a view costs the same whatever the week holds. An API
 * without that call (a PHP backend that has not added it answers 404) gets the older way: per-day
 * aggregates of every event, read by the site (analytics-days.server.ts). Either way a page waits
 * at most `budgetMs`; days not in yet are named in `pending` and keep being read for the next visit.
 */

export type { AnalyticsOverview };

/** How long a page waits for days being read before it shows what is ready. */
export const PAGE_BUDGET_MS = 1500;

let store: DayStore | undefined;
const dayStore = () => (store ??= new DayStore(defaultStoreOptions()));

/** For tests: a store with its own options (refresh period, directory, clock); forgets kept figures. */
export function useDayStore(next: DayStore | undefined): void {
  store = next;
  memo = undefined;
  kept = undefined;
  reading = undefined;
  missingSince = undefined;
  refreshMs = undefined;
}

/** The API's overview of one window, and when it was read. */
let kept: { window: string; at: number; overview: AnalyticsOverview } | undefined;
let refreshMs: number | undefined;
let reading: { window: string; done: Promise<AnalyticsOverview> } | undefined;
/** Bumped by a deletion: an overview read before it is not kept. */
let generation = 0;
/** When the API answered 404 to the overview: the days are read instead, and the call tried again later. */
let missingSince: number | undefined;
const MISSING_RECHECK_MS = 10 * 60_000;
/** Kept figures older than the refresh period are shown while newer ones are read, up to this many periods. */
const STALE_PERIODS = 10;

let memo: { key: string; overview: AnalyticsOverview } | undefined;
let prunedBefore = "";

export async function analyticsOverview(
  admin: Admin,
  { days = 7, now = new Date(), budgetMs = PAGE_BUDGET_MS } = {},
): Promise<AnalyticsOverview> {
  const { keys, labels } = windowDays(now, days);
  const at = now.getTime();
  if (missingSince === undefined || at - missingSince >= MISSING_RECHECK_MS) {
    try {
      return await apiOverview(keys, labels, admin, at, budgetMs);
    } catch (error) {
      if (!(error instanceof UpstreamError && error.kind === "status" && error.status === 404)) throw error;
      missingSince = at;
      console.warn("The API has no analytics/overview.php: the site reads the week's events itself.");
    }
  }
  return dayStoreOverview(keys, labels, admin, budgetMs);
}

async function apiOverview(
  keys: string[],
  labels: string[],
  admin: Admin,
  at: number,
  budgetMs: number,
): Promise<AnalyticsOverview> {
  const window = `${keys[0]}:${keys[keys.length - 1]}`;
  refreshMs ??= defaultStoreOptions().refreshMs;
  const mine = kept?.window === window ? kept : undefined;
  if (mine && at - mine.at < refreshMs) return mine.overview;
  if (reading?.window !== window) {
    const started = generation;
    const done = readOverview(keys, labels, admin).then((overview) => {
      missingSince = undefined;
      if (started === generation) kept = { window, at, overview };
      return overview;
    });
    const current = { window, done };
    reading = current;
    void done
      .catch(() => undefined)
      .finally(() => {
        if (reading === current) reading = undefined;
      });
  }
  const { done } = reading;
  if (mine && at - mine.at < refreshMs * STALE_PERIODS) {
    done.catch((error) => console.error(`Refreshing the analytics overview failed: ${String(error)}`));
    return mine.overview;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"pending">((settle) => (timer = setTimeout(() => settle("pending"), budgetMs)));
  const first = await Promise.race([done, deadline]).finally(() => clearTimeout(timer));
  return first === "pending" ? overviewOf(keys, labels, new Map(), labels) : first;
}

/** The older way, for an API without analytics/overview.php: every event of the week, per day. */
async function dayStoreOverview(
  keys: string[],
  labels: string[],
  admin: Admin,
  budgetMs: number,
): Promise<AnalyticsOverview> {
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

/** After analytics/delete.php succeeded: the next view counts again; the record leaves its day's aggregate at once. */
export async function forgetAnalyticsRecord(id: number): Promise<void> {
  generation += 1;
  kept = undefined;
  reading = undefined;
  memo = undefined;
  if (store) await store.forget(id);
}

/** Deletes a record through the API (its message on success), and takes it out of the charts' day aggregates. */
export async function removeAnalyticsRecord(id: number, admin: Admin): Promise<string> {
  const message = await deleteAnalyticsRecord(id, admin);
  await forgetAnalyticsRecord(id);
  return message;
}
