import { studioClock } from "~/vocabulary/studio-clock";

/** The dashboard's greeting for an hour of the day (spec admin-area §2, Admin dashboard). */
export function greetingForHour(hour: number): string {
  if (hour < 12) return "Good Morning, Boss";
  if (hour === 12) return "Helloo, Admin";
  if (hour < 15) return "Hi! welcome, Administrator";
  if (hour < 18) return "Good Afternoon, Boss";
  return "Good Evening, Manager";
}

/** The greeting for the studio's current hour. */
export function studioGreeting(now: Date = new Date()): string {
  return greetingForHour(studioClock(now).hour);
}
