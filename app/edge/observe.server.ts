import { randomUUID } from "node:crypto";
import { matchRoutes } from "@remix-run/react";
import type { ServerBuild } from "@remix-run/node";
import { env } from "~/platform/env.server";
import { captureConsole, logger, safePath } from "~/platform/log.server";
import { httpDuration, serveMetrics } from "~/platform/metrics.server";
import { peerAddress } from "~/platform/rate-limit.server";
import { stopLeadWorkers } from "~/leads/lead-outbox.server";
import { stopReplyReminders } from "~/leads/reply-clock.server";
import { flushEvents, summariseLostEvents } from "~/services/tracking.server";
import {
  cacheOutcome,
  newRecord,
  runInRequest,
  upstreamWallMs,
  type RequestRecord,
} from "~/platform/request-scope.server";
import type { RequestHead } from "~/platform/request-head.server";

/**
 * Wraps the site's request handler (server/app.ts, and so the route
 * tests): each request gets an id, its upstream calls and cache lookups are
 * gathered (request-scope.server.ts), and its answer gets `X-Request-Id` and
 * `Server-Timing`, one JSON log line and a sample in the duration histogram
 * when its body has been sent. Also answers GET /metrics.
 */

type Handler<C> = (request: Request, context?: C) => Promise<Response>;

const ID = /^[\w.:@-]{1,128}$/;

/**
 * The id of this request: the X-Request-Id a trusted proxy set (TRUST_PROXY
 * above 0; docs/decisions/005-client-address-and-own-server-entry.md), else a
 * new one. With no proxy in front a client could write anything there.
 */
export function requestIdFor(header: string | null | undefined, trustProxy = env().TRUST_PROXY): string {
  const given = header?.trim();
  return trustProxy > 0 && given && ID.test(given) ? given : randomUUID();
}

let draining = false;

/** From SIGTERM on (server/serve.ts), /healthz answers 503 so the load balancer sends no more. */
export const startDraining = (): void => void (draining = true);
export const isDraining = (): boolean => draining;

type Branch = { id: string; path?: string; caseSensitive?: boolean; index?: false; children: RouteTree[] };
type RouteTree = Branch | { id: string; path?: string; caseSensitive?: boolean; index: true };

/** How many paths' routes a matcher remembers (visitors' paths, so bounded; forgotten all at once). */
const REMEMBERED_ROUTES = 1_000;

/** Matches a URL to the id of the Remix route that answers it ('root' alone: no route matched). */
export function routeMatcher(routes: ServerBuild["routes"]): (pathname: string) => string {
  const nodes = new Map<string, RouteTree>();
  for (const { id, path, caseSensitive, index } of Object.values(routes)) {
    nodes.set(id, index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: [] });
  }
  const roots: RouteTree[] = [];
  for (const route of Object.values(routes)) {
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent && !parent.index ? parent.children : roots).push(nodes.get(route.id)!);
  }
  // Matching walks and scores the whole route tree: a tenth of a kept page's cost when done per request.
  const known = new Map<string, string>();
  return (pathname) => {
    const remembered = known.get(pathname);
    if (remembered !== undefined) return remembered;
    // Single-fetch data requests: /shop.data, /_root.data.
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(roots, page);
    const id = matches?.[matches.length - 1]?.route.id ?? "root";
    if (known.size >= REMEMBERED_ROUTES) known.clear();
    known.set(pathname, id);
    return id;
  };
}

/** Server-Timing for a request answered after `elapsed` ms. */
export function serverTiming(record: RequestRecord, elapsed: number): string {
  const upstream = upstreamWallMs(record.upstream);
  return [
    `upstream;dur=${upstream.toFixed(1)};desc="${record.upstream.length} call(s)"`,
    `render;dur=${Math.max(0, elapsed - upstream).toFixed(1)}`,
    `cache;desc=${cacheOutcome(record)}`,
    `total;dur=${elapsed.toFixed(1)}`,
  ].join(", ");
}

/** Health checks and scrapes are frequent: their lines are debug. */
const QUIET = new Set(["/healthz", "/metrics"]);

export interface Answered {
  id: string;
  method: string;
  url: string;
  route: string;
  status: number;
  ms: number;
  record?: RequestRecord;
  aborted?: boolean;
}

