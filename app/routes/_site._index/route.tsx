import type { LinksFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ClientQuotes } from "~/components/marketing/client-quotes";
import { HomePage } from "~/components/marketing/home-page";
import marketingStyles from "~/styles/marketing.css";
import workStyles from "~/styles/home-work.css";
import { headMeta } from "~/kits/seo/head-meta";
import type { loader } from "~/routes/_site._index/route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: marketingStyles },
  { rel: "stylesheet", href: workStyles },
];

export const meta = headMeta;

export { loader } from "~/routes/_site._index/route.server";

export default function Index() {
  const { portfolio, work, quotes } = useLoaderData<typeof loader>();
  return <HomePage portfolio={portfolio} work={work} quotes={<ClientQuotes quotes={quotes} />} />;
}
