import { studioClock } from "~/utils/greeting";
import { parseEventDate, studioDay } from "~/utils/chart-data";
import { EVENT_TYPES } from "~/vocabulary/event-types";

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

/** What a day file holds (JSON): strings once, then five numbers per event. */
export interface DayFile {
  v: 1;
  day: string;
  sessions: string[];
  pages: string[];
  /** id, hour, type index, session index, page index; five numbers per event. */
  rows: number[];
  /** Events of the day the charts cannot place (unknown type, unreadable date), so counts still add up. */
  ignored?: number[];
}

type Row = [hour: number, type: number, session: number, page: number];

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

export class DayStats {
  readonly hours = Array.from({ length: 24 }, () => 0);
  readonly types = [0, 0, 0];
  readonly ignored = new Set<number>();
  private readonly rows = new Map<number, Row>();
  private readonly sessions: string[] = [];
  private readonly sessionIndex = new Map<string, number>();
  /** Per session index: events, and page views among them. */
  private readonly sessionEvents: number[] = [];
  private readonly sessionViews: number[] = [];
  private readonly pages: string[] = [];
  private readonly pageIndex = new Map<string, number>();
  private readonly pageEvents: number[] = [];

  constructor(readonly day: string) {}

  get count(): number {
    return this.rows.size;
  }

  has(id: number): boolean {
    return this.rows.has(id);
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
    if (this.rows.has(event.id)) return false;
    this.put(event.id, [
      at.hour,
      type,
      intern(this.sessions, this.sessionIndex, event.session_id),
      intern(this.pages, this.pageIndex, event.page_url),
    ]);
    return true;
  }

  /** Forgets a deleted event; false when it is not one of this day's. */
  remove(id: number): boolean {
    if (this.ignored.delete(id)) return true;
    const row = this.rows.get(id);
    if (!row) return false;
    this.rows.delete(id);
    this.tally(row, -1);
    return true;
  }

  /** Sessions seen this day with their page views (0 for a session that only clicked or engaged). */
  *sessionViewCounts(): Iterable<[string, number]> {
    for (let i = 0; i < this.sessions.length; i++) {
      if (this.sessionEvents[i] > 0) yield [this.sessions[i], this.sessionViews[i]];
    }
  }

  *pageUrls(): Iterable<string> {
    for (let i = 0; i < this.pages.length; i++) if (this.pageEvents[i] > 0) yield this.pages[i];
  }

  toJSON(): DayFile {
    const rows: number[] = [];
    for (const [id, row] of this.rows) rows.push(id, ...row);
    return { v: 1, day: this.day, sessions: this.sessions, pages: this.pages, rows, ignored: [...this.ignored] };
  }

  /** The API's summary of this one day, to check a kept day against it. */
  summary(): WindowTotals["summary"] {
    return windowTotals([this]).summary;
  }

  static fromJSON(file: DayFile): DayStats {
    const stats = new DayStats(file.day);
    file.sessions.forEach((session) => intern(stats.sessions, stats.sessionIndex, session));
    file.pages.forEach((page) => intern(stats.pages, stats.pageIndex, page));
    for (let i = 0; i + 4 < file.rows.length; i += 5) {
      const [id, hour, type, session, page] = file.rows.slice(i, i + 5);
      const valid = hour < 24 && type < 3 && session < file.sessions.length && page < file.pages.length;
      if (!valid) throw new Error(`analytics day file ${file.day}: row ${i / 5} is out of range`);
      stats.put(id, [hour, type, session, page]);
    }
    file.ignored?.forEach((id) => stats.ignored.add(id));
    return stats;
  }

  private put(id: number, row: Row) {
    this.rows.set(id, row);
    this.tally(row, 1);
  }

  private tally([hour, type, session, page]: Row, by: 1 | -1) {
    this.hours[hour] += by;
    this.types[type] += by;
    this.sessionEvents[session] = (this.sessionEvents[session] ?? 0) + by;
    if (type === 0) this.sessionViews[session] = (this.sessionViews[session] ?? 0) + by;
    else this.sessionViews[session] ??= 0;
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
  summary: {
    total_views: number;
    total_clicks: number;
    total_engagements: number;
    unique_sessions: number;
    unique_pages: number;
  };
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
    for (const [session, n] of day.sessionViewCounts()) views.set(session, (views.get(session) ?? 0) + n);
    for (const page of day.pageUrls()) pages.add(page);
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
