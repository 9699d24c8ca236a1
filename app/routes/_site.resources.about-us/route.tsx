import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { AboutPage } from "~/components/marketing/about-page";
import marketingStyles from "~/styles/marketing.css";
import { seoHandle } from "~/kits/seo/json-ld";
import { seoMeta } from "~/kits/seo/meta";
import { breadcrumbList } from "~/kits/seo/structured-data";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "About Us",
    description:
      "Meet Aniwa Studio, an architecture, interiors and home-collections practice in Accra working with Ghanaian weavers, carvers and potters.",
    path: "/resources/about-us",
  });

export const handle = seoHandle(({ origin }) => [breadcrumbList(origin, [{ name: "About Us" }])]);

export default function Page() {
  return <AboutPage />;
}
