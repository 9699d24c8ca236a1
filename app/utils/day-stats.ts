import { studioClock } from "~/vocabulary/studio-clock";
import { parseEventDate, studioDay } from "~/utils/chart-data";
import { EVENT_TYPES } from "~/vocabulary/event-types";
import type { AnalyticsSummary } from "~/schemas/analytics";

/**
 * One studio day of analytics, reduced to what the charts, cards and bounce rate need, and kept
 * per event (id, hour, type, session, page) so that deleting one record updates the day exactly
 * instead of reading it again. Pure: the same numbers on the server and in the unit tests.
 */

export interface RawEvent {
  id: number;
  session_id: string;
  page_url: string;
  event_type: string;
  event_date: string;
}

/**
 * What a day file holds (JSON): the strings once, then the events as columns in one base64 string,
 * so a restart decodes a day of 30,000 events with a copy instead of parsing 150,000 numbers.
 */
export interface DayFile {
  v: 2;
  day: string;
  sessions: string[];
  pages: string[];
  count: number;
  /** `count` ids (float64), then sessions and pages (uint32 each), then hour × 3 + type (uint8). */
  rows: string;
  /** Events of the day the charts cannot place (unknown type, unreadable date), so counts still add up. */
  ignored?: number[];
}

// The studio's clock changes hour and day only on quarter hours (every real offset is a multiple of
// 15 minutes), so one Intl call per quarter hour serves every event in it.
const clockCache = new Map<number, { day: string; hour: number }>();
const QUARTER = 15 * 60_000;

export function studioDayHour(date: Date): { day: string; hour: number } {
  const key = Math.floor(date.getTime() / QUARTER);
  let hit = clockCache.get(key);
  if (!hit) {
    const start = new Date(key * QUARTER);
    hit = { day: studioDay(start), hour: studioClock(start).hour };
    if (clockCache.size > 5_000) clockCache.clear();
    clockCache.set(key, hit);
  }
  return hit;
}

/** The studio day ('YYYY-MM-DD') and hour of an API event date; null when unreadable. */
export function eventDayHour(value: string): { day: string; hour: number } | null {
  const date = parseEventDate(value);
  return date ? studioDayHour(date) : null;
}

const GONE = 255;

/**
 * The events are columns of typed arrays (a deleted one is marked GONE in place); the id → slot
 * index is built only when a deletion or a refresh needs it, so a day loaded from disk costs a copy
 * and one pass of additions.
 */
export class DayStats {
  readonly hours = Array.from({ length: 24 }, () => 0);
  readonly types = [0, 0, 0];
  readonly ignored = new Set<number>();
  /** Sessions and pages of the day, each with its events (sessions also with their page views). */
  readonly sessions: string[] = [];
  readonly sessionEvents: number[] = [];
  readonly sessionViews: number[] = [];
  readonly pages: string[] = [];
  readonly pageEvents: number[] = [];
  private readonly sessionIndex = new Map<string, number>();
  private readonly pageIndex = new Map<string, number>();
  private ids = new Float64Array(1024);
  private sessionOf = new Uint32Array(1024);
  private pageOf = new Uint32Array(1024);
  private hourType = new Uint8Array(1024);
  /** Slots used, deleted ones included. */
  private used = 0;
  private live = 0;
  private slots: Map<number, number> | null = null;

  constructor(readonly day: string) {}

  get count(): number {
    return this.live;
  }

  has(id: number): boolean {
    return this.index().has(id);
  }

  /** Adds an event of this day; false (and nothing counted) for another day, an unknown type or a repeat. */
  add(event: RawEvent): boolean {
    const type = (EVENT_TYPES as readonly string[]).indexOf(event.event_type);
    const at = eventDayHour(event.event_date);
    if (at && at.day !== this.day) return false;
    if (type < 0 || !at) {
      this.ignored.add(event.id);
      return false;
    }
    if (this.has(event.id)) return false;
    this.slots!.set(event.id, this.used);
    this.put(
      event.id,
      intern(this.sessions, this.sessionIndex, event.session_id),
      intern(this.pages, this.pageIndex, event.page_url),
      at.hour * 3 + type,
    );
    return true;
  }

  /** Forgets a deleted event; false when it is not one of this day's. */
  remove(id: number): boolean {
    if (this.ignored.delete(id)) return true;
    const slot = this.index().get(id);
    if (slot === undefined) return false;
    this.slots!.delete(id);
    this.tally(slot, -1);
    this.hourType[slot] = GONE;
    this.live -= 1;
    return true;
  }

  /** An independent copy (a refresh adds to it while the page keeps showing this one). */
  clone(): DayStats {
    return DayStats.fromJSON(this.toJSON());
  }

  toJSON(): DayFile {
    const n = this.live;
    const ids = new Float64Array(n);
    const sessions = new Uint32Array(n);
    const pages = new Uint32Array(n);
    const hourType = new Uint8Array(n);
    for (let slot = 0, i = 0; slot < this.used; slot++) {
      if (this.hourType[slot] === GONE) continue;
      ids[i] = this.ids[slot];
      sessions[i] = this.sessionOf[slot];
      pages[i] = this.pageOf[slot];
      hourType[i++] = this.hourType[slot];
    }
    const rows = Buffer.concat([ids, sessions, pages, hourType].map((column) => Buffer.from(column.buffer)));
    return {
      v: 2,
      day: this.day,
      sessions: this.sessions,
      pages: this.pages,
      count: n,
      rows: rows.toString("base64"),
      ignored: [...this.ignored],
    };
  }

