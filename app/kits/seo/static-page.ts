import type { LinksFunction } from "@remix-run/node";
import { headMeta } from "~/kits/seo/head-meta";
import marketingStyles from "~/styles/marketing.css";

/**
 * The head of a static marketing page (about, contact and the four services): the marketing
 * stylesheet, and the title, description, canonical path and breadcrumb its loader builds
 * (`staticHead` in ~/kits/seo/head.server.ts). In the route:
 * `export const { links, meta } = staticPage;`
 * `export const loader = ({ request }: LoaderFunctionArgs) => staticPageData(request, "/resources/about-us");`
 */
export const staticPage = {
  links: (() => [{ rel: "stylesheet", href: marketingStyles }]) satisfies LinksFunction,
  meta: headMeta,
};
