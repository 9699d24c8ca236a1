import { createHmac } from "node:crypto";
import { BlockList, isIP } from "node:net";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { env, sessionSecrets } from "~/platform/env.server";
import { rateLimitRefusals } from "~/platform/metrics.server";
import { redisClient, withRedisFallback, type RedisClient } from "~/platform/redis.server";
import type { RequestHead } from "~/platform/request-head.server";

export { type RedisClient } from "~/platform/redis.server";

/**
 * Rate limits on rate-limiter-flexible: at most `limit` points per key in a
 * window of `windowMs` that starts with the key's first hit. With REDIS_URL the
 * counters live in Redis, so N replicas share one budget (docs/deploy.md).
 * Prefix keys by purpose (`contact:${ip}`, `signin:${ip}`) so limiters never
 * share a budget: the part before the first colon is the scope in the Redis key
 * and in rate_limit_refusals_total.
 *
 * Redis never holds a request up (app/platform/redis.server.ts): while it does not
 * answer, this process counts in its own memory (a stalled Redis must hold no request up).
 */

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  ok: boolean;
  /** Points left in the window after this hit. */
  remaining: number;
  /** When refused: how long until the window ends. */
  retryAfterMs: number;
}

const memoryLimiters = new Map<string, RateLimiterAbstract>();
const redisLimiters = new WeakMap<RedisClient, Map<string, RateLimiterAbstract>>();

function options(scope: string, { limit, windowMs }: RateLimitOptions): IRateLimiterOptions {
  return { keyPrefix: `rl:${scope}`, points: limit, duration: Math.max(1, Math.ceil(windowMs / 1000)) };
}

function memoryLimiter(scope: string, limits: RateLimitOptions): RateLimiterAbstract {
  const id = `${scope}/${limits.limit}/${limits.windowMs}`;
  let limiter = memoryLimiters.get(id);
  if (!limiter) memoryLimiters.set(id, (limiter = new RateLimiterMemory(options(scope, limits))));
  return limiter;
}

/** The Redis limiter of one scope and window: key `rl:<scope>:<key>`, the window as its expiry. */
function redisLimiter(scope: string, limits: RateLimitOptions, client: RedisClient): RateLimiterAbstract {
  let limiters = redisLimiters.get(client);
  if (!limiters) redisLimiters.set(client, (limiters = new Map()));
  const id = `${scope}/${limits.limit}/${limits.windowMs}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterRedis({ ...options(scope, limits), storeClient: client, rejectIfRedisNotReady: true });
    limiters.set(id, limiter);
  }
  return limiter;
}

function split(key: string): [scope: string, rest: string] {
  const colon = key.indexOf(":");
  return colon < 0 ? [key, key] : [key.slice(0, colon), key.slice(colon + 1)];
}

/** One operation on `key`'s counter, in Redis while it answers, else in memory. */
function onCounter<T>(
  key: string,
  limits: RateLimitOptions,
  client: RedisClient | null,
  operation: (limiter: RateLimiterAbstract, rest: string) => Promise<T>,
): Promise<T> {
  const [scope, rest] = split(key);
  return withRedisFallback(
    client,
    (redis) => operation(redisLimiter(scope, limits, redis), rest),
    () => operation(memoryLimiter(scope, limits), rest),
    (error) => error instanceof RateLimiterRes,
  );
}

/** Counts `points` (one hit, or a number of bytes) for `key`; refused once the window holds `limit`. */
export async function rateLimit(
  key: string,
  limits: RateLimitOptions,
  client = redisClient(),
  points = 1,
): Promise<RateLimitResult> {
  try {
    const result = await onCounter(key, limits, client, (limiter, rest) => limiter.consume(rest, points));
    return { ok: true, remaining: result.remainingPoints, retryAfterMs: 0 };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    rateLimitRefusals.inc({ scope: split(key)[0] });
    return { ok: false, remaining: 0, retryAfterMs: refusal.msBeforeNext };
  }
}

/** The points `key` has used in its window, without counting one more, and when the window ends. */
export async function pointsUsed(
  key: string,
  limits: RateLimitOptions,
  client = redisClient(),
): Promise<{ used: number; retryAfterMs: number }> {
  const result = await onCounter(key, limits, client, (limiter, rest) => limiter.get(rest));
  return { used: result?.consumedPoints ?? 0, retryAfterMs: result?.msBeforeNext ?? 0 };
}

/** Gives one point back to `key` (a sign-in that was not a wrong guess after all). */
export async function giveBack(key: string, limits: RateLimitOptions, client = redisClient()): Promise<void> {
  await onCounter(key, limits, client, (limiter, rest) => limiter.reward(rest, 1));
}

/** Forgets `key`'s counter (a successful sign-in clears that client's failures). */
export async function forget(key: string, limits: RateLimitOptions, client = redisClient()): Promise<void> {
  await onCounter(key, limits, client, (limiter, rest) => limiter.delete(rest));
}

/** Forgets every in-memory counter (tests). */
export function resetRateLimits(): void {
  memoryLimiters.clear();
  flights.clear();
}

const flights = new Map<string, number>();

/**
 * At most `max` requests of `key` at a time in this process: a way out (call it
 * once when the request is done), or null when `max` are already running.
 */
export function enterFlight(key: string, max: number): (() => void) | null {
  const running = flights.get(key) ?? 0;
  if (running >= max) return null;
  flights.set(key, running + 1);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const now = (flights.get(key) ?? 1) - 1;
    if (now > 0) flights.set(key, now);
    else flights.delete(key);
  };
}

/**
 * What the site's server entry (server/app.ts) passes to every loader
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
export function clientIp(request: RequestHead, context?: unknown, trustProxy = env().TRUST_PROXY): string | null {
  const peer = peerAddress(context);
  warnOfProxyMismatch(proxyMismatch(request, peer, trustProxy));
  if (trustProxy === 0) return peer;
  const hops = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request did not pass through all of them.
  const candidate = hops.length >= trustProxy ? hops[hops.length - trustProxy] : undefined;
  return candidate && isIP(candidate) ? candidate : peer;
}

/** Loopback, private, link-local and shared (CGNAT) addresses: where a proxy in front of us sits. */
const NEARBY = new BlockList();
NEARBY.addSubnet("127.0.0.0", 8);
NEARBY.addSubnet("10.0.0.0", 8);
NEARBY.addSubnet("172.16.0.0", 12);
NEARBY.addSubnet("192.168.0.0", 16);
NEARBY.addSubnet("100.64.0.0", 10);
NEARBY.addSubnet("169.254.0.0", 16);
NEARBY.addAddress("::1", "ipv6");
NEARBY.addSubnet("fc00::", 7, "ipv6");
NEARBY.addSubnet("fe80::", 10, "ipv6");
const isNearby = (ip: string) => NEARBY.check(ip, isIP(ip) === 6 ? "ipv6" : "ipv4");

/**
 * What one request says of a wrong TRUST_PROXY, or null: a proxy that sends no X-Forwarded-For
 * (every visitor would count as the proxy), a public peer whose X-Forwarded-For we would believe
 * (any client could choose the address its limits count), or a nearby proxy we do not trust (every
 * visitor would share its one address, and one client could fill the outbox's ceiling for all).
 */
export function proxyMismatch(request: RequestHead, peer: string | null, trustProxy: number): string | null {
  if (!peer) return null;
  const forwarded = request.headers.has("x-forwarded-for");
  if (trustProxy > 0 && !isNearby(peer)) {
    return `TRUST_PROXY=${trustProxy}, but a request came straight from the public address ${peer}: its X-Forwarded-For is the client's own claim, so a client can choose the address its limits count. Put the proxies in front (or set TRUST_PROXY=0 when clients connect directly)`;
  }
  if (trustProxy > 0 && !forwarded) {
    return `TRUST_PROXY=${trustProxy}, but a request from ${peer} came without X-Forwarded-For: it counts as the proxy's address. Make the proxy append it (or set TRUST_PROXY=0)`;
  }
  if (trustProxy === 0 && forwarded && isNearby(peer)) {
    return `TRUST_PROXY=0, but requests come through a proxy at ${peer} (X-Forwarded-For is set): every visitor counts as that one address, for the limits and the outbox's share. Set TRUST_PROXY to the number of proxies in front`;
  }
  return null;
}

