import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import { env } from "~/platform/env.server";
import { analyticsListResponseSchema, type AnalyticsList } from "~/schemas/analytics";
import { upstream, type Admin } from "~/services/client.server";
import { DayStats, type DayFile } from "~/utils/day-stats";

/**
 * One studio day of analytics from the API (`since` = `until` = that day), kept in memory and,
 * when a directory is configured, on disk. A day that has ended is read once and then only
 * verified (one summary call, behind the page) after a restart and every ten refresh periods; today is brought
 * up to date at most every refresh period by reading its newest page. Concurrent callers of the
 * same day share one read.
 */

const PAGE_LIMIT = 1000;
const PARALLEL_PAGES = 4;
/** Today's refresh looks at this many newest events first; most refreshes need no more. */
const FIRST_LOOK = 100;
/** Events are stamped by the API's clock: a day counts as finished a minute after it ends. */
const LATE_EVENTS_MS = 60_000;

export interface DayEntry {
  stats: DayStats;
  /** Read after the day ended: only a deletion changes it now. */
  final: boolean;
  checkedAt: number;
  verifiedAt: number;
  /** Bumped on every change, so merged windows know when to recompute. */
  version: number;
}

export interface DayStoreOptions {
  refreshMs: number;
  /** Where day files live; null keeps them in memory only. */
  dir: string | null;
  now?: () => number;
}

export function defaultStoreOptions(): DayStoreOptions {
  const config = env();
  const base = config.ANALYTICS_CACHE_DIR ?? (config.DATA_DIR ? path.join(config.DATA_DIR, "analytics-cache") : null);
  // One folder per API, so two backends never share a day.
  const api = createHash("sha256").update(config.STUDIO_API_URL).digest("hex").slice(0, 12);
  return { refreshMs: config.ANALYTICS_REFRESH_S * 1000, dir: base ? path.join(base, api) : null };
}

/**
 * Full pages in flight across all days, at most PARALLEL_PAGES: reading a week for the first time
 * would otherwise queue the page's own calls (the records list, the counts) behind 28 pages at the
 * API and keep the site's event loop busy past the page's budget. Small reads skip the queue.
 */
const fullPages = pLimit(PARALLEL_PAGES);

// An API ignoring `since`/`until` (our extension) gives every day the same pages: each is read once for
// all days (for 10 s) and a day's read stops at a page ending before the day (docs/performance.md).
let ignoresDays = false;
const sharedPages = new Map<string, { at: number; list: Promise<AnalyticsList> }>();

const pastDay = (list: AnalyticsList, day: string) =>
  ignoresDays && list.data.length > 0 && list.data[list.data.length - 1].event_date.slice(0, 10) < day;

async function readPage(day: string, page: number, limit: number, admin: Admin): Promise<AnalyticsList> {
  const key = `${page}:${limit}`;
  const kept = ignoresDays ? sharedPages.get(key) : undefined;
  if (kept && Date.now() - kept.at < 10_000) return kept.list;
  const read = async () => {
    const { data } = await upstream({
      path: "analytics/track-views.php",
      query: { page, limit, since: day, until: day },
      schema: analyticsListResponseSchema,
      cookie: admin.upstreamCookie,
    });
    if (data.data.some((event) => event.event_date.slice(0, 10) !== day)) ignoresDays = true;
    return data;
  };
  const list = limit >= PAGE_LIMIT ? fullPages(read) : read();
  if (ignoresDays) sharedPages.set(key, { at: Date.now(), list });
  return list;
}

export class DayStore {
  private readonly entries = new Map<string, DayEntry>();
  private readonly reads = new Map<string, Promise<DayEntry>>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Kept days waiting to be checked against the API, in order. */
  private readonly checks = new Map<string, Promise<void>>();
  private lastCheck: Promise<void> = Promise.resolve();
  /** Days whose file was looked for already. */
  private readonly looked = new Set<string>();
  /** Deleted ids, so a read that was under way when the record went does not bring it back. */
  private readonly deleted = new Set<number>();
  private readonly now: () => number;

