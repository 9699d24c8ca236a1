import { loginResponseSchema } from "~/schemas/api";
import type { LoginInput } from "~/schemas/login";
import { TIMEOUT, upstream, UpstreamError } from "~/services/client.server";
import { clientIp, countFailure, failureWait, forgetFailures, resetRateLimits } from "~/edge/rate-limit.server";

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
 * to a crawl. The counters are rate-limit.server.ts's failure counters: in
 * Redis with REDIS_URL, so every replica sees the same ones (docs/deploy.md).
 */
export const SIGN_IN_FAILURES = { limit: 10, windowMs: 60_000 } as const;
/** Across all clients: past this many failures a minute, everyone waits out the window. */
export const GLOBAL_SIGN_IN_FAILURES = { limit: 100, windowMs: 60_000 } as const;
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many sign-in attempts. Please wait a minute and try again.";

const clientOf = (request: Request, context: unknown) => `signin:${clientIp(request, context) ?? "unknown"}`;
const EVERYONE = "signin-all:*";

/** Seconds this client must wait before trying again; 0 when it may try now. */
export async function signInRetryAfter(request: Request, context: unknown): Promise<number> {
  const waits = await Promise.all([
    failureWait(clientOf(request, context), SIGN_IN_FAILURES),
    failureWait(EVERYONE, GLOBAL_SIGN_IN_FAILURES),
  ]);
  return Math.ceil(Math.max(...waits) / 1000);
}

export async function recordFailedSignIn(request: Request, context: unknown): Promise<void> {
  await Promise.all([
    countFailure(clientOf(request, context), SIGN_IN_FAILURES),
    countFailure(EVERYONE, GLOBAL_SIGN_IN_FAILURES),
  ]);
}

export async function clearFailedSignIns(request: Request, context: unknown): Promise<void> {
  await forgetFailures(clientOf(request, context), SIGN_IN_FAILURES);
}

/** Forgets every failure (tests). */
export const resetSignInFailures = resetRateLimits;

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
