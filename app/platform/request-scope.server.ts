import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one request did, gathered while it runs without being passed through
 * every loader: its id, the upstream calls it made and how the caches served
 * it. Started by app/edge/observe.server.ts; read for its log line, its
 * Server-Timing header and (the id) by every log line written meanwhile.
 */
export interface UpstreamCall {
  method: string;
  path: string;
  /** The HTTP status, or the failure kind when there was no answer (timeout, network). */
  status: number | string;
  /** Milliseconds since the request started, and how long the call took. */
  start: number;
  ms: number;
}

export interface RequestRecord {
  id: string;
  /** performance.now() when the request arrived. */
  started: number;
  upstream: UpstreamCall[];
  /** Read-cache lookups (app/read-cache/cache.server.ts) and whether a kept page answered. */
  cache: { hits: number; misses: number; page: boolean };
}

const storage = new AsyncLocalStorage<RequestRecord>();

export function newRecord(id: string, started = performance.now()): RequestRecord {
  return { id, started, upstream: [], cache: { hits: 0, misses: 0, page: false } };
}

export const runInRequest = <T>(record: RequestRecord, run: () => T): T => storage.run(record, run);

export const currentRequest = (): RequestRecord | undefined => storage.getStore();

export function noteUpstreamCall(call: Omit<UpstreamCall, "start">, startedAt: number): void {
  const record = storage.getStore();
  if (record) record.upstream.push({ ...call, start: Math.round(startedAt - record.started) });
}

export function noteCacheLookup(hit: boolean): void {
  const record = storage.getStore();
  if (record) record.cache[hit ? "hits" : "misses"] += 1;
}

/** A kept rendered page answered this request (app/edge/page-cache.server.ts). */
export function notePageCacheHit(): void {
  const record = storage.getStore();
  if (record) record.cache.page = true;
}

/** `hit` when the answer came from a cache without asking the API, else `miss`. */
export function cacheOutcome(record: RequestRecord): "hit" | "miss" {
  if (record.cache.page) return "hit";
  return record.cache.hits > 0 && record.cache.misses === 0 && record.upstream.length === 0 ? "hit" : "miss";
}

/** Wall time covered by upstream calls (overlapping calls count once). */
export function upstreamWallMs(calls: UpstreamCall[]): number {
  const spans = calls.map((call) => [call.start, call.start + call.ms] as const).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}
