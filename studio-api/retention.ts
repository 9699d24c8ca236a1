import { DEFAULTS, variables } from "../config/env";
import type { Db } from "./db";

/**
 * ANALYTICS_RETENTION_DAYS (README, Configuration): the beacon adds events for ever and nothing else deletes
 * them, so a busy site fills the data disk. Events older than the retention are deleted, their
 * counts per day and type kept in `analytics_days` (migration 011) for overview.php.
 */

/** 13 months: a year's figures can still be set beside the year before (config/env.ts). */
export const DEFAULT_RETENTION_DAYS = DEFAULTS.ANALYTICS_RETENTION_DAYS;
const DAY_MS = 86_400_000;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * The variable's value: unset or empty gives the default, `0` keeps every event; null for anything
 * but a whole number (the caller names the variable).
 */
export function parseRetentionDays(text: string | undefined): number | null {
  const result = variables.ANALYTICS_RETENTION_DAYS.safeParse(text?.trim() || undefined);
  return result.success ? result.data : null;
}

/**
 * 'YYYY-MM-DD 00:00:00' of the UTC day `days` days before `now`'s: events before it go. Null when
 * that is before 1970 (a retention of centuries), which no event is.
 */
export function retentionCutoff(now: Date, days: number): string | null {
  const start = Math.floor(now.getTime() / DAY_MS) * DAY_MS - days * DAY_MS;
  return start >= 0 ? `${new Date(start).toISOString().slice(0, 10)} 00:00:00` : null;
}

/**
 * Moves the events before the cut-off into `analytics_days`, in one transaction so a day's figures
 * are never counted twice or lost. The upsert adds: rows that arrive late for a day already swept
 * (a clock set back, rows another program wrote) join its counts instead of replacing them. Returns how many were deleted.
 */
function sweep(db: Db, cutoff: string): number {
  return db.transaction(() => {
    db.prepare(
      `INSERT INTO analytics_days (date, total_views, total_clicks, total_engagements)
       SELECT substr(event_date, 1, 10), SUM(event_type = 'page_view'), SUM(event_type = 'click'),
              SUM(event_type = 'engagement')
       FROM analytics_events WHERE event_date < ? GROUP BY 1
       ON CONFLICT (date) DO UPDATE SET total_views = total_views + excluded.total_views,
         total_clicks = total_clicks + excluded.total_clicks,
         total_engagements = total_engagements + excluded.total_engagements`,
    ).run(cutoff);
    return db.prepare("DELETE FROM analytics_events WHERE event_date < ?").run(cutoff).changes;
  })();
}

/**
 * The sweep, at start and then hourly. The routes keep summaries and overviews until
 * `PRAGMA data_version` changes, which a commit on this same connection does not do: they register
 * with `onSwept` what to drop.
 */
export class AnalyticsRetention {
  private readonly dropped = new Set<() => void>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    /** 0 keeps every event. */
    readonly days: number,
    private readonly log: (line: string) => void,
  ) {}

  onSwept(drop: () => void): void {
    this.dropped.add(drop);
  }

  /** Sweeps now: the number of events deleted. */
  sweep(now = new Date()): number {
    const cutoff = this.days > 0 ? retentionCutoff(now, this.days) : null;
    if (!cutoff) return 0;
    const deleted = sweep(this.db, cutoff);
    if (deleted > 0) {
      for (const drop of this.dropped) drop();
      this.log(`studio API: analytics retention removed ${deleted} events older than ${cutoff.slice(0, 10)}`);
    }
    return deleted;
  }

  /** A failed sweep is logged and tried again the next hour: the API keeps answering meanwhile. */
  start(): void {
    if (this.days === 0 || this.timer) return;
    const attempt = () => {
      try {
        this.sweep();
      } catch (error) {
        this.log(`studio API: analytics retention failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    attempt();
    this.timer = setInterval(attempt, SWEEP_EVERY_MS).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
