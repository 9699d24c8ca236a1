import { isIP } from "node:net";

/**
 * An in-memory sliding-window limiter: at most `limit` hits per key within the
 * last `windowMs`. Each replica counts on its own, which is enough to slow a
 * script down without a shared store. Refused attempts do not count, so a
 * client that waits gets in again. Prefix keys by purpose
 * (`contact:${ip}`, `login:${ip}`) so limiters never share a budget.
 */

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** The current time, for tests. */
  now?: number;
}

export interface RateLimitResult {
  ok: boolean;
  /** Hits left in the window after this one. */
  remaining: number;
  /** When refused: how long until the oldest hit leaves the window. */
  retryAfterMs: number;
}

interface Entry {
  hits: number[];
  windowMs: number;
}

/** Memory stays bounded: past this many keys, expired and then least recently used ones go. */
const MAX_KEYS = 10_000;
const entries = new Map<string, Entry>();

function sweep(now: number): void {
  for (const [key, entry] of entries) {
    if (entry.hits[entry.hits.length - 1] <= now - entry.windowMs) entries.delete(key);
  }
  for (const key of entries.keys()) {
    if (entries.size <= MAX_KEYS) break;
    entries.delete(key);
  }
}

export function rateLimit(key: string, { limit, windowMs, now = Date.now() }: RateLimitOptions): RateLimitResult {
  const hits = (entries.get(key)?.hits ?? []).filter((time) => time > now - windowMs);
  entries.delete(key);
  if (hits.length >= limit) {
    entries.set(key, { hits, windowMs });
    return { ok: false, remaining: 0, retryAfterMs: Math.max(0, hits[0] + windowMs - now) };
  }
  hits.push(now);
  // Re-inserting keeps the Map in least-recently-used order for the sweep.
  entries.set(key, { hits, windowMs });
  if (entries.size > MAX_KEYS) sweep(now);
  return { ok: true, remaining: limit - hits.length, retryAfterMs: 0 };
}

/** Forgets every key (tests). */
export function resetRateLimits(): void {
  entries.clear();
}

/**
 * The visitor's address as the nearest proxy saw it: the last entry of
 * X-Forwarded-For (the one our load balancer appends; earlier entries are
 * whatever the client claimed), else X-Real-IP. Null when the site runs with
 * no proxy in front, where every visitor then shares one budget.
 */
export function clientIp(request: Request): string | null {
  const forwarded = request.headers.get("x-forwarded-for");
  if (forwarded) {
    const last = forwarded.split(",").pop()?.trim();
    if (last && isIP(last)) return last;
  }
  const real = request.headers.get("x-real-ip")?.trim();
  if (real && isIP(real)) return real;
  return null;
}

/** A limiter key for this request's client: `${scope}:${ip}`. */
export function clientKey(scope: string, request: Request): string {
  return `${scope}:${clientIp(request) ?? "unknown"}`;
}
