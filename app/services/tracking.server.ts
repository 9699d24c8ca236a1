import { createHmac } from "node:crypto";
import { isbot } from "isbot";
import { env, sessionSecrets } from "~/platform/env.server";
import { trackResponseSchema, type ClientEvent, type TrackedEvent } from "~/schemas/analytics-event";
import { TIMEOUT, upstream, UpstreamError } from "~/services/client.server";
import { clientIp } from "~/platform/rate-limit.server";
import type { RequestHead } from "~/platform/request-head.server";
import { isTrackedPath } from "~/vocabulary/event-types";

/**
 * Visitor analytics: a session id per visit (separate from the admin session)
 * and fire-and-forget forwarding to analytics/track-views.php with the
 * analytics bearer. Nothing here ever delays or fails a visitor's request.
 *
 * No document ever sets a cookie, so a first view is the same shared page as
 * any other (docs/decisions/007-shared-public-pages.md, "Analytics sessions
 * without a cookie on pages"). A request with the `studio_sid` cookie belongs
 * to that session; one without it (a first view, a visitor without
 * JavaScript) to a visit derived from its address and browser. The beacon
 * route (/events) hands that same id to the browser as the cookie, so a
 * visit's first view and the rest share one session.
 */

export const SESSION_COOKIE = "studio_sid";
/** A visit ends after 30 minutes without a tracked request. */
export const VISIT_MS = 30 * 60_000;
const SESSION_ID = /^[A-Za-z0-9-]{16,64}$/;
/** Visits without a cookie remembered at once; past this the least recently seen go first. */
const MAX_VISITS = 50_000;

interface Visit {
  id: string;
  lastSeen: number;
}

/** Cookieless visits by a keyed hash of address and browser, least recently seen first. */
const visits = new Map<string, Visit>();

function cookieSession(request: RequestHead): string | null {
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`).exec(request.headers.get("Cookie") ?? "");
  return match && SESSION_ID.test(match[1]) ? match[1] : null;
}

const digest = (text: string) =>
  createHmac("sha256", sessionSecrets()[0]).update("analytics-visit\n").update(text).digest("hex").slice(0, 32);

/**
 * The visit of a request without the cookie: the same address and browser
 * seen less than 30 minutes ago continue their visit; otherwise a new one
 * starts, its id a keyed hash of address, browser and the half hour it
 * started in. The id cannot be traced back to the address, and names only
 * this visit; a replica that did not see the start derives the same id while
 * that half hour lasts.
 */
function derivedSession(request: RequestHead, context: unknown, now: number): string {
  const who = `${clientIp(request, context) ?? "unknown"}\n${request.headers.get("User-Agent") ?? ""}`;
  const key = digest(who);
  for (const [oldKey, visit] of visits) {
    if (visits.size < MAX_VISITS && now - visit.lastSeen < VISIT_MS) break;
    visits.delete(oldKey);
  }
  const visit = visits.get(key);
  const id = visit && now - visit.lastSeen < VISIT_MS ? visit.id : digest(`${Math.floor(now / VISIT_MS)}\n${who}`);
  visits.delete(key);
  visits.set(key, { id, lastSeen: now });
  return id;
}

/** The analytics session of a request: its cookie's, else the visit derived from it. */
export function analyticsSessionId(request: RequestHead, context?: unknown, now = Date.now()): string {
  return cookieSession(request) ?? derivedSession(request, context, now);
}

/**
 * For the beacon route only (never a document): the session, and the cookie
 * that keeps it for 30 more minutes. A visit that began without the cookie
 * keeps the id its first views were counted under.
 */
export function beaconSession(
  request: Request,
  context?: unknown,
  now = Date.now(),
): { id: string; setCookie: string } {
  const id = analyticsSessionId(request, context, now);
  const secure = env().NODE_ENV === "production" ? "; Secure" : "";
  return {
    id,
    setCookie: `${SESSION_COOKIE}=${id}; Path=/; Max-Age=${VISIT_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
  };
}

