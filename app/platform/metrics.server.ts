import { createHash, timingSafeEqual } from "node:crypto";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { env } from "~/platform/env.server";
import { noteCacheLookup, notePageCacheHit, noteUpstreamCall } from "~/platform/request-scope.server";

/**
 * The site's Prometheus series (prom-client), served at GET /metrics only to
 * a scraper holding METRICS_TOKEN, or on METRICS_PORT (docs/deploy.md).
 * Labels stay few: route ids and upstream API paths, never a URL a visitor
 * typed.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by route id, method and status.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const upstreamDuration = new Histogram({
  name: "upstream_request_duration_seconds",
  help: "Calls to the studio API, by API path, method and outcome (HTTP status or failure kind).",
  labelNames: ["path", "method", "outcome"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const upstreamErrors = new Counter({
  name: "upstream_errors_total",
  help: "Failed calls to the studio API, by API path and kind (timeout, network, unauthorized, status, malformed).",
  labelNames: ["path", "kind"] as const,
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: "cache_lookups_total",
  help: "Lookups in the public read cache and the rendered-page cache, by result.",
  labelNames: ["cache", "result"] as const,
  registers: [registry],
});

type CacheSizes = () => Record<string, number>;
const cacheSizes: CacheSizes[] = [];

/**
 * A cache reports its sizes (by `cache` label) each time the series are read: the read cache
 * and the page cache register here, so this module imports neither (metrics stays a leaf).
 */
export function reportCacheSizes(sizes: CacheSizes): void {
  cacheSizes.push(sizes);
}

new Gauge({
  name: "cache_entries",
  help: "Entries held: read-cache values and misses, rendered pages and their bytes.",
  labelNames: ["cache"] as const,
  registers: [registry],
  collect() {
    for (const sizes of cacheSizes) {
      for (const [cache, value] of Object.entries(sizes())) this.set({ cache }, value);
    }
  },
});

export const rateLimitRefusals = new Counter({
  name: "rate_limit_refusals_total",
  help: "Requests refused by a rate limit or the sign-in throttle, by scope.",
  labelNames: ["scope"] as const,
  registers: [registry],
});

/** An API path as a label: numbers (ids) folded, so the series stay few. */
export const pathLabel = (path: string): string => path.replace(/^\/+/, "").replace(/\d+/g, ":n");

const digest = (value: string) => createHash("sha256").update(value).digest();

function bearerMatches(request: Request, token: string): boolean {
  const header = request.headers.get("Authorization") ?? "";
  const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

/**
 * GET /metrics. On the site's own port: 404 unless METRICS_TOKEN is set and
 * METRICS_PORT is not, then 401 without that bearer. On METRICS_PORT
 * (`onMetricsPort`): served, still asking for the token when one is set.
 */
export async function serveMetrics(request: Request, { onMetricsPort = false } = {}): Promise<Response> {
  const { METRICS_TOKEN, METRICS_PORT } = env();
  if (!onMetricsPort && (METRICS_PORT || !METRICS_TOKEN)) return plain(404, "Not Found");
  if (METRICS_TOKEN && !bearerMatches(request, METRICS_TOKEN)) {
    return plain(401, "Unauthorized", { "WWW-Authenticate": 'Bearer realm="metrics"' });
  }
  return plain(200, await registry.metrics(), { "Content-Type": registry.contentType });
}

/**
 * One call to the studio API (app/services/client.server.ts): its sample,
 * its error count and its place in the current request's record.
 */
export function observeUpstreamCall(
  call: { method: string; path: string; status?: number; failure?: string },
  startedAt: number,
): void {
  const ms = performance.now() - startedAt;
  const path = call.path.replace(/^\/+/, "");
  const outcome = call.failure && call.status === undefined ? call.failure : String(call.status ?? "unknown");
  upstreamDuration.observe({ path: pathLabel(path), method: call.method, outcome }, ms / 1000);
  if (call.failure) upstreamErrors.inc({ path: pathLabel(path), kind: call.failure });
  noteUpstreamCall({ method: call.method, path, status: outcome, ms: Math.round(ms * 10) / 10 }, startedAt);
}

export function observeCacheLookup(cache: "read" | "page", hit: boolean): void {
  cacheLookups.inc({ cache, result: hit ? "hit" : "miss" });
  if (cache === "read") noteCacheLookup(hit);
  else if (hit) notePageCacheHit();
}
