import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { blogPath } from "~/utils/blog";

/** The spec's related-post links point at /blog/{slug}: send them to the real post (301). */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(blogPath(params.slug ?? ""), 301);
}
