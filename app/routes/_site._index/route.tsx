import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { HomePage } from "~/components/marketing/home-page";
import marketingStyles from "~/styles/marketing.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: marketingStyles },
  { rel: "preload", href: "/media/hero-poster.webp", as: "image", type: "image/webp" },
];

export const meta: MetaFunction = () => [
  { title: "Architecture, Interiors & Home Collections in Accra | Aniwa Studio" },
  {
    name: "description",
    content:
      "Aniwa Studio designs homes, workplaces and furniture in Accra with Ghanaian artisans: architecture, interior design, styling and staging, and bespoke home collections.",
  },
];

export default function Index() {
  return <HomePage />;
}
