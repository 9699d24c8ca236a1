/**
 * The admin's cookie session and the guard.
 *
 * In every /dashboard loader and action:
 *
 *   const admin = await requireAdmin(request); // first line: throws the redirect to sign-in
 *   try {
 *     await deleteThing(id, { cookie: admin.upstreamCookie });
 *   } catch (error) {
 *     await endSessionOnUnauthorized(request, error); // a 401 from the API: throws, see below
 *     // any other error: show the screen's own message
 *   }
 *
 * A form posted without a session keeps its typed text (app/sign-in/kept-form.server.ts): after signing in,
 * the admin lands back on the form with it filled in.
 *
 * `endSessionOnUnauthorized(request, error)` (alias `handleUnauthorized`) does nothing unless
 * `error` is an `UpstreamError` of kind `unauthorized`; then it throws a redirect to
 * /auth/login?redirectTo=<this page> that ends the session and shows the toast
 * 'Session expired. Please login again.' (spec admin-area §6 and §8).
 */
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { env, sessionSecrets } from "~/platform/env.server";
import { endAllSessions, endSession, sessionEnd, sessionIsOpen, startSession } from "~/sign-in/admin-sessions.server";
import { SESSION_LIFETIME_MS, type SessionRecord } from "~/sign-in/session-book.server";
import { KEPT_FOR_MS, keepTypedValues } from "~/sign-in/kept-form.server";
import { isEnrolled, SecondFactorUnavailable, secondFactorRequired } from "~/sign-in/second-factor.server";
import { SECOND_FACTOR_MESSAGES } from "~/vocabulary/second-factor";
import { UpstreamError, type Admin } from "~/services/client.server";
import { redirectWithToast } from "~/platform/toast.server";

/** Admin sessions end after 8 hours (docs/decisions/003-sessions-and-csrf.md). */
/** The admin's security page: two-factor sign-in (decision 017). */
export const SECURITY_PATH = "/dashboard/security/";

export const ADMIN_SESSION_SECONDS = SESSION_LIFETIME_MS / 1000;

interface AdminSessionData {
  email: string;
  /** Cookies the PHP API set on sign-in, sent back on this admin's calls. */
  upstreamCookie?: string;
  signedInAt: number;
  /** This sign-in's own id: its record on the server says whether it still opens the admin (app/sign-in/admin-sessions.server.ts). */
  sid?: string;
}

const adminStorage = createCookieSessionStorage<AdminSessionData>({
  cookie: {
    name: "__studio_admin",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env().NODE_ENV === "production",
    secrets: sessionSecrets(),
    maxAge: ADMIN_SESSION_SECONDS,
  },
});

export type { Admin };

/** A signed-in administrator as the guard found them: with this session's id. */
export interface SignedInAdmin extends Admin {
  sid: string;
}

export async function getAdmin(request: Request): Promise<SignedInAdmin | null> {
  const session = await adminStorage.getSession(request.headers.get("Cookie"));
  const email = session.get("email");
  const signedInAt = session.get("signedInAt");
  const sid = session.get("sid");
  // A cookie from before session ids (docs/decisions/012) opens nothing: its admin signs in again.
  if (!email || !signedInAt || !sid) return null;
  if (Date.now() - signedInAt > ADMIN_SESSION_SECONDS * 1000) return null;
  // A signed-out session (a copy of its cookie included) opens nothing, nor one whose record is lost.
  if (!(await sessionIsOpen({ sid, email }))) return null;
  return { email, sid, upstreamCookie: session.get("upstreamCookie") };
}

/**
 * The admin guard: the first line of every /dashboard loader and action.
 * Without a session it throws the redirect to sign-in, so nothing after it runs.
 */
export async function requireAdmin(request: Request): Promise<SignedInAdmin> {
  const admin = await getAdmin(request);
  if (admin) {
    // ADMIN_2FA=required: no admin page opens until the second factor is on (the page that turns it on aside).
    if (secondFactorRequired() && new URL(request.url).pathname !== SECURITY_PATH) {
      const enrolled = await isEnrolled(admin.email).catch((error: unknown) => {
        if (!(error instanceof SecondFactorUnavailable)) throw error;
        // Fail closed: no admin page opens while it cannot be known that the second factor is on.
        throw new Response(SECOND_FACTOR_MESSAGES.unreachable, { status: 503 });
      });
      if (!enrolled) throw redirect(SECURITY_PATH);
    }
    return admin;
  }
  // A form posted from a session that ended: what was typed waits for the admin's return.
  const kept = await keepTypedValues(request, await endedSession(request));
  throw redirect(loginUrlFor(request), kept ? { headers: { "Set-Cookie": kept } } : undefined);
}

/**
 * The id of the session this request's cookie (one this site signed) belonged to, when that session
 * ended within KEPT_FOR_MS: what it posts may be kept. Null for no cookie, an open session, one
 * nothing is recorded of, or one that ended longer ago (a copied cookie keeps nothing).
 */
async function endedSession(request: Request): Promise<string | null> {
  const session = await adminStorage.getSession(request.headers.get("Cookie"));
  const email = session.get("email");
  const sid = session.get("sid");
  if (!email || !sid) return null;
  const ended = await sessionEnd({ sid, email });
  return ended !== null && Date.now() - ended <= KEPT_FOR_MS ? sid : null;
}

/**
 * A fresh session on every sign-in, with an id of its own recorded on the server: nothing of an
 * earlier session survives. Throws when the server cannot record it.
 */
export async function createAdminSession(admin: Admin, device?: SessionRecord["device"]): Promise<string> {
  const session = await adminStorage.getSession();
  session.set("email", admin.email);
  session.set("signedInAt", Date.now());
  session.set("sid", await startSession(admin.email, device));
  if (admin.upstreamCookie) session.set("upstreamCookie", admin.upstreamCookie);
  return adminStorage.commitSession(session);
}

export interface SignedOut {
  /** Set-Cookie that clears the session cookie: sent whatever happened on the server. */
  cookie: string;
  /** False when the end could not be recorded where it outlives this process (a full disk, Redis away). */
  recorded: boolean;
}

/**
 * 'Sign out' ends this session only (`everywhere`: 'Sign out of all devices' ends every session of
 * this administrator); the cookie goes either way.
 */
export async function signOutAdmin(request: Request, { everywhere = false } = {}): Promise<SignedOut> {
  const admin = await getAdmin(request);
  let recorded = true;
  if (admin) ({ recorded } = await (everywhere ? endAllSessions(admin) : endSession(admin)));
  return { cookie: await destroyAdminSession(request), recorded };
}

export async function destroyAdminSession(request: Request): Promise<string> {
  const session = await adminStorage.getSession(request.headers.get("Cookie"));
  return adminStorage.destroySession(session);
}

export const SESSION_EXPIRED_MESSAGE = "Session expired. Please login again.";

/** The sign-in URL that brings the admin back to this request's page afterwards. */
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  return `/auth/login?${new URLSearchParams({ redirectTo })}`;
}

/** Throws the session-expired redirect when the API answered 401; otherwise returns. */
export async function endSessionOnUnauthorized(request: Request, error: unknown): Promise<void> {
  if (!(error instanceof UpstreamError) || error.kind !== "unauthorized") return;
  throw await redirectWithToast(
    loginUrlFor(request),
    { type: "error", message: SESSION_EXPIRED_MESSAGE },
    { headers: { "Set-Cookie": await destroyAdminSession(request) } },
  );
}

export const handleUnauthorized = endSessionOnUnauthorized;
