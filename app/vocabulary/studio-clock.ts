/**
 * The studio's clock. Greetings, 'today' and chart hours follow Accra time
 * whatever the server's own time zone (DESIGN.md, decisions on open points).
 */
export const STUDIO_TIME_ZONE = "Africa/Accra";

export interface StudioClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  /** 0 (Sunday) – 6 */
  weekday: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: STUDIO_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  weekday: "short",
  hourCycle: "h23",
});

/** The date and time on the studio's wall clock at `date`. */
export function studioClock(date: Date): StudioClock {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    // Some ICU versions write midnight as 24 even with h23.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '14:05' on the studio's clock; 'Nov 24, 14:05' when `date` is not on the day of `now`. */
export function studioTime(date: Date, now = new Date()): string {
  const at = studioClock(date);
  const today = studioClock(now);
  const time = `${String(at.hour).padStart(2, "0")}:${String(at.minute).padStart(2, "0")}`;
  const sameDay = at.year === today.year && at.month === today.month && at.day === today.day;
  return sameDay ? time : `${MONTHS[at.month - 1]} ${at.day}, ${time}`;
}