/** The one log line and histogram sample of an answered request. */
export function logAnswer({ id, method, url, route, status, ms, record, aborted }: Answered): void {
  const path = safePath(url);
  const line = {
    requestId: id,
    method,
    path,
    route,
    status,
    ms: Math.round(ms * 10) / 10,
    ...(aborted ? { aborted: true } : {}),
    ...(record
      ? {
          upstream: record.upstream.map(({ method, path, status, ms }) => ({ method, path, status, ms })),
          cache: cacheOutcome(record),
        }
      : {}),
  };
  const level = status >= 500 ? "error" : QUIET.has(new URL(url, "http://local").pathname) ? "debug" : "info";
  logger()[level](line, "request");
  httpDuration.observe({ route, method, status: String(status) }, ms / 1000);
}

/** Calls `done` once, when the body has been read to its end, failed, or was cancelled. */
function whenSent(body: ReadableStream<Uint8Array>, done: (aborted: boolean) => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let finished = false;
  const finish = (aborted: boolean) => {
    if (!finished) done(aborted);
    finished = true;
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          controller.close();
          finish(false);
        } else controller.enqueue(chunk.value);
      } catch (error) {
        controller.error(error);
        finish(true);
      }
    },
    cancel(reason) {
      finish(true);
      return reader.cancel(reason);
    },
  });
}

const CLIENT_CLOSED = 499;

/**
 * One request as it is observed: its record (run its handler inside it), the headers its answer
 * carries (`stamp`), and its log line and histogram sample (`answered`, once the body is sent).
 */
export function observation(request: RequestHead & { signal?: AbortSignal }, routeOf: (pathname: string) => string) {
  const record = newRecord(requestIdFor(request.headers.get("X-Request-Id")));
  const { pathname } = new URL(request.url);
  const route = pathname === "/metrics" ? "metrics" : routeOf(pathname);
  const stamp = (headers: Headers): void => {
    headers.set("X-Request-Id", record.id);
    headers.set("Server-Timing", serverTiming(record, performance.now() - record.started));
  };
  // A visitor who left mid-answer (a closed tab, a cancelled image) is not the server's failure:
  // what failed because of it is logged as 499, nginx's 'client closed request', at info.
  const answered = (status: number, aborted = false) => {
    const gone = request.signal?.aborted ?? false;
    logAnswer({
      id: record.id,
      method: request.method,
      url: request.url,
      route,
      status: gone && status >= 500 ? CLIENT_CLOSED : status,
      ms: performance.now() - record.started,
      record,
      aborted: aborted || gone,
    });
  };
  return { record, stamp, answered };
}

export function withObservation<C>(handler: Handler<C>, routes: ServerBuild["routes"]): Handler<C> {
  const routeOf = routeMatcher(routes);
  return async (request, context) => {
    const { record, stamp, answered } = observation(request, routeOf);
    const url = new URL(request.url);

    let response: Response;
    try {
      response = await runInRequest(record, () =>
        url.pathname === "/metrics" && request.method === "GET" ? serveMetrics(request) : handler(request, context),
      );
    } catch (error) {
      if (!request.signal.aborted) {
        logger().error({ err: error, requestId: record.id, peer: peerAddress(context) ?? undefined }, "request failed");
      }
      answered(500);
      throw error;
    }
    const headers = new Headers(response.headers);
    stamp(headers);
    if (!response.body) {
      answered(response.status);
      return new Response(null, { status: response.status, statusText: response.statusText, headers });
    }
    const body = whenSent(response.body, (aborted) => answered(response.status, aborted));
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}

/** What the server entry (server/serve.ts, server/app.ts) takes from the build. */
export const observability = {
  withObservation,
  requestIdFor,
  logAnswer,
  logger,
  captureConsole,
  startDraining,
  serveMetrics,
  /** Sends the page views still queued and says what was lost (a draining server awaits it before exiting). */
  flushEvents: async () => {
    await flushEvents();
    summariseLostEvents();
  },
  /** Stops the lead and mail workers and the reply reminders, once their ticks end (a test's end, before its DATA_DIR is removed). */
  stopWorkers: () => Promise.all([stopLeadWorkers(), stopReplyReminders()]).then(() => undefined),
};
