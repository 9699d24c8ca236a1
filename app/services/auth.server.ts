import { loginResponseSchema } from "~/schemas/api";
import type { LoginInput } from "~/schemas/login";
import { TIMEOUT, upstream, UpstreamError } from "~/services/client.server";
import { clientKey, enterFlight, forget, giveBack, rateLimit, resetRateLimits } from "~/platform/rate-limit.server";

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
 * Sign-in throttle: at most 10 wrong passwords a minute per client, and at most
 * 100 a minute across all clients (so many addresses guessing slowly together
 * are stopped too; docs/decisions/005-client-address-and-own-server-entry.md).
 * Every attempt takes its point *before* the password is checked and gives it
 * back when it was not a wrong guess (signed in, or the API did not answer), so
 * a burst of parallel guesses gets no more checks than the limit (route
 * test: admin-guard.test.ts); and at most SIGN_IN_IN_FLIGHT attempts per client run at a time in
 * one process. The counters are rate-limit.server.ts's: in Redis with
 * REDIS_URL, so every replica takes from the same budget (docs/deploy.md).
 */
export const SIGN_IN_FAILURES = { limit: 10, windowMs: 60_000 } as const;
/** Across all clients: past this many failures a minute, everyone waits out the window. */
export const GLOBAL_SIGN_IN_FAILURES = { limit: 100, windowMs: 60_000 } as const;
/** Sign-ins of one client checked at the same time, per process. */
export const SIGN_IN_IN_FLIGHT = 2;
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many sign-in attempts. Please wait a minute and try again.";

const EVERYONE = "signin-all:*";

/**
 * 'passed': the password was right and a second factor follows: the point goes back, but earlier
 * failures stay counted (forgetting them would give a password holder ten more code guesses).
 */
export type SignInOutcome = "signed-in" | "passed" | "refused" | "failed";

export interface SignInAttempt {
  /** Seconds to wait before trying again: the attempt was refused (0: go on and check the password). */
  retryAfterS: number;
  /** Says how the check went; its point is kept only for a wrong password ('refused'). Once. */
  settle(outcome: SignInOutcome): Promise<void>;
}

const refusedAttempt = (retryAfterMs: number): SignInAttempt => ({
  retryAfterS: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  settle: async () => {},
});

/** Takes this client's point (and everyone's) for one password check, or says how long to wait. */
export async function beginSignIn(request: Request, context: unknown): Promise<SignInAttempt> {
  const client = clientKey("signin", request, context);
  const leave = enterFlight(client, SIGN_IN_IN_FLIGHT);
  if (!leave) return refusedAttempt(1_000);
  const mine = await rateLimit(client, SIGN_IN_FAILURES);
  if (!mine.ok) {
    leave();
    return refusedAttempt(mine.retryAfterMs);
  }
  const all = await rateLimit(EVERYONE, GLOBAL_SIGN_IN_FAILURES);
  if (!all.ok) {
    await giveBack(client, SIGN_IN_FAILURES);
    leave();
    return refusedAttempt(all.retryAfterMs);
  }
  let settled = false;
  return {
    retryAfterS: 0,
    async settle(outcome) {
      if (settled) return;
      settled = true;
      try {
        if (outcome === "signed-in") {
          await Promise.all([forget(client, SIGN_IN_FAILURES), giveBack(EVERYONE, GLOBAL_SIGN_IN_FAILURES)]);
        } else if (outcome === "failed" || outcome === "passed") {
          await Promise.all([giveBack(client, SIGN_IN_FAILURES), giveBack(EVERYONE, GLOBAL_SIGN_IN_FAILURES)]);
        }
      } finally {
        leave();
      }
    },
  };
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
