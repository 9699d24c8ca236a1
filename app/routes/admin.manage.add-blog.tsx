import { redirect } from "@remix-run/node";

/** /admin/manage/add-blog: a link of the old admin that was never a route; 301 to the real page (DESIGN.md). */
export const loader = () => redirect("/dashboard/add-blogs/", 301);