  constructor(private readonly options: DayStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The day's aggregate, read or refreshed as needed; callers of the same day share one read. */
  get(day: string, finishedAt: number, admin: Admin): Promise<DayEntry> {
    const entry = this.entries.get(day);
    if (!entry && this.options.dir && !this.looked.has(day))
      return this.fromDisk(day).then(() => this.get(day, finishedAt, admin));
    const now = this.now();
    if (entry?.final) {
      // Kept days are shown at once; whether another process deleted one of their records meanwhile
      // (a restart, another replica) is checked behind the page, after a restart and now and then.
      if (now - entry.verifiedAt >= this.options.refreshMs * 10) this.verifyLater(day, finishedAt, admin);
      return Promise.resolve(entry);
    }
    if (entry && now - entry.checkedAt < this.options.refreshMs) return Promise.resolve(entry);
    return this.shared(day, finishedAt, admin);
  }

  /** Settles when no read or check is under way (tests, the benchmark). */
  async idle(): Promise<void> {
    while (this.reads.size || this.checks.size) {
      await Promise.allSettled([...this.reads.values(), ...this.checks.values()]);
    }
  }

  /**
   * Checks a kept day once the reads under way are done, one day at a time: after a restart the
   * page's own read of today does not queue behind six checks at the API.
   */
  private verifyLater(day: string, finishedAt: number, admin: Admin): void {
    if (this.checks.has(day)) return;
    const check = this.lastCheck
      .then(async () => {
        while (this.reads.size) await Promise.allSettled([...this.reads.values()]);
        await this.shared(day, finishedAt, admin);
      })
      .catch(() => undefined)
      .finally(() => this.checks.delete(day));
    this.checks.set(day, check);
    this.lastCheck = check;
  }

  private fromDisk(day: string): Promise<void> {
    let loading = this.loading.get(day);
    if (!loading) {
      loading = this.load(day)
        .then((entry) => {
          this.looked.add(day);
          if (entry && !this.entries.has(day)) this.entries.set(day, entry);
        })
        .finally(() => this.loading.delete(day));
      this.loading.set(day, loading);
    }
    return loading;
  }

  /** Removes a deleted record from whichever day holds it, on disk too. */
  async forget(id: number): Promise<void> {
    this.deleted.add(id);
    if (this.deleted.size > 10_000) this.deleted.delete(this.deleted.values().next().value as number);
    for (const entry of this.entries.values()) {
      if (!entry.stats.remove(id)) continue;
      entry.version += 1;
      await this.save(entry);
    }
  }

  /** Drops days before `firstDay` from memory and disk. */
  async prune(firstDay: string): Promise<void> {
    for (const day of this.entries.keys()) if (day < firstDay) this.entries.delete(day);
    if (!this.options.dir) return;
    const files = await readdir(this.options.dir).catch(() => [] as string[]);
    for (const file of files) {
      if (/^\d{4}-\d{2}-\d{2}\.json$/.test(file) && file.slice(0, 10) < firstDay) {
        await rm(path.join(this.options.dir, file), { force: true });
      }
    }
  }

  private shared(day: string, finishedAt: number, admin: Admin): Promise<DayEntry> {
    let read = this.reads.get(day);
    if (!read) {
      read = this.update(day, finishedAt, admin).finally(() => this.reads.delete(day));
      this.reads.set(day, read);
    }
    return read;
  }

  private async update(day: string, finishedAt: number, admin: Admin): Promise<DayEntry> {
    const startedAt = this.now();
    const final = startedAt >= finishedAt + LATE_EVENTS_MS;
    const entry = this.entries.get(day) ?? (await this.load(day));
    let stats: DayStats | null = null;
    if (entry?.final) {
      const head = await readPage(day, 1, 1, admin);
      if (!this.matches(entry.stats, head)) stats = await this.readAll(day, admin);
    } else if (entry) {
      stats = await this.readNewest(entry.stats, day, admin);
    } else {
      stats = await this.readAll(day, admin);
    }
    const next: DayEntry = {
      stats: stats ?? entry!.stats,
      final: final || Boolean(entry?.final),
      checkedAt: startedAt,
      verifiedAt: startedAt,
      version: (entry?.version ?? 0) + (stats && stats !== entry?.stats ? 1 : 0),
    };
    this.entries.set(day, next);
    if (stats || next.final !== entry?.final) await this.save(next);
    return next;
  }

  private matches(stats: DayStats, head: AnalyticsList): boolean {
    const { summary } = head;
    const mine = stats.summary();
    return (
      head.pagination.total_records === stats.count + stats.ignored.size &&
      summary.total_views === mine.total_views &&
      summary.total_clicks === mine.total_clicks &&
      summary.total_engagements === mine.total_engagements &&
      summary.unique_sessions === mine.unique_sessions &&
      summary.unique_pages === mine.unique_pages
    );
  }

  /** Every page of the day; pages that new events pushed past the first count are read too. */
  private async readAll(day: string, admin: Admin, attempt = 1): Promise<DayStats> {
    const stats = new DayStats(day);
    const take = (list: AnalyticsList) => {
      for (const event of list.data) if (!this.deleted.has(event.id)) stats.add(event);
      return list;
    };
    const first = take(await readPage(day, 1, PAGE_LIMIT, admin));
    let next = 2;
    let last = first;
    while ((next <= first.pagination.total_pages || last.data.length === PAGE_LIMIT) && !pastDay(last, day)) {
      const batch = Array.from({ length: PARALLEL_PAGES }, (_, i) => next + i).filter(
        (page) => page <= Math.max(first.pagination.total_pages, next),
      );
      next += batch.length;
      const lists = await Promise.all(batch.map((page) => readPage(day, page, PAGE_LIMIT, admin)));
      lists.forEach(take);
      last = lists[lists.length - 1];
    }
    // Fewer than the API counted: a record went while we read (or rows it does not know). Read again once.
    if (!ignoresDays && stats.count + stats.ignored.size < first.pagination.total_records && attempt < 2) {
      return this.readAll(day, admin, attempt + 1);
    }
    return stats;
  }

  /** Today's newest events since the last look; the whole day again if the count disagrees. */
  private async readNewest(stats: DayStats, day: string, admin: Admin): Promise<DayStats> {
    const copy = stats.clone();
    let total = -1;
    for (let page = 1, limit = FIRST_LOOK; ; page++) {
      const list = await readPage(day, page, limit, admin);
      if (total < 0) total = list.pagination.total_records;
      let reachedKnown = false;
      for (const event of list.data) {
        if (copy.has(event.id) || copy.ignored.has(event.id)) reachedKnown = true;
        else if (!this.deleted.has(event.id)) copy.add(event);
      }
      if (reachedKnown || list.data.length < limit) break;
      if (limit === FIRST_LOOK) [limit, page] = [PAGE_LIMIT, 0]; // more than a look: full pages from the top
    }
    if (copy.count + copy.ignored.size === total) return copy.count === stats.count ? stats : copy;
    return this.readAll(day, admin);
  }

  private file(day: string): string | null {
    return this.options.dir ? path.join(this.options.dir, `${day}.json`) : null;
  }

  private async load(day: string): Promise<DayEntry | undefined> {
    const file = this.file(day);
    if (!file) return undefined;
    try {
      const saved = JSON.parse(await readFile(file, "utf8")) as DayFile & { final?: boolean };
      if (saved.v !== 2 || saved.day !== day) return undefined; // an older format: read the day again
      return { stats: DayStats.fromJSON(saved), final: Boolean(saved.final), checkedAt: 0, verifiedAt: 0, version: 1 };
    } catch {
      return undefined; // missing or unreadable: read the day from the API
    }
  }

  private async save(entry: DayEntry): Promise<void> {
    const file = this.file(entry.stats.day);
    if (!file) return;
    try {
      // Private to the site's user, like everything under DATA_DIR (visitors' paths and referrers).
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify({ ...entry.stats.toJSON(), final: entry.final }), { mode: 0o600 });
      await rename(temp, file);
    } catch (error) {
      console.error(`Analytics day ${entry.stats.day} could not be kept on disk: ${String(error)}`);
    }
  }
}
