/** The route tables of spec/public-site.md §2 and spec/admin-area.md §2. */
export const PUBLIC_ROUTES = [
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
] as const;

export const ADMIN_ROUTES = [
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
] as const;
