import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { env, sessionSecrets } from "~/env.server";

/**
 * CSRF: a signed token cookie plus a hidden form field, checked on every
 * state-changing request (docs/decisions/003-sessions-and-csrf.md).
 */
const csrfCookie = createCookie("__csrf", {
  path: "/",
  httpOnly: true,
  secure: env().NODE_ENV === "production",
  sameSite: "lax",
  secrets: sessionSecrets(),
});

export const csrf = new CSRF({ cookie: csrfCookie, formDataKey: "csrf", secret: sessionSecrets()[0] });

export const honeypot = new Honeypot({ encryptionSeed: sessionSecrets()[0] });

/** Throws a 403 response when the form's CSRF token is missing or wrong. */
export async function assertCsrf(request: Request, formData: FormData): Promise<void> {
  try {
    await csrf.validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) {
      throw new Response("Invalid security token. Please reload the page and try again.", { status: 403 });
    }
    throw error;
  }
}

/** Throws a 400 response when a bot filled the honeypot field. */
export async function assertHuman(formData: FormData): Promise<void> {
  try {
    await honeypot.check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw new Response("Form not submitted properly", { status: 400 });
    throw error;
  }
}
