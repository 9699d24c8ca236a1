import { createHmac, randomBytes } from "node:crypto";
import { sessionSecrets } from "~/env.server";

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

/** Headers every HTML response carries: a nonce-based CSP and helmet-style hardening. */
export function applySecurityHeaders(headers: Headers, nonce: string, isDev: boolean, production = false): void {
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
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (production) headers.set("Strict-Transport-Security", HSTS);
}

/**
 * What every non-HTML answer carries (images, JSON, beacons): never sniffed
 * into something else, and if a browser opens it as a page it runs nothing.
 * The server entry (server/app.mjs) adds the same to any non-HTML answer
 * that lacks them.
 */
export const RESOURCE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
} as const;

/** HSTS in production: browsers keep to https for a year, subdomains included. */
export const HSTS = "max-age=31536000; includeSubDomains";
