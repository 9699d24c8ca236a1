import { env } from "~/env.server";

/** The last entry a trusted proxy put in a comma-separated forwarding header (as clientIp reads X-Forwarded-For). */
function forwarded(request: Request, name: string, trustProxy: number): string | undefined {
  const hops = (request.headers.get(name) ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops.length ? hops[Math.max(0, hops.length - trustProxy)] : undefined;
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The site's public origin for absolute URLs (canonical, og:url, og:image,
 * sitemap, feed): SITE_URL when it is set; else the request's own origin,
 * taking X-Forwarded-Proto and X-Forwarded-Host only when TRUST_PROXY says a
 * proxy stands in front (anyone can send those headers otherwise, and the
 * page cache would keep what they claimed).
 */
export function siteOrigin(
  request: Request,
  { SITE_URL, TRUST_PROXY } = env() as { SITE_URL?: string; TRUST_PROXY: number },
): string {
  if (SITE_URL) return new URL(SITE_URL).origin;
  const own = new URL(request.url);
  if (TRUST_PROXY === 0) return own.origin;
  const proto = forwarded(request, "x-forwarded-proto", TRUST_PROXY)?.toLowerCase();
  const host = forwarded(request, "x-forwarded-host", TRUST_PROXY);
  const protocol = proto === "https" || proto === "http" ? proto : own.protocol.slice(0, -1);
  return `${protocol}://${host && HOST.test(host) ? host : own.host}`;
}
