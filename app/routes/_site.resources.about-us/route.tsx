import { useLoaderData } from "@remix-run/react";
import { AboutPage } from "~/components/marketing/about-page";
import { ClientQuotes } from "~/components/marketing/client-quotes";
import { staticPage } from "~/kits/seo/static-page";
import type { loader } from "~/routes/_site.resources.about-us/route.server";

export { loader } from "~/routes/_site.resources.about-us/route.server";
export const { links, meta } = staticPage;

export default function About() {
  const { quotes } = useLoaderData<typeof loader>();
  return <AboutPage quotes={<ClientQuotes quotes={quotes} />} />;
}
