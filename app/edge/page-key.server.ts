/**
 * What a kept page is filed under (decision 007): the path and only the query parameters its
 * route reads, so `?junk=1`, `?junk=2`, … all find the one kept page instead of each rendering
 * and keeping its own copy (which pushed the real pages out). A render is kept only when its URL
 * carries nothing else: a page rendered for a junk URL could echo it in its links.
 */

/** Query parameters each public page reads (its loader or the URL-state components it renders). */
const READS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  // The portfolio filter (components/marketing/portfolio-section.tsx).
  [/^\/(?:_root|_index)?$/, ["filter"]],
  // The filters of services/extensions.tsx and the tabs of services/renovation.tsx.
  [/^\/services\/extention-service\/?$/, ["category"]],
  [/^\/services\/renovation-service\/?$/, ["tab"]],
  // parseBlogQuery (utils/blog.ts).
  [/^\/resources\/blogs\/?$/, ["category", "show"]],
  // parseShopQuery (utils/shop.ts) and the quick view with its image.
  [/^\/resources\/shop\/?$/, ["search", "category", "max", "sort", "show", "product", "image"]],
  // parseProjectQuery (utils/projects.ts) and the project dialog with its image.
  [/^\/resources\/projects\/?$/, ["page", "category", "status", "featured", "project", "image"]],
  // A project's page and its photo viewer (utils/project-page.ts).
  [/^\/resources\/projects\/[^/]+\/?$/, ["photo"]],
  // The contact form started from a project's page: its type and the project named (utils/project-page.ts).
  [/^\/resources\/contact-us\/?$/, ["subject", "project"]],
];

/**
 * Parameters that take any value a visitor types (the shop's search words, its price ceiling):
 * the pages they key are kept in a small share of their own, so a stream of new values cannot
 * push the pages everyone reads out of the cache.
 */
const OPEN_ENDED = ["search", "max"];

/** Single-fetch data requests name the routes to load (`_routes`) and an index route (`index`). */
const DATA_PARAMS = ["_routes", "index"];

export function paramsRead(pathname: string): readonly string[] {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  const reads = READS.find(([pattern]) => pattern.test(page))?.[1] ?? [];
  return pathname.endsWith(".data") ? [...reads, ...DATA_PARAMS] : reads;
}

/**
 * The key of `url`'s page (`origin` first: pages carry absolute URLs built from it) and whether
 * its query holds only what the route reads, in which case its render may be kept.
 */
export function pageKey(origin: string, url: URL): { key: string; exact: boolean; openEnded: boolean } {
  const reads = paramsRead(url.pathname);
  const kept = [...url.searchParams].filter(([name]) => reads.includes(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return {
    key: `${origin} ${url.pathname}${query ? `?${query}` : ""}`,
    exact: kept.length === [...url.searchParams].length,
    openEnded: kept.some(([name, value]) => OPEN_ENDED.includes(name) && value !== ""),
  };
}
