import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { ArchitecturalPage } from "~/components/marketing/services/architectural";
import marketingStyles from "~/styles/marketing.css";
import { seoHandle } from "~/kits/seo/json-ld";
import { seoMeta } from "~/kits/seo/meta";
import { breadcrumbList } from "~/kits/seo/structured-data";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Architectural Services",
    description:
      "Architecture in Accra by Aniwa Studio: homes, commercial buildings, renovations, extensions and interiors, designed for the climate from brief to keys.",
    path: "/services/architectural-service",
  });

export const handle = seoHandle(({ origin }) => [breadcrumbList(origin, [{ name: "Architectural Services" }])]);

export default function Page() {
  return <ArchitecturalPage />;
}
