/** The route tables of spec/public-site.md §2 (shared with the scripts) and spec/admin-area.md §2. */
export { PUBLIC_ROUTES } from "../../../scripts/public-routes.mjs";

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
