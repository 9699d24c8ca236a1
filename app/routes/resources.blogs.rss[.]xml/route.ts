import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/platform/site-url.server";
import { blogFeed, xmlResponse } from "~/kits/seo/sources.server";

/** The blog's RSS 2.0 feed; /rss.xml answers a 301 here (utils/legacy-links.ts). */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  return xmlResponse("blog feed", () => blogFeed(origin), "application/rss+xml");
}
