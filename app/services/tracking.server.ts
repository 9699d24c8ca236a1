import { randomUUID } from "node:crypto";
import { isbot } from "isbot";
import { env } from "~/env.server";
import { trackResponseSchema, type ClientEvent, type TrackedEvent } from "~/schemas/analytics-event";
import { TIMEOUT, upstream } from "~/services/client.server";
import { clientIp } from "~/services/rate-limit.server";
import { isTrackedPath } from "~/vocabulary/event-types";

/**
 * Visitor analytics: a first-party session id cookie (separate from the admin
 * session) and fire-and-forget forwarding to analytics/track-views.php with
 * the analytics bearer. Nothing here ever delays or fails a visitor's request.
 */

export const SESSION_COOKIE = "studio_sid";
/** A visit ends after 30 minutes without a tracked request. */
const SESSION_SECONDS = 30 * 60;
const SESSION_ID = /^[A-Za-z0-9-]{16,64}$/;

/** The visitor's analytics session id; `setCookie` when it is new or refreshed. */
export function analyticsSession(request: Request, { refresh = false } = {}): { id: string; setCookie: string | null } {
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`).exec(request.headers.get("Cookie") ?? "");
  const existing = match && SESSION_ID.test(match[1]) ? match[1] : null;
  const id = existing ?? randomUUID();
  if (existing && !refresh) return { id, setCookie: null };
  const secure = env().NODE_ENV === "production" ? "; Secure" : "";
  return {
    id,
    setCookie: `${SESSION_COOKIE}=${id}; Path=/; Max-Age=${SESSION_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  };
}

export function isBot(request: Request): boolean {
  return isbot(request.headers.get("User-Agent") ?? "");
}

/** Events waiting for the API, across all visitors; past this, new ones are dropped. */
const MAX_PENDING = 500;
/** A batch goes out once a second, or as soon as this many events wait. */
const BATCH_SIZE = 50;
const BATCH_MS = 1000;
/** Posts in flight at once while a batch is sent (the API takes one event per call). */
const SEND_CONCURRENCY = 4;

const queue: TrackedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let sending = false;

async function post(event: TrackedEvent): Promise<void> {
  await upstream({
    path: "analytics/track-views.php",
    method: "POST",
    json: event,
    token: "analytics",
    schema: trackResponseSchema,
    timeoutMs: TIMEOUT.short,
  });
}

/** Sends what is queued, a batch at a time; the first failure drops the batch with one log line. */
export async function flushEvents(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (sending) return;
  sending = true;
  try {
    while (queue.length) {
      const batch = queue.splice(0, BATCH_SIZE);
      let failure: unknown = null;
      for (let i = 0; i < batch.length && !failure; i += SEND_CONCURRENCY) {
        const results = await Promise.allSettled(batch.slice(i, i + SEND_CONCURRENCY).map(post));
        const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
        // An API that is down would fail the rest too; drop them rather than queue up timeouts.
        if (failed) failure = failed.reason;
      }
      if (failure) console.error(`Analytics: ${batch.length} event(s) not recorded: ${String(failure)}`);
    }
  } finally {
    sending = false;
  }
}

/** Queues events for the next batch; returns at once and never throws. */
export function trackEvents(events: TrackedEvent[]): void {
  const accepted = events.slice(0, Math.max(0, MAX_PENDING - queue.length));
  if (accepted.length < events.length) {
    console.error(`Analytics: ${events.length - accepted.length} event(s) dropped, API backlog full`);
  }
  if (!accepted.length) return;
  queue.push(...accepted);
  if (queue.length >= BATCH_SIZE) void flushEvents();
  else if (!timer) {
    timer = setTimeout(() => void flushEvents(), BATCH_MS);
    timer.unref?.();
  }
}

/** What every event of this request shares: who, from where, with what browser. */
function visitor(request: Request, sessionId: string, context?: unknown) {
  return {
    session_id: sessionId,
    ip_address: clientIp(request, context) ?? undefined,
    user_agent: request.headers.get("User-Agent")?.slice(0, 512) || undefined,
  };
}

/**
 * The server side of page views (entry.server): a GET document load of a
 * public page by a person counts once, with or without JavaScript. Sets the
 * session cookie on the response when the visitor has none yet.
 */
export function trackDocumentView(request: Request, status: number, responseHeaders: Headers, context?: unknown): void {
  try {
    const url = new URL(request.url);
    const prefetch = /prefetch|prerender/i.test(
      request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "",
    );
    if (request.method !== "GET" || status >= 500 || prefetch || !isTrackedPath(url.pathname) || isBot(request)) return;
    const session = analyticsSession(request);
    if (session.setCookie) responseHeaders.append("Set-Cookie", session.setCookie);
    trackEvents([
      {
        ...visitor(request, session.id, context),
        event_type: "page_view",
        page_url: `${url.origin}${url.pathname}${url.search}`,
        referrer: request.headers.get("Referer")?.slice(0, 2048) || undefined,
      },
    ]);
  } catch (error) {
    console.error(`Analytics: page view not recorded: ${String(error)}`);
  }
}

/** Events the browser reported, resolved against this site's origin; others are dropped. */
export function trackClientEvents(
  request: Request,
  sessionId: string,
  events: ClientEvent[],
  context?: unknown,
): number {
  const origin = new URL(request.url).origin;
  const tracked: TrackedEvent[] = [];
  for (const event of events) {
    const page = new URL(event.page_url, origin);
    if (page.origin !== origin || !isTrackedPath(page.pathname)) continue;
    tracked.push({
      ...visitor(request, sessionId, context),
      event_type: event.event_type,
      page_url: `${page.origin}${page.pathname}${page.search}`,
      referrer: event.referrer || undefined,
      label: event.label || undefined,
    });
  }
  trackEvents(tracked);
  return tracked.length;
}
