import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { ExtensionsPage } from "~/components/marketing/services/extensions";
import marketingStyles from "~/styles/marketing.css";
import { seoHandle } from "~/kits/seo/json-ld";
import { seoMeta } from "~/kits/seo/meta";
import { breadcrumbList } from "~/kits/seo/structured-data";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Extensions",
    description:
      "House and building extensions in Accra by Aniwa Studio: garden rooms, new wings and added storeys, with residential, commercial and sustainable projects.",
    path: "/services/extention-service",
  });

export const handle = seoHandle(({ origin }) => [breadcrumbList(origin, [{ name: "Extensions" }])]);

export default function Page() {
  return <ExtensionsPage />;
}
