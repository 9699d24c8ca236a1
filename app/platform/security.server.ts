import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { Honeypot, SpamError, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { env, sessionSecrets } from "~/platform/env.server";

/**
 * CSRF: a token in a signed cookie plus the same token in a hidden form field,
 * checked on every state-changing request of the admin area and its sign-in
 * and sign-out (docs/decisions/003-sessions-and-csrf.md). Public forms check
 * where the post comes from instead (app/edge/origin.server.ts, decision 007).
 * The cookie is signed with the session secrets (the first signs, all verify),
 * so a token keeps working when a new secret is put in front (rotation).
 */
export function createCsrf(secrets: string[], secure = env().NODE_ENV === "production"): CSRF {
  const cookie = createCookie("__csrf", { path: "/", httpOnly: true, secure, sameSite: "lax", secrets });
  // No `secret` of its own: the cookie's signature is what an attacker cannot forge.
  return new CSRF({ cookie, formDataKey: "csrf" });
}

export const csrf = createCsrf(sessionSecrets());

/**
 * The honeypot of public forms: one hidden field that people leave empty.
 * Without remix-utils' encrypted "valid from" timestamp: it was new bytes on
 * every render (no cache could share a page with a form on it), and as
 * configured it proved only that the page had been fetched once, which a bot
 * does too (docs/decisions/007-shared-public-pages.md).
 */
export const honeypot = new Honeypot({ validFromFieldName: null });

/** What the forms render: the same for every visitor. */
export const honeypotInputProps: HoneypotInputProps = {
  nameFieldName: "name__confirm",
  validFromFieldName: null,
  encryptedValidFrom: "",
};

/** Throws a 403 response when the form's CSRF token is missing or wrong. */
export async function assertCsrf(request: Request, formData: FormData, guard: CSRF = csrf): Promise<void> {
  try {
    await guard.validate(formData, request.headers);
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

/** The most a public form (sign-in, sign-out, contact, newsletter) may send: far above any honest post. */
export const FORM_BODY_LIMIT = 32 * 1024;

function payloadTooLarge(): Response {
  return new Response("Payload too large", {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The request's body, read as a stream and stopped at `limit` bytes: past it
 * (or when Content-Length already says so) a 413 response is thrown and
 * nothing more is read, whether or not the body is chunked.
 */
export async function readBodyCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) throw payloadTooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading here. Not cancel(): that would reset the connection before
      // the 413 goes out; Node discards whatever the client still sends.
      reader.releaseLock();
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** `request.formData()` with a streamed size cap (413 past it). */
export async function readFormData(request: Request, limit = FORM_BODY_LIMIT): Promise<FormData> {
  const body = await readBodyCapped(request, limit);
  const headers = new Headers();
  const type = request.headers.get("Content-Type");
  if (type) headers.set("Content-Type", type);
  return new Request(request.url, { method: "POST", headers, body }).formData();
}

/** `request.text()` with a streamed size cap (413 past it). */
export async function readTextCapped(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBodyCapped(request, limit));
}

/**
 * A same-site path to go to after a form or sign-in, or the fallback. The value is read
 * the way a browser would read it (tabs and newlines dropped, backslashes as
 * slashes), so '//evil.com', '/\\evil.com' or '/\t/evil.com' never leave the site.
 */
export function safePath(to: string | null | undefined, fallback: string): string {
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
