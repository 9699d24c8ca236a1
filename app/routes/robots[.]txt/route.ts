import type { LoaderFunctionArgs } from "@remix-run/node";
import { absoluteUrl } from "~/kits/seo/meta";
import { siteOrigin } from "~/platform/site-url.server";

/** The admin area and sign-in stay out of search; the sitemap is named with the public origin. */
export function loader({ request }: LoaderFunctionArgs) {
  const sitemap = absoluteUrl(siteOrigin(request), "/sitemap.xml");
  const body = ["User-agent: *", "Disallow: /dashboard/", "Disallow: /auth/", "", `Sitemap: ${sitemap}`, ""].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
