import { redirect } from "@remix-run/node";

/** /dashboard/admin/users (the site's users are its visitors): a link of the old admin that was never a route; 301 to the real page (DESIGN.md). */
export const loader = () => redirect("/dashboard/analytics/", 301);
