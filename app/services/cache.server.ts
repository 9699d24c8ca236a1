import { env } from "~/env.server";

/**
 * A small in-memory cache with stale-while-revalidate for public reads
 * (blogs, products, projects, categories). An entry is fresh for `ttlMs`;
 * after that it is still served for `staleMs` while one refresh runs in the
 * background. Failures are never cached. The admin's writes call
 * `invalidate(prefix)`, so the public pages show a change at once.
 * The cache is per process; see docs/decisions/004-public-read-cache.md.
 */

interface Entry<T> {
  value: T;
  freshUntil: number;
  staleUntil: number;
  refreshing?: Promise<void>;
}

const entries = new Map<string, Entry<unknown>>();
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

export async function cached<T>(
  key: string,
  load: () => Promise<T>,
  { ttlMs, staleMs } = configuredWindows(),
): Promise<T> {
  const now = Date.now();
  const entry = entries.get(key) as Entry<T> | undefined;
  if (entry && now < entry.freshUntil) return entry.value;
  if (entry && now < entry.staleUntil) {
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
  if (inFlight) return inFlight;
  const promise = load()
    .then((value) => {
      store(key, value, ttlMs, staleMs);
      return value;
    })
    .finally(() => pending.delete(key));
  pending.set(key, promise);
  return promise;
}

function store<T>(key: string, value: T, ttlMs: number, staleMs: number) {
  const now = Date.now();
  entries.set(key, { value, freshUntil: now + ttlMs, staleUntil: now + ttlMs + staleMs });
}

/** Drops every entry whose key starts with one of the prefixes. */
export function invalidate(...prefixes: string[]): void {
  for (const key of [...entries.keys(), ...pending.keys()]) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) {
      entries.delete(key);
      pending.delete(key);
    }
  }
}
