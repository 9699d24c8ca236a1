import { redirect } from "@remix-run/node";
import { LEGACY_PATHS } from "~/utils/legacy-links";

/** /dashboard is one of the spec's old links (~/utils/legacy-links). */
export const loader = () => redirect(LEGACY_PATHS["/dashboard"], 301);
