import { describe, expect, it } from "vitest";
import {
  BUILD_ASSETS,
  cacheControlFor,
  PERSONAL_COOKIES,
  PRIVATE,
  publicCacheControl,
  UPLOADS,
  type Situation,
} from "~/edge/cache-policy.server";

/** Decision 007: (route, situation) → Cache-Control, one row per case. */
const PUBLIC = "public, max-age=0, s-maxage=30, stale-while-revalidate=300, stale-if-error=604800";
const anonymous: Situation = {
  method: "GET",
  pathname: "/",
  status: 200,
  cookie: null,
  routeCacheControl: null,
  setsCookie: false,
};

/** The same bytes for everyone: a first visit (no cookie at all) as much as a returning one. */
const shared: [string, Partial<Situation>][] = [
  ["home, first visit (no cookie)", {}],
  ["shop, returning visitor (analytics cookie only)", { pathname: "/resources/shop", cookie: "studio_sid=abc" }],
  ["a post, anonymous HEAD", { pathname: "/resources/blog-info/light", method: "HEAD" }],
  ["a page's single-fetch data", { pathname: "/resources/blogs.data" }],
  ["root data of the home page", { pathname: "/_root.data" }],
  ["a stale CSRF cookie changes nothing", { cookie: "__csrf=x; studio_sid=y" }],
  ["a public page named like the admin is not the admin", { pathname: "/dashboards-we-built" }],
];

/** One visitor's, or not a page at all. */
const own: [string, Partial<Situation>][] = [
  ...PERSONAL_COOKIES.map((name): [string, Partial<Situation>] => [
    `carrying ${name}`,
    { cookie: `studio_sid=a; ${name}=b` },
  ]),
  ...["/dashboard/admin/", "/dashboard.data", "/dashboard", "/auth/login", "/auth/login.data"].map(
    (pathname): [string, Partial<Situation>] => [`private area ${pathname}`, { pathname }],
  ),
  ["a route said private (basket badge)", { routeCacheControl: "private, no-store" }],
  ["a route said no-store (sign-in page)", { routeCacheControl: "no-store" }],
  ["sets a cookie (a flash being cleared)", { setsCookie: true }],
  ["rendered while the API failed", { degraded: true }],
  ["a form's result (document POST)", { method: "POST", pathname: "/resources/contact-us" }],
  ["an action's data", { method: "POST", pathname: "/newsletter.data" }],
  ["not found", { status: 404, pathname: "/nowhere" }],
  ["an error", { status: 500 }],
  ["a single-fetch redirect", { status: 202 }],
];

const table = [
  ...shared.map(([name, change]) => [name, change, PUBLIC] as const),
  ...own.map(([name, change]) => [name, change, PRIVATE] as const),
];

describe("the caching table", () => {
  it.each(table)("%s", (_name, change, expected) => {
    expect(cacheControlFor({ ...anonymous, ...change })).toBe(expected);
  });

  it("tunes the public windows", () => {
    expect(cacheControlFor(anonymous, { sMaxAge: 5, staleWhileRevalidate: 60, staleIfError: 0 })).toBe(
      "public, max-age=0, s-maxage=5, stale-while-revalidate=60",
    );
    expect(publicCacheControl()).toBe(PUBLIC);
  });

  it("shares a page built from last good answers for at most 5 s, and a CDN keeps pages through errors", () => {
    expect(cacheControlFor({ ...anonymous, stale: true })).toBe(
      "public, max-age=0, s-maxage=5, stale-while-revalidate=300, stale-if-error=604800",
    );
    // A failed read with nothing to show is still never shared.
    expect(cacheControlFor({ ...anonymous, stale: true, degraded: true })).toBe(PRIVATE);
  });

  it("keeps build assets a year and uploads long with revalidation", () => {
    expect(BUILD_ASSETS).toBe("public, max-age=31536000, immutable");
    expect(UPLOADS).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });
});
