import type { LoaderFunctionArgs } from "@remix-run/node";
import { staticPageData } from "~/kits/seo/head.server";
import { staticPage } from "~/kits/seo/static-page";

export { AboutPage as default } from "~/components/marketing/about-page";
export const { links, meta } = staticPage;
export const loader = ({ request }: LoaderFunctionArgs) => staticPageData(request, "/resources/about-us");