const PROXY_WARNING_EVERY_MS = 60 * 60_000;
let proxyWarnedAt = Number.NEGATIVE_INFINITY;

/** The first mismatch at once, then at most one line an hour (a busy site sees it on every request). */
function warnOfProxyMismatch(problem: string | null): void {
  if (!problem || Date.now() - proxyWarnedAt < PROXY_WARNING_EVERY_MS) return;
  proxyWarnedAt = Date.now();
  console.warn(problem);
}

/**
 * What a limit counts an address as: an IPv4 address as itself, an IPv6 address
 * by its /64 (one household or server usually holds a whole /64, and picks a new
 * address in it at will).
 */
export function limitAddress(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const plain = ip.split("%")[0].toLowerCase();
  const [head, tail] = plain.split("::");
  const before = head ? head.split(":") : [];
  const after = tail ? tail.split(":") : [];
  // An IPv4 tail ('::ffff:1.2.3.4') fills two groups.
  const groups = (parts: string[]) => parts.length + (parts.at(-1)?.includes(".") ? 1 : 0);
  const missing = tail === undefined ? 0 : 8 - groups(before) - groups(after);
  const all = [...before, ...Array<string>(missing).fill("0"), ...after];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * Who sent a lead, for its share of the outbox's ceiling: a keyed hash (the address itself is not
 * kept with the lead) of the client's address, or of the TCP peer's when that peer is a public
 * address. A public peer is the client itself, whatever X-Forwarded-For it sends: with a wrong
 * TRUST_PROXY one client choosing a new address per request still counts as one.
 */
export function leadSource(request: Request, context?: unknown, trustProxy = env().TRUST_PROXY): string {
  const peer = peerAddress(context);
  const ip = peer && !isNearby(peer) ? peer : clientIp(request, context, trustProxy);
  return createHmac("sha256", sessionSecrets()[0])
    .update(`lead-source\n${ip ? limitAddress(ip) : "unknown"}`)
    .digest("base64url")
    .slice(0, 16);
}

/** A limiter key for this request's client: `${scope}:${address}` (IPv6 by its /64). */
export function clientKey(scope: string, request: Request, context?: unknown): string {
  const ip = clientIp(request, context);
  return `${scope}:${ip ? limitAddress(ip) : "unknown"}`;
}
