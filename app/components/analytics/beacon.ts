import type { ClientEvent } from "~/schemas/analytics-event";
import { createEventQueue, QUEUE_LIMIT } from "~/utils/analytics-queue";

/**
 * Sends analytics events to our /events route, which forwards them to the
 * API with the analytics token (the token never reaches the browser).
 * sendBeacon survives the page being left; events that cannot go now wait
 * in the localStorage queue.
 */

export const EVENTS_ENDPOINT = "/events";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const queue = () => createEventQueue(storage());

function post(events: ClientEvent[]): void {
  const body = JSON.stringify({ events });
  // A string body goes as text/plain, which every browser accepts in a beacon.
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(EVENTS_ENDPOINT, body)) return;
  fetch(EVENTS_ENDPOINT, { method: "POST", body, keepalive: true, credentials: "same-origin" })
    .then((response) => {
      // A refused batch (4xx) would be refused again; only a busy or failing server is worth a retry.
      if (response.status >= 500 || response.status === 429) queue().push(...events);
    })
    .catch(() => queue().push(...events));
}

export function sendEvents(events: ClientEvent[]): void {
  if (!events.length) return;
  if (!navigator.onLine) {
    queue().push(...events);
    return;
  }
  post(events);
}

/** Resends what waited; called at start and whenever the browser comes back online. */
export function flushQueuedEvents(): void {
  if (!navigator.onLine) return;
  const waiting = queue().take();
  for (let start = 0; start < waiting.length; start += QUEUE_LIMIT) post(waiting.slice(start, start + QUEUE_LIMIT));
}
