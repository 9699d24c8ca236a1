import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { RenovationPage } from "~/components/marketing/services/renovation";
import marketingStyles from "~/styles/marketing.css";
import { seoHandle } from "~/kits/seo/json-ld";
import { seoMeta } from "~/kits/seo/meta";
import { breadcrumbList } from "~/kits/seo/structured-data";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Renovation & Restoration",
    description:
      "Renovation and restoration in Accra: homes and workplaces surveyed, redesigned and rebuilt by Aniwa Studio, with a before-and-after gallery.",
    path: "/services/renovation-service",
  });

export const handle = seoHandle(({ origin }) => [breadcrumbList(origin, [{ name: "Renovation & Restoration" }])]);

export default function Page() {
  return <RenovationPage />;
}
