// The public route table of spec/public-site.md §2, read by the tests (tests/e2e/support/routes.ts),
// the screenshots and the bench. Plain JavaScript so the scripts can import it without a build.

/** The public pages a visitor can open, sign-in included. */
export const PUBLIC_ROUTES = /** @type {const} */ ([
  "/",
  "/resources/about-us",
  "/resources/contact-us",
  "/resources/blogs",
  "/resources/shop",
  "/resources/projects",
  "/services/architectural-service",
  "/services/renovation-service",
  "/services/newbuild-service",
  "/services/extention-service",
  "/auth/login",
]);

/** The pages search engines are given (the sitemap's static pages): all but sign-in. */
export const INDEXED_ROUTES = PUBLIC_ROUTES.filter((route) => route !== "/auth/login");
