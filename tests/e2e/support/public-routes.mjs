// The route tables of spec/public-site.md §2 and spec/admin-area.md §2, read by the tests (tests/e2e/support/routes.ts),
// the screenshots and the bench. Plain JavaScript so the scripts can import it without a build.

/** The public pages a visitor can open, sign-in included (and the Privacy Policy, decision 019). */
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
  "/resources/privacy-policy",
  "/auth/login",
]);

/** The pages search engines are given (the sitemap's static pages): all but sign-in. */
export const INDEXED_ROUTES = PUBLIC_ROUTES.filter((route) => route !== "/auth/login");

/** The admin pages of spec/admin-area.md §2 (each behind the sign-in). */
export const ADMIN_ROUTES = /** @type {const} */ ([
  "/dashboard/admin/",
  "/dashboard/add-blogs/",
  "/dashboard/blogs/",
  "/dashboard/create-category/",
  "/dashboard/categories/",
  "/dashboard/add-products/",
  "/dashboard/view-products/",
  "/dashboard/view-projects/",
  "/dashboard/add-project/",
  "/dashboard/analytics/",
]);
