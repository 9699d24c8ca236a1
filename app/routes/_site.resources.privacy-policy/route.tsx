import type { LoaderFunctionArgs } from "@remix-run/node";
import { staticPageData } from "~/kits/seo/head.server";
import { staticPage } from "~/kits/seo/static-page";

export { PrivacyPage as default } from "~/components/marketing/privacy-page";
export const { links, meta } = staticPage;
export const loader = ({ request }: LoaderFunctionArgs) => staticPageData(request, "/resources/privacy-policy");
