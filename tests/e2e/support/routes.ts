/** The route tables of spec/public-site.md §2 (shared with the scripts) and spec/admin-area.md §2. */
export { ADMIN_ROUTES, PUBLIC_ROUTES } from "./public-routes.mjs";
