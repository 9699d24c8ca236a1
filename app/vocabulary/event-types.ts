/**
 * Visitor analytics' vocabulary, shared by the browser's queue, the /events
 * route, server-side page views and the admin's analytics (public-site §3, §7).
 */

export const EVENT_TYPES = ["page_view", "click", "engagement"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  page_view: "Page View",
  click: "Click",
  engagement: "Engagement",
};

export const isEventType = (value: unknown): value is EventType =>
  typeof value === "string" && (EVENT_TYPES as readonly string[]).includes(value);

/** Admin pages are the studio's own work, not visits; neither the browser nor the server tracks them. */
export const isTrackedPath = (pathname: string) => !/^\/dashboard(\/|$)/.test(pathname);
