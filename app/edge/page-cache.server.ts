import { createHash } from "node:crypto";
import { env } from "~/platform/env.server";
import { siteOrigin } from "~/platform/site-url.server";
import { cacheGeneration } from "~/read-cache/cache.server";
import { observeCacheLookup, reportCacheSizes } from "~/platform/metrics.server";
import { trackDocumentView } from "~/services/tracking.server";
import {
  cacheControlFor,
  carriesPersonalCookie,
  isPrivateArea,
  isShareable,
  type PublicWindows,
  type Situation,
} from "~/edge/cache-policy.server";
import { currentRenderScope, runInRenderScope } from "~/platform/render-scope.server";
import { pageKey } from "~/edge/page-key.server";
import { currentOutage } from "~/read-cache/outage.server";
import type { RequestHead } from "~/platform/request-head.server";

/**
 * Rendered public pages (documents and their single-fetch data), kept in
 * memory for a short time so that a repeated view costs about what a static
 * file does (docs/decisions/007-shared-public-pages.md).
 *
 * Only a render that app/edge/cache-policy.server.ts calls shareable is kept:
 * a 200 GET of a public URL, for a visitor without a personal cookie, that no
 * route marked private and that set no cookie. A render during which an
 * upstream call failed is never kept, nor one that overlapped an admin write
 * (the read cache's generation moved on); every admin write through this
 * process makes every kept page stale at once. Bounded by count and bytes,
 * least recently used out first, and pages keyed by a search in a small share of their own
 * (MAX_OPEN_ENDED_PAGES). Per process: another replica's pages expire by their TTL
 * (PAGE_CACHE_TTL_MS), and never later than the reads they show stay fresh (PUBLIC_CACHE_TTL_MS),
 * so an admin write through another replica shows within that. A page built from last good answers while
 * the API fails (the render scope's `stale`) is kept and shared too, for at
 * most DEGRADED_KEEP_MS (1 s) and never once the API answers again. Pages are filed by path and the query parameters
 * their route reads (app/edge/page-key.server.ts).
 */

export const MAX_PAGES = 500;
/** Of those, pages keyed by an open-ended value (a shop search: page-key.server.ts) at most. */
export const MAX_OPEN_ENDED_PAGES = 50;
export const MAX_BYTES = 64 * 1024 * 1024;
/** How long a page built from last good answers is kept (it is announced for cache-policy.server.ts DEGRADED_S_MAXAGE). */
const DEGRADED_KEEP_MS = 1_000;

export type PageKind = "document" | "data";

interface Page {
  kind: PageKind;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  expires: number;
  generation: number;
  stale: boolean;
  /** Keyed by an open-ended value (a search): one of the MAX_OPEN_ENDED_PAGES. */
  openEnded: boolean;
}

const pages = new Map<string, Page>();
let bytes = 0;

export function pageCacheTtlMs(): number {
  const { PAGE_CACHE_TTL_MS, PUBLIC_CACHE_TTL_MS } = env();
  return PAGE_CACHE_TTL_MS ?? PUBLIC_CACHE_TTL_MS;
}

export function publicWindows(): PublicWindows {
  const { PUBLIC_S_MAXAGE_S, PUBLIC_STALE_S, STALE_IF_ERROR_S } = env();
  return {
    sMaxAge: PUBLIC_S_MAXAGE_S,
    staleWhileRevalidate: PUBLIC_STALE_S,
    staleIfError: STALE_IF_ERROR_S,
  };
}

const keyOf = (request: RequestHead) => pageKey(siteOrigin(request), new URL(request.url));

function drop(key: string): void {
  const page = pages.get(key);
  if (!page) return;
  bytes -= page.body.byteLength;
  pages.delete(key);
}

/** A strong validator over the exact bytes: equal bytes, equal tag, on every replica. */
export function etagOf(body: Uint8Array<ArrayBuffer>): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

export function situationOf(request: RequestHead, status: number, headers: Headers, stale?: boolean): Situation {
  return {
    method: request.method,
    pathname: new URL(request.url).pathname,
    status,
    cookie: request.headers.get("Cookie"),
    routeCacheControl: headers.get("Cache-Control"),
    setsCookie: headers.has("Set-Cookie"),
    degraded: currentRenderScope()?.upstreamFailed ?? false,
    stale: stale ?? currentRenderScope()?.stale ?? false,
  };
}

/** An answer every visitor may get: its status, its headers (filled in by `shared`), its body if it sends one. */
export interface SharedAnswer {
  status: number;
  headers: Headers;
  /** Null for HEAD and for a 304. */
  body: Uint8Array<ArrayBuffer> | null;
}

/**
 * The answer for bytes every visitor may get: Cache-Control by the policy,
 * the ETag, and a 304 without a body when the client already holds these bytes.
 */
function shared(
  request: RequestHead,
  status: number,
  headers: Headers,
  body: Uint8Array<ArrayBuffer>,
  etag: string,
  stale?: boolean,
): SharedAnswer {
  headers.set("ETag", etag);
  headers.set("Cache-Control", cacheControlFor(situationOf(request, status, headers, stale), publicWindows()));
  if (matches(request.headers.get("If-None-Match"), etag)) {
    headers.delete("Content-Length");
    return { status: 304, headers, body: null };
  }
  headers.set("Content-Length", String(body.byteLength));
  return { status, headers, body: request.method === "HEAD" ? null : body };
}

/** A fresh render's shared answer (app/entry.server.tsx). */
export function answerShared(
  request: Request,
  status: number,
  headers: Headers,
  body: Uint8Array<ArrayBuffer>,
  stale?: boolean,
): Response {
  const answer = shared(request, status, headers, body, etagOf(body), stale);
  return new Response(answer.body, { status: answer.status, headers });
}

