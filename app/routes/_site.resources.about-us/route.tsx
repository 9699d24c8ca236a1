import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { AboutPage } from "~/components/marketing/about-page";
import marketingStyles from "~/styles/marketing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta: MetaFunction = () => [
  { title: "About Us | Aniwa Studio" },
  {
    name: "description",
    content:
      "Meet Aniwa Studio: an architecture, interiors and home-collections practice in Accra working with Ghanaian weavers, carvers and potters. Our philosophy, our makers and our impact.",
  },
];

export default function Page() {
  return <AboutPage />;
}
