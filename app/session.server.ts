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
 * `endSessionOnUnauthorized(request, error)` (alias `handleUnauthorized`) does nothing unless
 * `error` is an `UpstreamError` of kind `unauthorized`; then it throws a redirect to
 * /auth/login?redirectTo=<this page> that ends the session and shows the toast
 * 'Session expired. Please login again.' (spec admin-area §6 and §8).
 */
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { env, sessionSecrets } from "~/env.server";
import { bumpSessionVersion, sessionVersion } from "~/edge/session-versions.server";
import { UpstreamError } from "~/services/client.server";
import { redirectWithToast } from "~/toast.server";

/** Admin sessions end after 8 hours (docs/decisions/003-sessions-and-csrf.md). */
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;

interface AdminSessionData {
  email: string;
  /** Cookies the PHP API set on sign-in, sent back on this admin's calls. */
  upstreamCookie?: string;
  signedInAt: number;
  /** The session version when it was made: signing out moves it on (app/edge/session-versions.server.ts). */
  version?: number;
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

export interface Admin {
  email: string;
  upstreamCookie?: string;
}

export async function getAdmin(request: Request): Promise<Admin | null> {
  const session = await adminStorage.getSession(request.headers.get("Cookie"));
  const email = session.get("email");
  const signedInAt = session.get("signedInAt");
  if (!email || !signedInAt) return null;
  if (Date.now() - signedInAt > ADMIN_SESSION_SECONDS * 1000) return null;
  // A cookie from before a sign-out (a copy of it included) opens nothing.
  if ((session.get("version") ?? 0) !== (await sessionVersion(email))) return null;
  return { email, upstreamCookie: session.get("upstreamCookie") };
}

/**
 * A same-site path to go to after sign-in, or the fallback. The value is read
 * the way a browser would read it (tabs and newlines dropped, backslashes as
 * slashes), so '//evil.com', '/\\evil.com' or '/\t/evil.com' never leave the site.
 */
function safePath(to: string | null | undefined, fallback: string): string {
  if (!to || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The admin guard: the first line of every /dashboard loader and action.
 * Without a session it throws the redirect to sign-in, so nothing after it runs.
 */
export async function requireAdmin(request: Request): Promise<Admin> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  throw redirect(loginUrlFor(request));
}

/** A fresh session on every sign-in: nothing of an earlier session survives. */
export async function createAdminSession(admin: Admin): Promise<string> {
  const session = await adminStorage.getSession();
  session.set("email", admin.email);
  session.set("signedInAt", Date.now());
  session.set("version", await sessionVersion(admin.email));
  if (admin.upstreamCookie) session.set("upstreamCookie", admin.upstreamCookie);
  return adminStorage.commitSession(session);
}

/** Signing out: every session of this administrator ends on the server too, then the cookie goes. */
export async function signOutAdmin(request: Request): Promise<string> {
  const admin = await getAdmin(request);
  if (admin) await bumpSessionVersion(admin.email);
  return destroyAdminSession(request);
}

export async function destroyAdminSession(request: Request): Promise<string> {
  const session = await adminStorage.getSession(request.headers.get("Cookie"));
  return adminStorage.destroySession(session);
}

export { safePath };

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
