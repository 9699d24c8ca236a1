import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { NewBuildPage } from "~/components/marketing/services/newbuild";
import marketingStyles from "~/styles/marketing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta: MetaFunction = () => [
  { title: "New Build | Aniwa Studio" },
  {
    name: "description",
    content:
      "New homes in Accra designed by Aniwa Studio: four residential styles, a five-step process from bare land to keys, and houses built for the West African climate.",
  },
];

export default function Page() {
  return <NewBuildPage />;
}
