import { redirect } from "@remix-run/node";

/** /manage/dashbaord/users/ (the old header logo link): a link of the old admin that was never a route; 301 to the real page (DESIGN.md). */
export const loader = () => redirect("/dashboard/admin/", 301);