export function isBot(request: RequestHead): boolean {
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
let sending: Promise<void> | null = null;

/**
 * One event per call, and with it its visitor's address and browser also as the request's own
 * X-Forwarded-For and User-Agent: a PHP script written for browsers reads them there, not from
 * the body (decision 018). Each call carries one visitor, so a batch never mixes them.
 */
export function visitorHeaders(event: Pick<TrackedEvent, "ip_address" | "user_agent">): Record<string, string> {
  const headers: Record<string, string> = {};
  if (event.ip_address) headers["X-Forwarded-For"] = event.ip_address;
  if (event.user_agent) headers["User-Agent"] = event.user_agent;
  return headers;
}

/** Posts one event to the API (the contract test calls it too). */
export async function postEvent(event: TrackedEvent): Promise<void> {
  await upstream({
    path: env().ANALYTICS_TRACK_PATH,
    method: "POST",
    json: event,
    headers: visitorHeaders(event),
    token: "analytics",
    schema: trackResponseSchema,
    timeoutMs: TIMEOUT.short,
  });
}

/**
 * The API refused this one event (400, 413, 422…): it alone is dropped and the batch goes on.
 * A wrong token or path (401, 403, 404, 405), a throttle (429) or a failing API fails every event.
 */
const refusesOnlyThisEvent = (reason: unknown) =>
  reason instanceof UpstreamError &&
  reason.status !== undefined &&
  reason.status >= 400 &&
  reason.status < 500 &&
  ![401, 403, 404, 405, 408, 429].includes(reason.status);

async function sendQueued(): Promise<void> {
  while (queue.length) {
    const batch = queue.splice(0, BATCH_SIZE);
    let failure: unknown = null;
    for (let i = 0; i < batch.length && !failure; i += SEND_CONCURRENCY) {
      const results = await Promise.allSettled(batch.slice(i, i + SEND_CONCURRENCY).map(postEvent));
      for (const result of results) {
        if (result.status === "fulfilled") continue;
        if (refusesOnlyThisEvent(result.reason)) noteLost("refused", 1, result.reason);
        // An API that is down would fail the rest too; drop them rather than queue up timeouts.
        else failure ??= result.reason;
      }
    }
    if (failure) noteLost("failed", batch.length, failure);
    noteDelivery(failure ? { lost: batch.length, reason: String(failure) } : null);
  }
}

/*
 * Lost events are counted and said in one line a minute at most (the first at once): under load a
 * line per batch or per dropped event flooded the log (45,585 lines in 60 s).
 */
const SUMMARY_EVERY_MS = 60_000;
const lost = { backlog: 0, failed: 0, refused: 0, reason: "" };
let lastSummaryAt = Number.NEGATIVE_INFINITY;
let summaryTimer: ReturnType<typeof setTimeout> | null = null;

function noteLost(kind: "backlog" | "failed" | "refused", count: number, reason: unknown): void {
  lost[kind] += count;
  lost.reason = String(reason);
  const wait = lastSummaryAt + SUMMARY_EVERY_MS - Date.now();
  if (wait <= 0) summariseLostEvents();
  else if (!summaryTimer) {
    summaryTimer = setTimeout(summariseLostEvents, wait);
    summaryTimer.unref?.();
  }
}

/** Says what was lost since the last line, if anything (also as the server drains, before it exits). */
export function summariseLostEvents(): void {
  if (summaryTimer) clearTimeout(summaryTimer);
  summaryTimer = null;
  const total = lost.backlog + lost.failed + lost.refused;
  if (!total) return;
  lastSummaryAt = Date.now();
  const parts = [
    lost.backlog ? `${lost.backlog} dropped with the API backlog full` : "",
    lost.failed ? `${lost.failed} in batches the API did not take` : "",
    lost.refused ? `${lost.refused} refused one by one` : "",
  ].filter(Boolean);
  console.error(`Analytics: ${total} event(s) not recorded (${parts.join(", ")}); last reason: ${lost.reason}`);
  Object.assign(lost, { backlog: 0, failed: 0, refused: 0, reason: "" });
}

/**
 * Whether events reach the API. One failed batch is a blip; from the second in a row (no event
 * recorded in between) tracking is failing, and /healthz and the dashboard say so until a batch
 * goes through again: a wrong ANALYTICS_TRACK_PATH or token would otherwise lose every event with
 * one log line per batch.
 */
export interface TrackingHealth {
  failing: boolean;
  /** When the current run of failed batches began (ISO time), while failing. */
  since?: string;
  /** Events lost in that run. */
  lost: number;
  reason?: string;
}

let streak: { since: number; batches: number; lost: number; reason: string } | null = null;

function noteDelivery(failure: { lost: number; reason: string } | null): void {
  if (!failure) streak = null;
  else if (!streak) streak = { since: Date.now(), batches: 1, ...failure };
  else streak = { ...streak, batches: streak.batches + 1, lost: streak.lost + failure.lost, reason: failure.reason };
}

export function trackingHealth(): TrackingHealth {
  if (!streak || streak.batches < 2) return { failing: false, lost: 0 };
  return { failing: true, since: new Date(streak.since).toISOString(), lost: streak.lost, reason: streak.reason };
}

/**
 * Sends what is queued, a batch at a time; the first failure drops the batch with one log line.
 * Resolves once the queue is empty, a send already under way included (a draining server waits
 * for it before exiting, so the last views are not lost).
 */
export function flushEvents(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  sending ??= sendQueued().finally(() => {
    sending = null;
  });
  return sending;
}

/** The API's limits on the free-text fields (studio-api/routes/analytics.ts, docs/api-contract.md). */
const API_LIMITS = { page_url: 2048, referrer: 2048, user_agent: 512 } as const;

/** An event cut to what the API takes: one long URL must not make the API refuse it. */
function fitted(event: TrackedEvent): TrackedEvent {
  const fit = { ...event };
  for (const [field, max] of Object.entries(API_LIMITS) as [keyof typeof API_LIMITS, number][]) {
    const value = fit[field];
    if (typeof value === "string" && value.length > max) fit[field] = value.slice(0, max);
  }
  return fit;
}

/** Queues events for the next batch; returns at once and never throws. */
export function trackEvents(events: TrackedEvent[]): void {
  const accepted = events.slice(0, Math.max(0, MAX_PENDING - queue.length)).map(fitted);
  if (accepted.length < events.length) noteLost("backlog", events.length - accepted.length, "API backlog full");
  if (!accepted.length) return;
  queue.push(...accepted);
  if (queue.length >= BATCH_SIZE) void flushEvents();
  else if (!timer) {
    timer = setTimeout(() => void flushEvents(), BATCH_MS);
    timer.unref?.();
  }
}

/** What every event of this request shares: who, from where, with what browser. */
function visitor(request: RequestHead, sessionId: string, context?: unknown) {
  return {
    session_id: sessionId,
    ip_address: clientIp(request, context) ?? undefined,
    user_agent: request.headers.get("User-Agent")?.slice(0, 512) || undefined,
  };
}

/**
 * The server side of page views (entry.server, and the page cache's hits): a
 * GET document load of a public page by a person counts once, with or without
 * JavaScript. Adds nothing to the response.
 */
export function trackDocumentView(request: RequestHead, status: number, context?: unknown): void {
  try {
    const url = new URL(request.url);
    const prefetch = /prefetch|prerender/i.test(
      request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "",
    );
    if (request.method !== "GET" || status >= 500 || prefetch || !isTrackedPath(url.pathname) || isBot(request)) return;
    trackEvents([
      {
        ...visitor(request, analyticsSessionId(request, context), context),
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
