import { describe, expect, it } from "vitest";
import {
  BUILD_ASSETS,
  cacheControlFor,
  PRIVATE,
  publicCacheControl,
  UPLOADS,
  type Situation,
} from "~/utils/cache-policy.server";

/** Issue 17 §5: (route, situation) → Cache-Control, one row per case. */
const PUBLIC = "public, max-age=0, s-maxage=30, stale-while-revalidate=300";
const anonymous: Situation = {
  method: "GET",
  pathname: "/",
  status: 200,
  cookie: null,
  routeCacheControl: null,
  setsCookie: false,
};

const table: [string, Partial<Situation>, string][] = [
  ["home, anonymous", {}, PUBLIC],
  [
    "shop, returning visitor (analytics cookie only)",
    { pathname: "/resources/shop", cookie: "studio_sid=abc" },
    PUBLIC,
  ],
  ["a post, anonymous HEAD", { pathname: "/resources/blog-info/light", method: "HEAD" }, PUBLIC],
  ["a page's single-fetch data", { pathname: "/resources/blogs.data" }, PUBLIC],
  ["root data of the home page", { pathname: "/_root.data" }, PUBLIC],
  ["a stale CSRF cookie changes nothing", { cookie: "__csrf=x; studio_sid=y" }, PUBLIC],
  ["with a flash toast", { cookie: "__toast=abc" }, PRIVATE],
  ["with a newsletter answer", { cookie: "studio_sid=a; __newsletter=abc" }, PRIVATE],
  ["signed-in admin on a public page", { cookie: "__studio_admin=abc" }, PRIVATE],
  ["with an enquiry basket", { cookie: "__enquiry=abc" }, PRIVATE],
  ["with a wishlist", { cookie: "__wishlist=abc" }, PRIVATE],
  ["a route said private (basket badge)", { routeCacheControl: "private, no-store" }, PRIVATE],
  ["a route said no-store (sign-in page)", { routeCacheControl: "no-store" }, PRIVATE],
  ["sets a cookie (first visit, flash cleared)", { setsCookie: true }, PRIVATE],
  ["rendered while the API failed", { degraded: true }, PRIVATE],
  ["a form's result (document POST)", { method: "POST", pathname: "/resources/contact-us" }, PRIVATE],
  ["an action's data", { method: "POST", pathname: "/newsletter.data" }, PRIVATE],
  ["not found", { status: 404, pathname: "/nowhere" }, PRIVATE],
  ["an error", { status: 500 }, PRIVATE],
  ["a single-fetch redirect", { status: 202 }, PRIVATE],
  ["the dashboard", { pathname: "/dashboard/admin/" }, PRIVATE],
  ["the dashboard's data", { pathname: "/dashboard.data" }, PRIVATE],
  ["a dashboard page without slash", { pathname: "/dashboard" }, PRIVATE],
  ["sign-in", { pathname: "/auth/login" }, PRIVATE],
  ["sign-in data", { pathname: "/auth/login.data" }, PRIVATE],
  ["a public page named like the admin is not the admin", { pathname: "/dashboards-we-built" }, PUBLIC],
];

describe("the caching table", () => {
  it.each(table)("%s", (_name, change, expected) => {
    expect(cacheControlFor({ ...anonymous, ...change })).toBe(expected);
  });

  it("tunes the public windows", () => {
    expect(cacheControlFor(anonymous, { sMaxAge: 5, staleWhileRevalidate: 60 })).toBe(
      "public, max-age=0, s-maxage=5, stale-while-revalidate=60",
    );
    expect(publicCacheControl()).toBe(PUBLIC);
  });

  it("keeps build assets a year and uploads long with revalidation", () => {
    expect(BUILD_ASSETS).toBe("public, max-age=31536000, immutable");
    expect(UPLOADS).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });
});
