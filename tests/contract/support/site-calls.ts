import { readFileSync } from "node:fs";
import { beforeAll } from "vitest";
import { signInUpstream } from "~/services/auth.server";
import type { Admin } from "~/sign-in/session.server";
import { target } from "./site-target";
import { runId } from "./target";

/** What the compatibility files share: the signed-in admin (as the site signs in) and real images. */

export { runId, target };

/** The site's sign-in against the backend; the cookie it sets goes back on the admin's calls. */
export function useAdmin(): { admin: Admin } {
  const session = { admin: { email: "" } as Admin };
  beforeAll(async () => {
    const signed = await signInUpstream({ email: target.adminEmail, password: target.adminPassword });
    session.admin = { email: signed.email, upstreamCookie: signed.upstreamCookie };
  });
  return session;
}

const imagesDir = new URL("../../../studio-api/seed/images/", import.meta.url);

/** A seed photo as the site forwards an upload: a WEBP file. */
export const photo = (name = "beach-house-ada-foah-1") =>
  new File([new Uint8Array(readFileSync(new URL(`${name}.webp`, imagesDir)))], `${name}.webp`, { type: "image/webp" });

/** Notes what a backend without one of our extensions degrades to (printed, never a failure). */
export function noteExtension(supported: boolean, extension: string, degrades: string): void {
  if (!supported) console.info(`extension absent: ${extension}. The site falls back: ${degrades}`);
}
