import { env } from "~/platform/env.server";

/**
 * Public forms without a per-visitor token (DESIGN rule 7) accept posts from
 * our own pages only. Browsers say where a request comes from: Sec-Fetch-Site
 * (all current browsers) or, failing that, Origin. A request with neither
 * (an old browser, a script) passes here and still meets the honeypot and the
 * per-client limits.
 */
export function isSameOrigin(request: Request, siteUrl = env().SITE_URL): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("Origin");
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false; // 'null' (a sandboxed or privacy-sensitive context) or garbage
  }
  const own = [new URL(request.url).host];
  if (siteUrl) own.push(new URL(siteUrl).host);
  return own.includes(host);
}

/** Throws a 403 when the post comes from another site. */
export function assertSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) {
    throw new Response("Cross-site form posts are not accepted.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}

/**
 * A GET that a person made on purpose from the site (or by typing the address): not a prefetch,
 * not a link or an embed on another site. Only such a view may change anything (a lead opened
 * is marked read); a request with none of these headers (a script, a test) counts as one.
 */
export function isOwnView(request: Request): boolean {
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const site = request.headers.get("Sec-Fetch-Site");
  return !site || site === "same-origin" || site === "none";
}
