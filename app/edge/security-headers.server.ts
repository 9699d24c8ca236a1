import { createHmac, randomBytes } from "node:crypto";
import { sessionSecrets } from "~/platform/env.server";

/** A per-response nonce for pages rendered for one visitor (admin, a flash message, a form's result). */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Pages every visitor shares are rendered with this stand-in for the nonce,
 * then `sealNonce` puts the real one in. Random per process and replaced
 * everywhere before a byte leaves, so no page content can name it.
 */
export const NONCE_PLACEHOLDER = randomBytes(18).toString("base64url");

/**
 * The nonce of a shared page: an HMAC of the page itself (rendered with the
 * placeholder) under a key derived from SESSION_SECRET. The same page gets the
 * same nonce (a stable ETag, on every replica); a page with anything injected
 * into it gets a different one, which the injected markup cannot know in
 * advance (docs/decisions/007-shared-public-pages.md).
 */
export function sealNonce(html: string): { html: string; nonce: string } {
  const key = createHmac("sha256", sessionSecrets()[0]).update("csp-nonce").digest();
  const nonce = createHmac("sha256", key).update(html).digest("base64").slice(0, 24);
  return { html: html.replaceAll(NONCE_PLACEHOLDER, nonce), nonce };
}

/**
 * A page's Content-Security-Policy: scripts only from the site or with this response's nonce.
 * The static headers every answer carries (HSTS, nosniff, frame, referrer, opener and
 * permissions policies) and the sandboxing CSP of non-HTML answers are the server's
 * (server/app.ts, helmet), defined once there.
 */
export function applyPageCsp(headers: Headers, nonce: string, isDev: boolean): void {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self'${isDev ? " ws:" : ""}`,
    "frame-src https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
  headers.set("Content-Security-Policy", csp);
}
