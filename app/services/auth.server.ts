import { loginResponseSchema, type LoginInput } from "~/schemas/login";
import { TIMEOUT, upstream, UpstreamError } from "~/services/client.server";
import { clientIp } from "~/services/rate-limit.server";

export interface SignedIn {
  message: string;
  email: string;
  /** The cookies the API set (e.g. PHPSESSID) as a Cookie header, kept in the admin's session. */
  upstreamCookie?: string;
}

/** 'a=1; Path=/; HttpOnly', 'b=2' → 'a=1; b=2'. */
function cookieHeaderFrom(headers: Headers): string | undefined {
  const pairs = headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0].trim())
    .filter((pair) => /^[^=\s]+=/.test(pair));
  return pairs.length ? pairs.join("; ") : undefined;
}

/**
 * auth/loginapi.php. Throws an UpstreamError for any answer but a success
 * (a 401 carries 'Invalid email or password' as its serverMessage).
 */
export async function signInUpstream({ email, password }: Pick<LoginInput, "email" | "password">): Promise<SignedIn> {
  const { data, headers, status } = await upstream({
    path: "auth/loginapi.php",
    method: "POST",
    json: { email, password },
    schema: loginResponseSchema,
    timeoutMs: TIMEOUT.default,
  });
  // PHP APIs sometimes answer HTTP 200 with a failing status in the body.
  if (data.status !== undefined && data.status !== 200) {
    throw new UpstreamError("status", `Sign-in refused with status ${data.status}`, data.status, data.message);
  }
  return {
    message: data.message ?? "Login successful",
    email: data.email ?? email,
    upstreamCookie: status === 200 ? cookieHeaderFrom(headers) : undefined,
  };
}

/*
 * Sign-in throttle: at most 10 failed attempts a minute per client, and at
 * most 100 failed attempts a minute across all clients (so many addresses
 * guessing slowly together are stopped too; docs/decisions/005-client-address-and-own-server-entry.md).
 * Only failures count, so an administrator who signs in often (or a test
 * suite) is never locked out by successes, while guessing passwords is slowed
 * to a crawl. The generic limiter (rate-limit.server.ts) counts every hit, so
 * this small one keeps its own failure log; the client's key comes from the
 * shared clientIp.
 */
export const SIGN_IN_FAILURES = { limit: 10, windowMs: 60_000 } as const;
/** Across all clients: past this many failures a minute, everyone waits out the window. */
export const GLOBAL_SIGN_IN_FAILURES = { limit: 100, windowMs: 60_000 } as const;
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many sign-in attempts. Please wait a minute and try again.";

const MAX_CLIENTS = 10_000;
const EVERYONE = "*";
const failures = new Map<string, number[]>();

function clientOf(request: Request, context: unknown): string {
  return clientIp(request, context) ?? "unknown";
}

function recent(key: string, now: number): number[] {
  const times = (failures.get(key) ?? []).filter((time) => time > now - SIGN_IN_FAILURES.windowMs);
  if (times.length) failures.set(key, times);
  else failures.delete(key);
  return times;
}

function waitFor(times: number[], limit: number, now: number): number {
  if (times.length < limit) return 0;
  return Math.max(1, Math.ceil((times[times.length - limit] + SIGN_IN_FAILURES.windowMs - now) / 1000));
}

/** Seconds this client must wait before trying again; 0 when it may try now. */
export function signInRetryAfter(request: Request, context: unknown, now = Date.now()): number {
  return Math.max(
    waitFor(recent(clientOf(request, context), now), SIGN_IN_FAILURES.limit, now),
    waitFor(recent(EVERYONE, now), GLOBAL_SIGN_IN_FAILURES.limit, now),
  );
}

function record(key: string, now: number): void {
  const times = recent(key, now).slice(-GLOBAL_SIGN_IN_FAILURES.limit);
  failures.delete(key);
  failures.set(key, [...times, now]);
}

export function recordFailedSignIn(request: Request, context: unknown, now = Date.now()): void {
  record(clientOf(request, context), now);
  record(EVERYONE, now);
  // Bounded memory: the oldest clients go first (a Map keeps insertion order).
  for (const oldest of failures.keys()) {
    if (failures.size <= MAX_CLIENTS) break;
    if (oldest !== EVERYONE) failures.delete(oldest);
  }
}

export function clearFailedSignIns(request: Request, context: unknown): void {
  failures.delete(clientOf(request, context));
}

/** Forgets every failure (tests). */
export function resetSignInFailures(): void {
  failures.clear();
}

export const SIGN_IN_ERROR_MESSAGE = "An error occurred. Please try again.";

/** A refused sign-in shows the API's message; anything else the spec's catch-all. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof UpstreamError && (error.kind === "unauthorized" || error.kind === "status")) {
    return error.serverMessage ?? SIGN_IN_ERROR_MESSAGE;
  }
  return SIGN_IN_ERROR_MESSAGE;
}

/** Wrong credentials (as opposed to the API being down) count towards the throttle. */
export function isRefusedCredentials(error: unknown): boolean {
  return error instanceof UpstreamError && (error.status === 401 || error.status === 403);
}
