import { isIP } from "node:net";
import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { env } from "~/env.server";
import { rateLimitRefusals } from "~/edge/metrics.server";

/**
 * Rate limits and failure counters on rate-limiter-flexible: at most `limit`
 * hits per key in a window of `windowMs` that starts with the key's first hit.
 * With REDIS_URL the counters live in Redis, so N replicas share one budget
 * (docs/deploy.md); should Redis not answer, each replica counts in its own
 * memory meanwhile (the library's insurance limiter). Without REDIS_URL they
 * are per process, as before. Prefix keys by purpose (`contact:${ip}`,
 * `login:${ip}`) so limiters never share a budget: the part before the first
 * colon is the scope in the Redis key and in rate_limit_refusals_total.
 */

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  ok: boolean;
  /** Hits left in the window after this one. */
  remaining: number;
  /** When refused: how long until the window ends. */
  retryAfterMs: number;
}

/** What RateLimiterRedis needs of a client: ioredis, or ioredis-mock in tests. */
export type RedisClient = Pick<Redis, "multi" | "defineCommand" | "status">;

let sharedClient: Redis | undefined;

function redisClient(): RedisClient | null {
  const url = env().REDIS_URL;
  if (!url) return null;
  // No offline queue: while Redis is away a call fails at once and the insurance limiter answers.
  if (!sharedClient) {
    sharedClient = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // ioredis reconnects by itself; without a listener each failure would be an "unhandled error event".
    sharedClient.on("error", (error: Error) => console.warn(`Redis (rate limits): ${error.message}`));
  }
  return sharedClient;
}

const limiters = new Map<string, RateLimiterAbstract>();

/**
 * The limiter of one scope and window (made once): in Redis under the key
 * `rl:<scope>:<key>` with the window as its expiry, else in memory.
 */
export function limiterFor(
  scope: string,
  { limit, windowMs }: RateLimitOptions,
  client = redisClient(),
): RateLimiterAbstract {
  const id = `${scope}/${limit}/${windowMs}/${client ? "redis" : "memory"}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const options: IRateLimiterOptions = {
      keyPrefix: `rl:${scope}`,
      points: limit,
      duration: Math.max(1, Math.ceil(windowMs / 1000)),
    };
    limiter = client
      ? new RateLimiterRedis({
          ...options,
          storeClient: client,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    limiters.set(id, limiter);
  }
  return limiter;
}

function split(key: string): [scope: string, rest: string] {
  const colon = key.indexOf(":");
  return colon < 0 ? [key, key] : [key.slice(0, colon), key.slice(colon + 1)];
}

/** Counts one hit of `key`; refused once the window already holds `limit`. */
export async function rateLimit(
  key: string,
  options: RateLimitOptions,
  client = redisClient(),
): Promise<RateLimitResult> {
  const [scope, rest] = split(key);
  try {
    const result = await limiterFor(scope, options, client).consume(rest);
    return { ok: true, remaining: result.remainingPoints, retryAfterMs: 0 };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    rateLimitRefusals.inc({ scope });
    return { ok: false, remaining: 0, retryAfterMs: refusal.msBeforeNext };
  }
}

/**
 * Failure counters (the sign-in throttle, app/services/auth.server.ts): only
 * failures count, and `failureWait` says how long `key` must wait once it has
 * `limit` of them in the window (0: it may try now).
 */
export async function countFailure(key: string, options: RateLimitOptions, client = redisClient()): Promise<void> {
  const [scope, rest] = split(key);
  await limiterFor(scope, options, client).penalty(rest);
}

export async function failureWait(key: string, options: RateLimitOptions, client = redisClient()): Promise<number> {
  const [scope, rest] = split(key);
  const state = await limiterFor(scope, options, client).get(rest);
  if (!state || state.consumedPoints < options.limit) return 0;
  rateLimitRefusals.inc({ scope });
  return Math.max(1, state.msBeforeNext);
}

export async function forgetFailures(key: string, options: RateLimitOptions, client = redisClient()): Promise<void> {
  const [scope, rest] = split(key);
  await limiterFor(scope, options, client).delete(rest);
}

/** Forgets every in-memory counter (tests). */
export function resetRateLimits(): void {
  limiters.clear();
}

/**
 * What the site's server entry (server/app.mjs) passes to every loader
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
