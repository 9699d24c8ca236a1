import { isIP } from "node:net";
import { env } from "~/env.server";

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
 * What the site's server entry (scripts/site-app.mjs) passes to every loader
 * and action: the TCP peer's address. Requests that did not come through it
 * (tests calling a loader directly) have none.
 */
export function peerAddress(context: unknown): string | null {
  if (!context || typeof context !== "object" || !("clientAddress" in context)) return null;
  const address = (context as { clientAddress: unknown }).clientAddress;
  if (typeof address !== "string") return null;
  // An IPv4 client on a dual-stack socket shows as '::ffff:203.0.113.7'.
  const plain = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return isIP(plain) ? plain : null;
}

/**
 * The visitor's address (docs/decisions/005-client-address-and-own-server-entry.md). With
 * TRUST_PROXY=0 (the default) it is the TCP peer and forwarding headers are
 * ignored, since anyone can send them. With TRUST_PROXY=N (N proxies in front)
 * it is the Nth address from the right of X-Forwarded-For: each trusted proxy
 * appended the address it saw, and everything left of those is the client's
 * own claim. Null when there is no usable address.
 */
export function clientIp(request: Request, context?: unknown, trustProxy = env().TRUST_PROXY): string | null {
  const peer = peerAddress(context);
  if (trustProxy === 0) return peer;
  const hops = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request did not pass through all of them.
  const candidate = hops.length >= trustProxy ? hops[hops.length - trustProxy] : undefined;
  return candidate && isIP(candidate) ? candidate : peer;
}

/** A limiter key for this request's client: `${scope}:${ip}`. */
export function clientKey(scope: string, request: Request, context?: unknown): string {
  return `${scope}:${clientIp(request, context) ?? "unknown"}`;
}
