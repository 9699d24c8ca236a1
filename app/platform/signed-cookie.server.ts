import { createCookie, type Cookie } from "@remix-run/node";
import { env, sessionSecrets } from "~/platform/env.server";

/**
 * A short-lived cookie of the site's own, signed with the session secrets: sent to every path,
 * never to scripts or other sites' posts, Secure in production, kept `maxAge` seconds.
 */
export function signedCookie(name: string, maxAge: number): Cookie {
  return createCookie(name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env().NODE_ENV === "production",
    secrets: sessionSecrets(),
    maxAge,
  });
}
