/**
 * Who may keep a response, and for how long: the one place that writes
 * `Cache-Control` for pages, their data requests, actions, /build and
 * /uploads (DESIGN rule 7, docs/decisions/007-shared-public-pages.md).
 *
 * - A public page (or its data request) whose bytes are the same for every
 *   visitor: `public, max-age=0, s-maxage=…, stale-while-revalidate=…,
 *   stale-if-error=…` and a strong ETag. Browsers revalidate every time (cheap:
 *   a 304); a CDN keeps it for `s-maxage`, may serve it stale while it fetches a
 *   new one, and keeps serving it for `stale-if-error` (STALE_IF_ERROR_S, 7 days)
 *   while the site answers errors or not at all (DESIGN rule 10).
 * - A page built from last good answers while the studio API fails is shared
 *   too, with `s-maxage` at most DEGRADED_S_MAXAGE, so fresh content replaces it
 *   soon after the API returns.
 * - Anything that depends on the visitor (a flash toast or newsletter answer,
 *   a form's result, a signed-in admin, an enquiry basket or wishlist, a
 *   cookie being set), anything under /dashboard or /auth, every action, a
 *   page rendered while an upstream call failed, and any answer other than
 *   200: `private, no-store`.
 */
import { isPrivateArea } from "~/utils/areas";
import { DEFAULTS } from "~/platform/env.server";

export { isPrivateArea };

export const PRIVATE = "private, no-store";
/** Fingerprinted build assets: a new build has new names. */
export const BUILD_ASSETS = "public, max-age=31536000, immutable";
/**
 * Uploaded images: their names are random and never reused, so a browser keeps
 * them a week without asking; a CDN keeps them a year but revalidates (a
 * replaced or deleted file on the API is noticed) and serves the old one
 * meanwhile.
 */
export const UPLOADS = "public, max-age=604800, s-maxage=31536000, stale-while-revalidate=86400";

/**
 * Cookies whose value changes what a page shows. A request carrying one is
 * rendered for that visitor alone and never answered from a shared copy.
 * (`__csrf` and the analytics `studio_sid` change nothing on a public page.)
 */
export const PERSONAL_COOKIES = ["__toast", "__newsletter", "__studio_admin", "__enquiry", "__wishlist"] as const;

const PERSONAL = new RegExp(`(?:^|;)\\s*(?:${PERSONAL_COOKIES.join("|")})=`);

export function carriesPersonalCookie(cookieHeader: string | null | undefined): boolean {
  return Boolean(cookieHeader && PERSONAL.test(cookieHeader));
}

export interface PublicWindows {
  /** How long a CDN may serve its copy without asking (seconds). */
  sMaxAge: number;
  /** How long after that it may still serve it while it fetches a new one (seconds). */
  staleWhileRevalidate: number;
  /** How long it may serve its copy while our answers are errors (seconds; 0 leaves it out). */
  staleIfError: number;
}

/** The windows when nothing is configured: the defaults of config/env.ts. */
export const DEFAULT_WINDOWS: PublicWindows = {
  sMaxAge: DEFAULTS.PUBLIC_S_MAXAGE_S,
  staleWhileRevalidate: DEFAULTS.PUBLIC_STALE_S,
  staleIfError: DEFAULTS.STALE_IF_ERROR_S,
};

/** The longest `s-maxage` of a page built from last good answers while the API fails (seconds). */
export const DEGRADED_S_MAXAGE = 5;

export function publicCacheControl(
  { sMaxAge, staleWhileRevalidate, staleIfError }: PublicWindows = DEFAULT_WINDOWS,
  stale = false,
): string {
  const shared = `public, max-age=0, s-maxage=${stale ? Math.min(sMaxAge, DEGRADED_S_MAXAGE) : sMaxAge}`;
  const ifError = staleIfError > 0 ? `, stale-if-error=${staleIfError}` : "";
  return `${shared}, stale-while-revalidate=${staleWhileRevalidate}${ifError}`;
}

/** What is known about one response when its headers are decided. */
export interface Situation {
  method: string;
  pathname: string;
  status: number;
  /** The request's Cookie header. */
  cookie: string | null;
  /** The Cache-Control a route asked for, if any (a basket, the sign-in page, the cart). */
  routeCacheControl: string | null;
  /** The response sets a cookie (a flash being cleared). Pages never set the analytics one (decision 007). */
  setsCookie: boolean;
  /** An upstream call failed while it was rendered: an error section no one should keep. */
  degraded?: boolean;
  /** It shows last good answers of reads that failed (shared, for a shorter time). */
  stale?: boolean;
}

/** True when the response's body is the same for every visitor who asks for this URL. */
export function isShareable(s: Situation): boolean {
  if (s.method !== "GET" && s.method !== "HEAD") return false;
  if (s.status !== 200) return false;
  if (isPrivateArea(s.pathname)) return false;
  if (carriesPersonalCookie(s.cookie) || s.setsCookie || s.degraded) return false;
  return !/private|no-store|no-cache/i.test(s.routeCacheControl ?? "");
}

/** The Cache-Control header of a page or data response. */
export function cacheControlFor(s: Situation, windows: PublicWindows = DEFAULT_WINDOWS): string {
  // A response that sets a cookie is never stored by a shared cache: it would hand one visitor's cookie to all.
  return isShareable(s) ? publicCacheControl(windows, s.stale) : PRIVATE;
}
