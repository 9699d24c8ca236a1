import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { ArchitecturalPage } from "~/components/marketing/services/architectural";
import marketingStyles from "~/styles/marketing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta: MetaFunction = () => [
  { title: "Architectural Services | Aniwa Studio" },
  {
    name: "description",
    content:
      "Architecture in Accra by Aniwa Studio: homes, commercial buildings, renovations, extensions, interiors and courtyards, designed for the climate in five clear steps from brief to keys.",
  },
];

export default function Page() {
  return <ArchitecturalPage />;
}
