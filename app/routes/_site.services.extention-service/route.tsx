import type { LoaderFunctionArgs } from "@remix-run/node";
import { staticPageData } from "~/kits/seo/head.server";
import { staticPage } from "~/kits/seo/static-page";

export { ExtensionsPage as default } from "~/components/marketing/services/extensions";
export const { links, meta } = staticPage;
export const loader = ({ request }: LoaderFunctionArgs) => staticPageData(request, "/services/extention-service");
