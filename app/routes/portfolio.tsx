import { redirect } from "@remix-run/node";

/** The spec's /portfolio link: 301 to the home page's 'Design Excellence' portfolio. */
export function loader() {
  return redirect("/#portfolio", 301);
}
