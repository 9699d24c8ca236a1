import { redirect } from "@remix-run/node";

/** /dashboard/add-product: a link of the old admin that was never a route; 301 to the real page (DESIGN.md). */
export const loader = () => redirect("/dashboard/add-products/", 301);
