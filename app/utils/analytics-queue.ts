import type { ClientEvent } from "~/schemas/analytics-event";
import { isEventType } from "~/vocabulary/event-types";

/**
 * The browser's waiting room for analytics events that could not be sent
 * (offline, or the request failed): kept in localStorage, bounded, oldest
 * dropped first, resent when the browser is online again (public-site §4).
 */

export const QUEUE_KEY = "studio:analytics-queue";
export const QUEUE_LIMIT = 100;

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function isEvent(value: unknown): value is ClientEvent {
  if (!value || typeof value !== "object") return false;
  const event = value as Record<string, unknown>;
  return (
    isEventType(event.event_type) &&
    typeof event.page_url === "string" &&
    (event.referrer === undefined || typeof event.referrer === "string") &&
    (event.label === undefined || typeof event.label === "string")
  );
}

export interface EventQueue {
  /** Adds events; past the limit the oldest go. */
  push(...events: ClientEvent[]): void;
  /** Removes and returns everything waiting. */
  take(): ClientEvent[];
  size(): number;
}

/** A queue over `storage`; storage that is missing, full or corrupt never throws. */
export function createEventQueue(
  storage: StorageLike | null,
  { key = QUEUE_KEY, limit = QUEUE_LIMIT }: { key?: string; limit?: number } = {},
): EventQueue {
  const read = (): ClientEvent[] => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? "[]");
      return Array.isArray(parsed) ? parsed.filter(isEvent) : [];
    } catch {
      return [];
    }
  };
  const write = (events: ClientEvent[]) => {
    try {
      if (events.length) storage?.setItem(key, JSON.stringify(events));
      else storage?.removeItem(key);
    } catch {
      // Storage full or blocked (private mode): these events are lost, the page is not.
    }
  };
  return {
    push: (...events) => write([...read(), ...events.filter(isEvent)].slice(-limit)),
    take: () => {
      const events = read();
      write([]);
      return events;
    },
    size: () => read().length,
  };
}