  /** The API's summary of this one day, to check a kept day against it. */
  summary(): AnalyticsSummary {
    return {
      total_views: this.types[0],
      total_clicks: this.types[1],
      total_engagements: this.types[2],
      unique_sessions: this.sessionEvents.filter((n) => n > 0).length,
      unique_pages: this.pageEvents.filter((n) => n > 0).length,
    };
  }

  static fromJSON(file: DayFile): DayStats {
    const stats = new DayStats(file.day);
    file.sessions.forEach((session) => intern(stats.sessions, stats.sessionIndex, session));
    file.pages.forEach((page) => intern(stats.pages, stats.pageIndex, page));
    const n = file.count;
    const bytes = Buffer.from(file.rows, "base64");
    if (bytes.length !== n * 17) throw new Error(`analytics day file ${file.day}: ${bytes.length} bytes for ${n} rows`);
    // Copied out of the buffer: typed arrays need their own alignment.
    const column = <T extends Float64Array | Uint32Array | Uint8Array>(into: T, from: number): T => {
      new Uint8Array(into.buffer).set(bytes.subarray(from, from + into.byteLength));
      return into;
    };
    const ids = column(new Float64Array(n), 0);
    const sessions = column(new Uint32Array(n), n * 8);
    const pages = column(new Uint32Array(n), n * 12);
    const hourType = column(new Uint8Array(n), n * 16);
    for (let i = 0; i < n; i++) {
      const valid = hourType[i] < 72 && sessions[i] < file.sessions.length && pages[i] < file.pages.length;
      if (!valid) throw new Error(`analytics day file ${file.day}: row ${i} is out of range`);
      stats.put(ids[i], sessions[i], pages[i], hourType[i]);
    }
    file.ignored?.forEach((id) => stats.ignored.add(id));
    return stats;
  }

  private index(): Map<number, number> {
    if (!this.slots) {
      this.slots = new Map();
      for (let slot = 0; slot < this.used; slot++) {
        if (this.hourType[slot] !== GONE) this.slots.set(this.ids[slot], slot);
      }
    }
    return this.slots;
  }

  private put(id: number, session: number, page: number, hourType: number) {
    if (this.used === this.ids.length) this.grow();
    const slot = this.used++;
    this.ids[slot] = id;
    this.sessionOf[slot] = session;
    this.pageOf[slot] = page;
    this.hourType[slot] = hourType;
    this.live += 1;
    this.tally(slot, 1);
  }

  private grow() {
    const size = this.ids.length * 2;
    const bigger = <T extends Float64Array | Uint32Array | Uint8Array>(old: T, next: T): T => {
      next.set(old);
      return next;
    };
    this.ids = bigger(this.ids, new Float64Array(size));
    this.sessionOf = bigger(this.sessionOf, new Uint32Array(size));
    this.pageOf = bigger(this.pageOf, new Uint32Array(size));
    this.hourType = bigger(this.hourType, new Uint8Array(size));
  }

  private tally(slot: number, by: 1 | -1) {
    const hour = Math.floor(this.hourType[slot] / 3);
    const type = this.hourType[slot] % 3;
    const session = this.sessionOf[slot];
    const page = this.pageOf[slot];
    this.hours[hour] += by;
    this.types[type] += by;
    this.sessionEvents[session] = (this.sessionEvents[session] ?? 0) + by;
    this.sessionViews[session] = (this.sessionViews[session] ?? 0) + (type === 0 ? by : 0);
    this.pageEvents[page] = (this.pageEvents[page] ?? 0) + by;
  }
}

function intern(list: string[], index: Map<string, number>, value: string): number {
  let i = index.get(value);
  if (i === undefined) {
    i = list.length;
    list.push(value);
    index.set(value, i);
  }
  return i;
}

export interface WindowTotals {
  /** The API's analytics summary, counted over the window's days. */
  summary: AnalyticsSummary;
  /** Events by hour of day on the studio's clock. */
  hours: number[];
  /** Of the sessions with a page view in the window, the share (%) that viewed exactly one; null without any. */
  bounceRate: number | null;
}

/** Several days as one window: a session or page seen on two days counts once; its views add up. */
export function windowTotals(days: readonly DayStats[]): WindowTotals {
  const hours = Array.from({ length: 24 }, () => 0);
  const types = [0, 0, 0];
  const views = new Map<string, number>();
  const pages = new Set<string>();
  for (const day of days) {
    day.hours.forEach((n, hour) => (hours[hour] += n));
    day.types.forEach((n, type) => (types[type] += n));
    for (let i = 0; i < day.sessions.length; i++) {
      if (day.sessionEvents[i] > 0) views.set(day.sessions[i], (views.get(day.sessions[i]) ?? 0) + day.sessionViews[i]);
    }
    for (let i = 0; i < day.pages.length; i++) if (day.pageEvents[i] > 0) pages.add(day.pages[i]);
  }
  let viewing = 0;
  let single = 0;
  for (const [session, n] of views) {
    if (!session) continue; // as the events' own bounce rate: no session, no visit
    if (n > 0) viewing += 1;
    if (n === 1) single += 1;
  }
  return {
    summary: {
      total_views: types[0],
      total_clicks: types[1],
      total_engagements: types[2],
      unique_sessions: views.size,
      unique_pages: pages.size,
    },
    hours,
    bounceRate: viewing ? (single / viewing) * 100 : null,
  };
}