/**
 * Keeps a shareable render for the next visitors, when the render went well
 * and nothing it read was changed meanwhile.
 */
export function rememberPage(request: Request, kind: PageKind, headers: Headers, body: Uint8Array<ArrayBuffer>): void {
  const scope = currentRenderScope();
  const ttl = pageCacheTtlMs();
  if (!scope || scope.generation !== cacheGeneration() || ttl <= 0) return;
  if (!isShareable(situationOf(request, 200, headers)) || body.byteLength > MAX_BYTES / 8) return;
  const { key, exact, openEnded } = keyOf(request);
  if (!exact) return;
  // No longer than the reads it shows stay fresh: another replica's admin write is then seen within
  // PUBLIC_CACHE_TTL_MS, not that plus the page's own TTL. A page of last good answers keeps its moment.
  const expires = scope.stale
    ? Date.now() + Math.min(ttl, DEGRADED_KEEP_MS)
    : Math.min(Date.now() + ttl, scope.freshUntil ?? Number.POSITIVE_INFINITY);
  if (expires <= Date.now()) return;
  drop(key);
  if (openEnded) {
    // A new search takes the place of the oldest search kept, never of a page everyone reads.
    const searches = [...pages].filter(([, page]) => page.openEnded);
    for (const [oldest] of searches.slice(0, Math.max(0, searches.length - MAX_OPEN_ENDED_PAGES + 1))) drop(oldest);
  }
  const kept = [...headers].filter(([name]) => !/^(set-cookie|content-length|etag|cache-control)$/i.test(name));
  pages.set(key, {
    kind,
    headers: kept,
    body,
    etag: etagOf(body),
    // A page of last good answers is kept a moment only: the first render after the API returns is fresh (bench:outage).
    expires,
    generation: scope.generation,
    stale: scope.stale ?? false,
    openEnded,
  });
  bytes += body.byteLength;
  for (const oldest of pages.keys()) {
    if (pages.size <= MAX_PAGES && bytes <= MAX_BYTES) break;
    drop(oldest);
  }
}

/** Whether this request may be answered from a kept page at all. */
function mayBeKept(request: RequestHead): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (carriesPersonalCookie(request.headers.get("Cookie"))) return false;
  return !isPrivateArea(new URL(request.url).pathname) && pageCacheTtlMs() > 0;
}

/** A fresh kept page, as `freshPageFor` found it. */
export interface FreshPage {
  readonly key: string;
  readonly page: Page;
  readonly fresh: true;
}

type Lookup = FreshPage | { key: string; page: Page | undefined; fresh: false };

/** The page kept for this request and whether it may still be answered; null when none may be. */
function lookUp(request: RequestHead): Lookup | null {
  if (pages.size === 0 || !mayBeKept(request)) return null;
  const { key } = keyOf(request);
  const page = pages.get(key);
  if (page && Date.now() < page.expires && page.generation === cacheGeneration() && !(page.stale && !currentOutage())) {
    return { key, page, fresh: true };
  }
  return { key, page, fresh: false };
}

/** Its answer, made as withPageCache makes it: the lookup and a document's view counted. */
export function answerKept({ key, page }: FreshPage, request: RequestHead, context?: unknown): SharedAnswer {
  observeCacheLookup("page", true);
  pages.delete(key);
  pages.set(key, page);
  // Each document view still counts.
  if (page.kind === "document") trackDocumentView(request, 200, context);
  // The body is the kept bytes themselves, the same object for every answer of this render.
  return shared(request, 200, new Headers(page.headers), page.body, page.etag, page.stale);
}

/** A kept page for this request, or null (then Remix renders it). */
function servePage(request: Request, context: unknown): Response | null {
  const found = lookUp(request);
  if (!found) return null;
  if (!found.fresh) {
    observeCacheLookup("page", false);
    if (found.page) drop(found.key);
    return null;
  }
  const kept = answerKept(found, request, context);
  return new Response(kept.body, { status: kept.status, headers: kept.headers });
}

/**
 * The fresh page kept for this request, found without counting or dropping anything; null when
 * there is none, and the request goes on to withPageCache, which looks again. For server/app.ts,
 * which asks before express's routes (app/edge/kept-answers.server.ts).
 */
export function freshPageFor(request: RequestHead): FreshPage | null {
  const found = lookUp(request);
  return found?.fresh ? found : null;
}

/**
 * Puts the page cache in front of a Remix request handler (the server entry
 * and the route tests both serve through this) and gives each render the
 * scope that tells whether it may be kept.
 */
export function withPageCache<C>(
  handler: (request: Request, context?: C) => Promise<Response>,
): (request: Request, context?: C) => Promise<Response> {
  const render = (request: Request, context?: C) =>
    runInRenderScope({ upstreamFailed: false, generation: cacheGeneration() }, () => handler(request, context));
  return async (request, context) => {
    const kept = servePage(request, context);
    if (kept) return kept;
    if (!mayBeKept(request)) return render(request, context);
    // Many visitors asking for a page that is not kept (yet, or any more) wait for one render.
    const { key } = keyOf(request);
    const running = rendering.get(key);
    if (running) {
      await running;
      return servePage(request, context) ?? render(request, context);
    }
    const response = render(request, context);
    const settled = response.then(
      () => undefined,
      () => undefined,
    );
    rendering.set(key, settled);
    void settled.finally(() => rendering.delete(key));
    return response;
  };
}

const rendering = new Map<string, Promise<void>>();

/** How much is kept, read when the metrics are (decision 009). */
reportCacheSizes(() => ({ page: pages.size, page_bytes: bytes }));
