import { blogPath } from "~/utils/blog";

/**
 * The spec's links that were never routes (DESIGN.md, 'Decisions on the spec's
 * open points'): each answers a 301 to the closest real page. One table, read
 * by the catch-all route (and /dashboard's index) and by its test.
 */

type Target = string | ((param: string) => string);

/** Exact old paths (without a trailing slash) → where they lead now. */
export const LEGACY_PATHS: Record<string, string> = {
  "/dashboard": "/dashboard/admin/",
  "/dashboard/products": "/dashboard/view-products/",
  "/dashboard/project": "/dashboard/view-projects/",
  "/dashboard/add-product": "/dashboard/add-products/",
  "/dashboard/admin/users": "/dashboard/analytics/",
  "/admin/users": "/dashboard/analytics/",
  "/admin/blogs": "/dashboard/blogs/",
  "/admin/products": "/dashboard/view-products/",
  "/admin/manage/add-blog": "/dashboard/add-blogs/",
  "/manage/dashbaord/users": "/dashboard/admin/",
  "/portfolio": "/#portfolio",
  // The blog feed lives beside the blog; the short address is a common guess of feed readers.
  "/rss.xml": "/resources/blogs/rss.xml",
  // Short forms of the enquiry basket and wishlist (decision 008).
  "/cart": "/resources/cart",
  "/wishlist": "/resources/wishlist",
};

/** The spec's service ids (/services/{id}) → the closest of our service pages. */
const CLOSEST_SERVICE: [RegExp, string][] = [
  [/renovat|restor|refurb|kitchen|bath|heritage|refresh|fit-?out|upgrade|reuse/, "/services/renovation-service"],
  [/exten|addition|annex|storey|wing|garden-room/, "/services/extention-service"],
  [/new-?build|residential|house|home|villa|style/, "/services/newbuild-service"],
  [/interior|styling|staging|product|furniture|design-consult/, "/resources/projects"],
];

function closestServicePage(id: string): string {
  const key = id.toLowerCase();
  return CLOSEST_SERVICE.find(([pattern]) => pattern.test(key))?.[1] ?? "/services/architectural-service";
}

/** Old paths with one id segment: /{prefix}/{id} → target. */
export const LEGACY_PREFIXES: Record<string, Target> = {
  blog: blogPath,
  services: closestServicePage,
  styles: "/services/newbuild-service#styles",
  extensions: "/services/extention-service#extension-projects",
};

/** Where an old link leads now, or null when the path is not one of them. */
export function legacyTarget(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (Object.hasOwn(LEGACY_PATHS, path)) return LEGACY_PATHS[path];
  const match = /^\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match || !Object.hasOwn(LEGACY_PREFIXES, match[1])) return null;
  const target = LEGACY_PREFIXES[match[1]];
  const param = decodeURIComponent(match[2]);
  return typeof target === "function" ? target(param) : target;
}
