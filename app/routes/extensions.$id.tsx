import { redirect } from "@remix-run/node";

/** The spec's extension project links (/extensions/{id}): 301 to the extensions page's projects. */
export function loader() {
  return redirect("/services/extention-service#extension-projects", 301);
}
