import type { LoaderFunctionArgs } from "@remix-run/node";
import { staticPageData } from "~/kits/seo/head.server";
import { staticPage } from "~/kits/seo/static-page";

export { RenovationPage as default } from "~/components/marketing/services/renovation";
export const { links, meta } = staticPage;
export const loader = ({ request }: LoaderFunctionArgs) => staticPageData(request, "/services/renovation-service");
