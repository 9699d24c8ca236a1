import path from "node:path";
import { cachified, isExpired, type Cache, type CacheEntry } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { DEFAULTS, env } from "~/platform/env.server";
import { observeCacheLookup, reportCacheSizes } from "~/platform/metrics.server";
import { noteFreshUntil, noteStaleRead, noteUpstreamFailure, withOwnFailures } from "~/platform/render-scope.server";
import { fileStore, redisStore, type PersistentStore } from "~/read-cache/cache-stores.server";
import { currentOutage, noteStaleAnswer } from "~/read-cache/outage.server";

/**
 * The public reads (blogs, products, projects, categories) through cachified
 * (docs/decisions/004-public-read-cache.md). A value is fresh for `ttlMs`, then
 * served for `staleMs` more while one refresh runs; concurrent loads of a key
 * share one call. Every good answer is also kept as the key's **last good
 * answer**: in memory (lru-cache) and in a persistent store (a folder, or Redis
 * with REDIS_URL) that outlives a restart. When a load fails (timeout, network,
 * 5xx, malformed) and the last good answer is younger than STALE_IF_ERROR_S,
 * that answer is served: the page is marked stale (shared for a shorter time,
 * app/edge/cache-policy.server.ts) and further reads of the key answer at once
 * while one background call at a time asks the API again. Only with nothing to
 * show does the failure reach the page (the spec's 'Failed to load …').
 *
 * A miss (`null`: an unknown slug or id) is kept MISS_TTL_MS in its own small
 * bound and never stored for later. The admin's writes call `invalidate(prefix)`:
 * those keys are reloaded on their next read, and a copy read back from the
 * persistent store after a restart counts as invalidated too.
 */

export const MAX_ENTRIES = 1_000;
export const MAX_MISSES = 200;
export const MISS_TTL_MS = 5_000;
export const CACHE_TTL = { ttlMs: DEFAULTS.PUBLIC_CACHE_TTL_MS, staleMs: DEFAULTS.PUBLIC_CACHE_STALE_MS };

export interface Windows {
  ttlMs: number;
  staleMs: number;
}

export interface ReadCacheOptions {
  /** Where last good answers outlive the process; null: memory only. */
  persistent: PersistentStore | null;
  /** How long a last good answer may be served while the API fails. */
  staleIfErrorMs: number;
}

