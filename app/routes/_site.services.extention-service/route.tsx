import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { ExtensionsPage } from "~/components/marketing/services/extensions";
import marketingStyles from "~/styles/marketing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta: MetaFunction = () => [
  { title: "Extensions | Aniwa Studio" },
  {
    name: "description",
    content:
      "House and building extensions in Accra by Aniwa Studio: garden rooms, new wings and added storeys, with residential, commercial, luxury and sustainable projects.",
  },
];

export default function Page() {
  return <ExtensionsPage />;
}
