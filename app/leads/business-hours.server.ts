import { studioClock } from "~/vocabulary/studio-clock";

/**
 * The studio's working hours (BUSINESS_HOURS, e.g. `Mon-Fri 08:00-18:00; Sat 09:00-16:00`, on the
 * studio's clock in Accra): when a visitor can expect an answer (the acknowledgement e-mail) and how
 * long a lead has waited in working time (the reply clock). config/env.ts checks the setting's shape.
 */

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Open from–to, in minutes after midnight, per weekday (0 Sunday – 6 Saturday). */
export type WeekHours = readonly (readonly { from: number; to: number }[])[];

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** `Mon-Fri 08:00-18:00; Sat 09:00-16:00` as each weekday's open hours. */
export function parseBusinessHours(text: string): WeekHours {
  const week: { from: number; to: number }[][] = DAYS.map(() => []);
  for (const part of text.split(";").map((piece) => piece.trim())) {
    const match = /^(\w{3})(?:-(\w{3}))? (\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(part);
    if (!match) continue;
    const first = DAYS.indexOf(match[1] as (typeof DAYS)[number]);
    const last = match[2] ? DAYS.indexOf(match[2] as (typeof DAYS)[number]) : first;
    const [from, to] = [minutesOf(match[3]), minutesOf(match[4])];
    if (first < 0 || last < 0 || to <= from) continue;
    for (let day = first; ; day = (day + 1) % 7) {
      week[day].push({ from, to });
      if (day === last) break;
    }
  }
  return week.map((day) => day.sort((a, b) => a.from - b.from));
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The studio's wall clock at `at`: its weekday, its minute of the day, and the ms at that day's midnight. */
function wall(at: number): { weekday: number; minute: number; midnight: number } {
  const clock = studioClock(new Date(at));
  const wallMs = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const offset = wallMs - Math.floor(at / MINUTE) * MINUTE;
  const minute = clock.hour * 60 + clock.minute;
  return { weekday: clock.weekday, minute, midnight: wallMs - minute * MINUTE - offset };
}

/**
 * The moment `minutes` of working time after `from` have passed (the reply clock's deadline; the
 * answer a visitor can expect). With no working hours at all, `minutes` of plain time.
 */
export function afterWorkingMinutes(from: Date, minutes: number, hours: WeekHours): Date {
  if (hours.every((day) => day.length === 0)) return new Date(from.getTime() + minutes * MINUTE);
  let at = from.getTime();
  let left = minutes;
  for (let guard = 0; guard < 7 * 4 + 2; guard++) {
    const { weekday, minute, midnight } = wall(at);
    for (const { from: open, to: close } of hours[weekday]) {
      if (minute >= close) continue;
      const start = Math.max(minute, open);
      if (close - start >= left) return new Date(midnight + (start + left) * MINUTE);
      left -= close - start;
      at = midnight + close * MINUTE;
    }
    at = midnight + DAY;
  }
  return new Date(at);
}

/** Working minutes between two moments (how long a lead waited for its first reply, in working time). */
export function workingMinutesBetween(from: Date, to: Date, hours: WeekHours): number {
  if (hours.every((day) => day.length === 0)) return Math.max(0, (to.getTime() - from.getTime()) / MINUTE);
  let total = 0;
  for (let at = from.getTime(); at < to.getTime();) {
    const { weekday, minute, midnight } = wall(at);
    for (const { from: open, to: close } of hours[weekday]) {
      const start = midnight + Math.max(minute, open) * MINUTE;
      const end = Math.min(midnight + close * MINUTE, to.getTime());
      if (end > start) total += (end - start) / MINUTE;
    }
    at = midnight + DAY;
  }
  return Math.round(total);
}

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** 'Monday–Friday 08:00–18:00, Saturday 09:00–16:00' (the days with the same hours run together). */
export function describeHours(hours: WeekHours): string {
  const key = (day: number) => hours[day].map(({ from, to }) => `${time(from)}–${time(to)}`).join(", ");
  const runs: string[] = [];
  // From Monday round to Sunday, the order a week is read in Accra.
  const order = [1, 2, 3, 4, 5, 6, 0];
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && key(order[j + 1]) === key(order[i])) j++;
    if (key(order[i])) {
      const days = i === j ? DAY_NAMES[order[i]] : `${DAY_NAMES[order[i]]}–${DAY_NAMES[order[j]]}`;
      runs.push(`${days} ${key(order[i])}`);
    }
    i = j + 1;
  }
  return runs.join(", ");
}

/** 'Monday 30 November, 09:00' on the studio's clock. */
export function studioMoment(at: Date): string {
  const clock = studioClock(at);
  const month = new Date(Date.UTC(clock.year, clock.month - 1, 1)).toLocaleString("en-GB", {
    month: "long",
    timeZone: "UTC",
  });
  return `${DAY_NAMES[clock.weekday]} ${clock.day} ${month}, ${time(clock.hour * 60 + clock.minute)}`;
}
