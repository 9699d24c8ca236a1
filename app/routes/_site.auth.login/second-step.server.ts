import { json, redirect } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { forget, pointsUsed, rateLimit } from "~/platform/rate-limit.server";
import { sealer, type Sealed } from "~/platform/sealed.server";
import { signedCookie } from "~/platform/signed-cookie.server";
import { checkCode, SecondFactorUnavailable } from "~/sign-in/second-factor.server";
import { SECOND_FACTOR_MESSAGES } from "~/vocabulary/second-factor";
import { beginSignIn, SIGN_IN_ERROR_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE, type SignedIn } from "~/services/auth.server";
import { queueCodeLockNotice, queueSignInNotice } from "~/leads/sign-in-notice.server";
import { createAdminSession } from "~/sign-in/session.server";
import { deviceOf } from "~/sign-in/devices.server";
import { safePath } from "~/platform/security.server";
import { redirectWithToast } from "~/platform/toast.server";

/**
 * The sign-in's second step (docs/decisions/017-second-factor.md): after the right
 * password of an administrator with a second factor, a short-lived signed cookie remembers who
 * passed it, and the sign-in page asks for a code from the app or a recovery code. Wrong codes
 * count against the same throttle as wrong passwords, a password step allows PENDING_TRIES codes,
 * and ACCOUNT_LOCK.limit wrong codes for one administrator, from any address, lock the code step
 * for the rest of ACCOUNT_LOCK's window and e-mail the studio. The cookie is sealed (it carries the
 * PHP API's session cookie): signed and encrypted.
 */

export const DASHBOARD = "/dashboard/admin/";
export const CODE_MESSAGES = {
  wrong: "Invalid code. Please try again.",
  expired: "Your sign-in took too long. Please enter your email and password again.",
  tries: "Too many codes for this sign-in. Please enter your email and password again.",
  locked: "Too many wrong codes: two-factor sign-in is locked for this account for 15 minutes.",
} as const;

/** Codes one password step may try. */
export const PENDING_TRIES = { limit: 3, windowMs: 5 * 60_000 };
/** Wrong codes one administrator may get, from all addresses together, before the code step locks. */
export const ACCOUNT_LOCK = { limit: 5, windowMs: 15 * 60_000 };
const accountKey = (email: string) => `2fa-account:${email.trim().toLowerCase()}`;

/** Five minutes to type the code. */
const PENDING_SECONDS = 5 * 60;

const pendingCookie = signedCookie("__studio_2fa", PENDING_SECONDS);
const pendingSealer = sealer("studio-sign-in", "pending-second-step");

interface Pending {
  /** This password step's own id: its tries are counted under it. */
  id: string;
  email: string;
  upstreamCookie?: string;
  redirectTo?: string;
  message: string;
  at: number;
}

/** The password step this browser passed, while it is fresh. */
export async function pendingSignIn(request: Request): Promise<Pending | null> {
  let value: Partial<Pending> | null;
  try {
    const sealed = (await pendingCookie.parse(request.headers.get("Cookie"))) as Sealed | null;
    value = sealed ? (JSON.parse(pendingSealer.open(sealed)) as Partial<Pending>) : null;
  } catch {
    return null;
  }
  if (typeof value?.email !== "string" || typeof value.id !== "string" || typeof value.at !== "number") return null;
  if (Date.now() - value.at > PENDING_SECONDS * 1000) return null;
  return { message: "Login successful", ...value } as Pending;
}

const clearPending = () => pendingCookie.serialize("", { maxAge: 0 });

/** The right password of an enrolled administrator: on to the code. */
export async function askForCode(signedIn: SignedIn, redirectTo: string | undefined): Promise<Response> {
  const pending: Pending = {
    id: randomBytes(12).toString("base64url"),
    email: signedIn.email,
    upstreamCookie: signedIn.upstreamCookie,
    redirectTo,
    message: signedIn.message,
    at: Date.now(),
  };
  const to = redirectTo ? `/auth/login?${new URLSearchParams({ redirectTo })}` : "/auth/login";
  return redirect(to, {
    headers: {
      "Set-Cookie": await pendingCookie.serialize(pendingSealer.seal(JSON.stringify(pending))),
      "Cache-Control": "no-store",
    },
  });
}

