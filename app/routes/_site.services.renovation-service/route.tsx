import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { RenovationPage } from "~/components/marketing/services/renovation";
import marketingStyles from "~/styles/marketing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta: MetaFunction = () => [
  { title: "Renovation & Restoration | Aniwa Studio" },
  {
    name: "description",
    content:
      "Renovation and restoration in Accra: homes and workplaces surveyed, redesigned and rebuilt by Aniwa Studio, with a before-and-after gallery and a six-step process.",
  },
];

export default function Page() {
  return <RenovationPage />;
}
