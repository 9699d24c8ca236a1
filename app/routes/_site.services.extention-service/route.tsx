import type { LoaderFunctionArgs } from "@remix-run/node";
import { staticPageData } from "~/kits/seo/head.server";
import { staticPage } from "~/utils/static-page";

export { ExtensionsPage as default } from "~/components/marketing/services/extensions";
export const { links, meta } = staticPage;
export const loader = ({ request }: LoaderFunctionArgs) => staticPageData(request, "/services/extention-service");
