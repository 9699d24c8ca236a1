import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { NewBuildPage } from "~/components/marketing/services/newbuild";
import marketingStyles from "~/styles/marketing.css";
import { seoHandle } from "~/kits/seo/json-ld";
import { seoMeta } from "~/kits/seo/meta";
import { breadcrumbList } from "~/kits/seo/structured-data";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "New Build",
    description:
      "New homes in Accra designed by Aniwa Studio: four residential styles, a five-step process from bare land to keys, and houses built for the climate.",
    path: "/services/newbuild-service",
  });

export const handle = seoHandle(({ origin }) => [breadcrumbList(origin, [{ name: "New Build" }])]);

export default function Page() {
  return <NewBuildPage />;
}
