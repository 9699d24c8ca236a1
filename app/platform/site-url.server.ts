import { env } from "~/platform/env.server";
import type { RequestHead } from "~/platform/request-head.server";

/** The entry a trusted proxy put in a comma-separated forwarding header (as clientIp reads X-Forwarded-For). */
function forwarded(request: RequestHead, name: string, trustProxy: number): string | undefined {
  const hops = (request.headers.get(name) ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops.length ? hops[Math.max(0, hops.length - trustProxy)] : undefined;
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The site's public origin for absolute URLs (canonical, og:url, og:image,
 * sitemap, feed): SITE_URL when it is set (set it in production); else the
 * request's own origin. Behind a trusted proxy (TRUST_PROXY) the scheme follows
 * X-Forwarded-Proto, but the host is always the Host header, never
 * X-Forwarded-Host: caches (ours, a CDN's) key a page on the Host it was asked
 * for, and a host someone wrote into X-Forwarded-Host must not reach the
 * canonical URL of a page they share with everyone (decision 007: caches key pages on Host).
 */
export function siteOrigin(
  request: RequestHead,
  { SITE_URL, TRUST_PROXY } = env() as { SITE_URL?: string; TRUST_PROXY: number },
): string {
  if (SITE_URL) return new URL(SITE_URL).origin;
  const own = new URL(request.url);
  if (TRUST_PROXY === 0) return own.origin;
  const proto = forwarded(request, "x-forwarded-proto", TRUST_PROXY)?.toLowerCase();
  const host = request.headers.get("host") ?? undefined;
  const protocol = proto === "https" || proto === "http" ? proto : own.protocol.slice(0, -1);
  return `${protocol}://${host && HOST.test(host) ? host : own.host}`;
}
