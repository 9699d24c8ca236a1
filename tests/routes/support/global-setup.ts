import { buildSite } from "../../e2e/support/build";

/** Builds the site once (into BUILD_DIR, like the e2e suite) before the route tests import it. */
export default function setup(): void {
  buildSite();
}
