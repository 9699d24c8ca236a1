import type { LinksFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ClientQuotes } from "~/components/marketing/client-quotes";
import { HomePage } from "~/components/marketing/home-page";
import marketingStyles from "~/styles/marketing.css";
import { headMeta } from "~/kits/seo/head-meta";
import type { loader } from "~/routes/_site._index/route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta = headMeta;

export { loader } from "~/routes/_site._index/route.server";

export default function Index() {
  const { portfolio, quotes } = useLoaderData<typeof loader>();
  return <HomePage portfolio={portfolio} quotes={<ClientQuotes quotes={quotes} />} />;
}
