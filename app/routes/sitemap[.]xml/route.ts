import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/platform/site-url.server";
import { sitemap, xmlResponse } from "~/kits/seo/sources.server";

/** Every public page, published post and project details address; robots.txt names it. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  return xmlResponse("sitemap", () => sitemap(origin), "application/xml");
}