export function createReadCache({ persistent, staleIfErrorMs }: ReadCacheOptions) {
  const memory = new LRUCache<string, CacheEntry>({ max: MAX_ENTRIES });
  const misses = new LRUCache<string, CacheEntry>({ max: MAX_MISSES });
  /** Keys answered from their last good copy since their last good load, and when that copy was read. */
  const degraded = new Map<string, number>();
  /** When each prefix was last invalidated: applies to copies read back from the persistent store. */
  let invalidated: Record<string, number> = {};
  const ready = persistent?.invalidations().then((saved) => {
    for (const [prefix, at] of Object.entries(saved)) invalidated[prefix] = Math.max(at, invalidated[prefix] ?? 0);
  });
  let generation = 0;

  const expire = (entry: CacheEntry): CacheEntry => ({ ...entry, metadata: { ...entry.metadata, ttl: -1, swr: 0 } });

  async function kept(key: string): Promise<CacheEntry | null> {
    const inMemory = memory.get(key);
    if (inMemory || !persistent) return inMemory ?? null;
    await ready;
    const stored = await persistent.get(key);
    if (!stored) return null;
    const outdated = Object.entries(invalidated).some(
      ([prefix, at]) => key.startsWith(prefix) && stored.metadata.createdTime <= at,
    );
    const entry = outdated ? expire(stored) : stored;
    memory.set(key, entry);
    return entry;
  }

  const store: Cache = {
    name: "read",
    get: async (key) => misses.get(key) ?? (await kept(key)),
    async set(key, entry: CacheEntry) {
      if (entry.value === null || entry.value === undefined) {
        const ttl = Math.min(MISS_TTL_MS, entry.metadata.ttl ?? MISS_TTL_MS);
        misses.set(key, { ...entry, metadata: { ...entry.metadata, ttl, swr: 0 } });
        return;
      }
      misses.delete(key);
      memory.set(key, entry);
      const { ttl, swr } = entry.metadata;
      await persistent?.set(key, entry, (ttl ?? 0) + (swr ?? 0) + staleIfErrorMs);
    },
    delete(key) {
      memory.delete(key);
      misses.delete(key);
    },
  };

  /** The last good answer of `key`, when it may still stand in for a failed load. */
  async function lastGood(key: string): Promise<CacheEntry | null> {
    const entry = await kept(key);
    if (!entry || entry.value === null) return null;
    return Date.now() - entry.metadata.createdTime <= staleIfErrorMs ? entry : null;
  }

  /**
   * Serves `entry` from now on as a stale value whose refresh runs in the background, until its
   * last good answer is too old: one call at a time asks the API while readers get the copy.
   */
  function degrade(key: string, entry: CacheEntry): void {
    const { createdTime } = entry.metadata;
    const age = Date.now() - createdTime;
    memory.set(key, { ...entry, metadata: { createdTime, ttl: age, swr: Math.max(1, staleIfErrorMs - age) } });
    degraded.set(key, createdTime);
  }

  function answeredStale(key: string, createdTime: number): void {
    noteStaleRead();
    noteStaleAnswer(createdTime);
    degraded.set(key, createdTime);
  }

  async function cached<T>(key: string, load: () => Promise<T>, { ttlMs, staleMs }: Windows): Promise<T> {
    // PUBLIC_CACHE_TTL_MS=0 turns the read cache off, last good answers included (route tests):
    // every read is then a miss, and /metrics still counts it.
    if (ttlMs <= 0) {
      observeCacheLookup("read", false);
      return load();
    }
    let loaded = false;
    // While the API is known to be down, a key past its windows answers its last good copy at once.
    if (currentOutage() && !degraded.has(key)) {
      const entry = await kept(key);
      if (entry && isExpired(entry.metadata) === true && (await lastGood(key))) degrade(key, entry);
    } else if (!currentOutage() && degraded.has(key)) {
      // The API answers again: the first read after it loads fresh instead of serving the old copy.
      const entry = memory.peek(key);
      if (entry) memory.set(key, expire(entry));
    }
    try {
      const value = await cachified<T>({
        key,
        cache: store,
        ttl: ttlMs,
        staleWhileRevalidate: staleMs,
        getFreshValue: async ({ background, metadata }) => {
          if (!background) loaded = true;
          const fresh = await withOwnFailures(load);
          degraded.delete(key);
          // cachified keeps nothing whose windows passed while it loaded (a slow API): it is the last good answer still.
          if (isExpired(metadata) === true) await store.set(key, { value: fresh, metadata });
          return fresh;
        },
      });
      // Hits and misses feed /metrics and the request's log line (decision 009).
      observeCacheLookup("read", !loaded);
      // A page kept from this render lives no longer than this read stays fresh (page-cache.server.ts).
      const createdTime = memory.peek(key)?.metadata.createdTime;
      if (createdTime !== undefined) noteFreshUntil(createdTime + ttlMs);
      const since = degraded.get(key);
      if (!loaded && since !== undefined) answeredStale(key, since);
      return value;
    } catch (error) {
      observeCacheLookup("read", false);
      const entry = await lastGood(key);
      if (!entry) {
        // A page rendered around this failure is never kept for other visitors.
        noteUpstreamFailure(error);
        throw error;
      }
      degrade(key, entry);
      answeredStale(key, entry.metadata.createdTime);
      return entry.value as T;
    }
  }

  /** Marks every key under the prefixes for reloading; their last good answers stay. */
  function invalidate(...prefixes: string[]): void {
    generation += 1;
    const now = Date.now();
    for (const prefix of prefixes) invalidated[prefix] = now;
    for (const key of [...memory.keys()]) {
      const entry = memory.peek(key);
      if (entry && prefixes.some((prefix) => key.startsWith(prefix))) memory.set(key, expire(entry));
    }
    for (const key of [...misses.keys()]) if (prefixes.some((prefix) => key.startsWith(prefix))) misses.delete(key);
    void persistent?.saveInvalidations(invalidated);
  }

  return {
    cached,
    invalidate,
    generation: () => generation,
    size: () => ({ entries: memory.size, misses: misses.size }),
    /** Forgets what is in memory, as a restart would (tests). */
    forgetMemory() {
      memory.clear();
      misses.clear();
      degraded.clear();
      invalidated = {};
    },
  };
}

function configured() {
  const { STALE_IF_ERROR_S, CACHE_DIR, DATA_DIR, CACHE_MAX_MB, REDIS_URL } = env();
  const dir = CACHE_DIR ?? (DATA_DIR ? path.join(DATA_DIR, "read-cache") : undefined);
  let persistent: PersistentStore | null = null;
  if (REDIS_URL) persistent = redisStore(REDIS_URL);
  else if (dir) persistent = fileStore(dir, CACHE_MAX_MB * 1024 * 1024);
  return createReadCache({ persistent, staleIfErrorMs: STALE_IF_ERROR_S * 1000 });
}

let instance: ReturnType<typeof createReadCache> | undefined;
const readCache = () => (instance ??= configured());

/**
 * The windows in use: PUBLIC_CACHE_TTL_MS and PUBLIC_CACHE_STALE_MS (CACHE_TTL unless set)
 * (the e2e server uses short ones, so a fault injected into the API shows within seconds).
 */
function configuredWindows(): Windows {
  const { PUBLIC_CACHE_TTL_MS, PUBLIC_CACHE_STALE_MS } = env();
  return { ttlMs: PUBLIC_CACHE_TTL_MS, staleMs: PUBLIC_CACHE_STALE_MS };
}

export function cached<T>(key: string, load: () => Promise<T>, windows = configuredWindows()): Promise<T> {
  return readCache().cached(key, load, windows);
}

/** Bumped by every invalidation: rendered pages from an older generation are stale (app/edge/page-cache.server.ts). */
export const cacheGeneration = (): number => instance?.generation() ?? 0;

/** Marks every entry whose key starts with one of the prefixes for reloading. */
export function invalidate(...prefixes: string[]): void {
  readCache().invalidate(...prefixes);
}

/** How many values and misses are held (tests and monitoring). */
export const cacheSize = () => readCache().size();

reportCacheSizes(() => {
  const { entries, misses } = instance?.size() ?? { entries: 0, misses: 0 };
  return { read: entries, read_misses: misses };
});
