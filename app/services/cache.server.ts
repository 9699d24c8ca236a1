import { env } from "~/env.server";
import { observeCacheLookup, reportCacheSizes } from "~/edge/metrics.server";
import { noteUpstreamFailure } from "~/edge/render-scope.server";

/**
 * A small in-memory cache with stale-while-revalidate for public reads
 * (blogs, products, projects, categories). An entry is fresh for `ttlMs`;
 * after that it is still served for `staleMs` while one refresh runs in the
 * background. Failures are never cached. The admin's writes call
 * `invalidate(prefix)`, so the public pages show a change at once.
 *
 * Memory is bounded: at most MAX_ENTRIES values, least recently used first
 * out. A miss (a load that found nothing: an unknown blog slug or project id,
 * `null`) is kept only MISS_TTL_MS and in its own MAX_MISSES bound, so
 * visitors asking for random slugs can neither grow memory nor push real
 * pages out. The cache is per process; see docs/decisions/004-public-read-cache.md.
 */

interface Entry<T> {
  value: T;
  freshUntil: number;
  staleUntil: number;
  refreshing?: Promise<void>;
}

export const MAX_ENTRIES = 1_000;
export const MAX_MISSES = 200;
export const MISS_TTL_MS = 5_000;

/** Maps keep insertion order: re-inserting on every hit makes the first key the least recently used. */
const entries = new Map<string, Entry<unknown>>();
const misses = new Map<string, number>();
const pending = new Map<string, Promise<unknown>>();

export const CACHE_TTL = { ttlMs: 30_000, staleMs: 5 * 60_000 };

/**
 * The windows in use: CACHE_TTL unless PUBLIC_CACHE_TTL_MS / PUBLIC_CACHE_STALE_MS
 * say otherwise (the e2e server uses short ones, so a fault injected into the
 * API shows within seconds; tests/e2e/shop.faults.spec.ts still proves the cache).
 */
function configuredWindows() {
  const { PUBLIC_CACHE_TTL_MS, PUBLIC_CACHE_STALE_MS } = env();
  return { ttlMs: PUBLIC_CACHE_TTL_MS ?? CACHE_TTL.ttlMs, staleMs: PUBLIC_CACHE_STALE_MS ?? CACHE_TTL.staleMs };
}

function touch<V>(map: Map<string, V>, key: string, value: V, bound: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= bound) break;
    map.delete(oldest);
  }
}

function failed(error: unknown): never {
  noteUpstreamFailure(error);
  throw error;
}

export async function cached<T>(
  key: string,
  load: () => Promise<T>,
  { ttlMs, staleMs } = configuredWindows(),
): Promise<T> {
  const now = Date.now();
  const missUntil = misses.get(key);
  if (missUntil !== undefined) {
    if (now < missUntil) {
      observeCacheLookup("read", true);
      return null as T;
    }
    misses.delete(key);
  }
  const entry = entries.get(key) as Entry<T> | undefined;
  // Hits and misses feed /metrics and the request's log line (issue 17).
  observeCacheLookup("read", Boolean(entry && now < entry.staleUntil));
  if (entry && now < entry.freshUntil) {
    touch(entries, key, entry, MAX_ENTRIES);
    return entry.value;
  }
  if (entry && now < entry.staleUntil) {
    touch(entries, key, entry, MAX_ENTRIES);
    entry.refreshing ??= load()
      .then((value) => {
        if (entries.get(key) === entry) store(key, value, ttlMs, staleMs);
      })
      .catch((error) =>
        console.error(`cache refresh of ${key} failed:`, error instanceof Error ? error.message : error),
      )
      .finally(() => {
        entry.refreshing = undefined;
      });
    return entry.value;
  }
  // One load at a time per key, however many visitors ask together.
  const inFlight = pending.get(key) as Promise<T> | undefined;
  // A load's failure marks every request waiting on it (its page is never kept: app/edge/render-scope.server.ts).
  if (inFlight) return inFlight.catch(failed);
  const promise = load()
    .then((value) => {
      store(key, value, ttlMs, staleMs);
      return value;
    })
    .finally(() => pending.delete(key));
  pending.set(key, promise);
  return promise.catch(failed);
}

function store<T>(key: string, value: T, ttlMs: number, staleMs: number) {
  const now = Date.now();
  if (value === null || value === undefined) {
    entries.delete(key);
    touch(misses, key, now + Math.min(MISS_TTL_MS, ttlMs), MAX_MISSES);
    return;
  }
  misses.delete(key);
  touch(entries, key, { value, freshUntil: now + ttlMs, staleUntil: now + ttlMs + staleMs }, MAX_ENTRIES);
}

/** Bumped by every invalidation: rendered pages from an older generation are stale (app/edge/page-cache.server.ts). */
let generation = 0;

export const cacheGeneration = (): number => generation;

/** Drops every entry whose key starts with one of the prefixes. */
export function invalidate(...prefixes: string[]): void {
  generation += 1;
  for (const key of [...entries.keys(), ...misses.keys(), ...pending.keys()]) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) {
      entries.delete(key);
      misses.delete(key);
      pending.delete(key);
    }
  }
}

/** How many values and misses are held (tests and monitoring). */
export function cacheSize(): { entries: number; misses: number } {
  return { entries: entries.size, misses: misses.size };
}

reportCacheSizes(() => ({ read: entries.size, read_misses: misses.size }));
