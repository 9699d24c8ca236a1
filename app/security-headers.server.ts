import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
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
 * The server entry (scripts/site-app.mjs) adds the same to any non-HTML answer
 * that lacks them.
 */
export const RESOURCE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
} as const;

/** HSTS in production: browsers keep to https for a year, subdomains included. */
export const HSTS = "max-age=31536000; includeSubDomains";