/** A fresh session, the sign-in notice queued, and on to where the admin was going. */
export async function finishSignIn(
  request: Request,
  context: unknown,
  signedIn: SignedIn,
  redirectTo: string | undefined,
  extra: { toast?: string; headers?: HeadersInit } = {},
): Promise<Response> {
  const session = await createAdminSession(
    { email: signedIn.email, upstreamCookie: signedIn.upstreamCookie },
    deviceOf(request, context),
  );
  await queueSignInNotice(request, context, signedIn.email);
  const headers = new Headers(extra.headers);
  headers.append("Set-Cookie", session);
  headers.set("Cache-Control", "no-store");
  return redirectWithToast(
    safePath(redirectTo, DASHBOARD),
    { type: "success", message: extra.toast ?? signedIn.message },
    { headers },
  );
}

const codeReply = (error: string, status: number, headers?: HeadersInit) =>
  json({ step: "code" as const, error }, { status, headers });

/** The code step's action: `intent=code` (check it) or `intent=restart` (back to the password). */
export async function codeAction(request: Request, context: unknown, formData: FormData): Promise<Response> {
  if (formData.get("intent") === "restart") {
    return redirect("/auth/login", { headers: { "Set-Cookie": await clearPending() } });
  }
  const pending = await pendingSignIn(request);
  if (!pending) return json({ step: "password" as const, error: CODE_MESSAGES.expired }, { status: 400 });
  const attempt = await beginSignIn(request, context);
  if (attempt.retryAfterS > 0) {
    return codeReply(TOO_MANY_ATTEMPTS_MESSAGE, 429, { "Retry-After": String(attempt.retryAfterS) });
  }
  try {
    const lock = await pointsUsed(accountKey(pending.email), ACCOUNT_LOCK);
    if (lock.used >= ACCOUNT_LOCK.limit) {
      await attempt.settle("refused");
      return codeReply(CODE_MESSAGES.locked, 429, { "Retry-After": String(Math.ceil(lock.retryAfterMs / 1000)) });
    }
    if (!(await rateLimit(`2fa-pending:${pending.id}`, PENDING_TRIES)).ok) {
      await attempt.settle("refused");
      return json(
        { step: "password" as const, error: CODE_MESSAGES.tries },
        {
          status: 429,
          headers: { "Set-Cookie": await clearPending() },
        },
      );
    }
    const code = String(formData.get("code") ?? "");
    const checked = await checkCode(pending.email, code);
    if (!checked.ok) {
      await attempt.settle("refused");
      const wrong = await rateLimit(accountKey(pending.email), ACCOUNT_LOCK);
      if (wrong.remaining === 0) {
        await queueCodeLockNotice(request, context, pending.email);
        return codeReply(CODE_MESSAGES.locked, 429, { "Retry-After": String(ACCOUNT_LOCK.windowMs / 1000) });
      }
      return codeReply(CODE_MESSAGES.wrong, 401);
    }
    await forget(accountKey(pending.email), ACCOUNT_LOCK);
    await attempt.settle("signed-in");
    const toast = checked.usedRecovery
      ? `${pending.message}. Recovery code used: ${checked.recoveryLeft} left.`
      : pending.message;
    return await finishSignIn(request, context, pending, pending.redirectTo, {
      toast,
      headers: { "Set-Cookie": await clearPending() },
    });
  } catch (error) {
    await attempt.settle("failed");
    console.error(`Sign-in (second step) failed: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof SecondFactorUnavailable) return codeReply(SECOND_FACTOR_MESSAGES.unreachable, 503);
    return codeReply(SIGN_IN_ERROR_MESSAGE, 502);
  }
}
