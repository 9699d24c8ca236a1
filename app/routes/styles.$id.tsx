import { redirect } from "@remix-run/node";

/** The spec's residential style links (/styles/{id}): 301 to the styles of the new-build page. */
export function loader() {
  return redirect("/services/newbuild-service#styles", 301);
}
