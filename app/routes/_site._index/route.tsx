import type { LinksFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { POSTER_SIZES } from "~/components/marketing/hero-video";
import { ClientQuotes } from "~/components/marketing/client-quotes";
import { HomePage } from "~/components/marketing/home-page";
import { responsiveSource } from "~/utils/image-widths";
import marketingStyles from "~/styles/marketing.css";
import workStyles from "~/styles/home-work.css";
import { headMeta } from "~/kits/seo/head-meta";
import type { loader } from "~/routes/_site._index/route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: marketingStyles },
  { rel: "stylesheet", href: workStyles },
  // The hero poster is the LCP image: the same candidates as its <Image> (docs/performance.md, "Images and JavaScript per page").
  {
    rel: "preload",
    href: "/media/hero-poster.webp",
    as: "image",
    type: "image/webp",
    imageSrcSet: responsiveSource("/media/hero-poster.webp", 1600).srcSet,
    imageSizes: POSTER_SIZES,
    fetchPriority: "high",
  },
];

export const meta = headMeta;

export { loader } from "~/routes/_site._index/route.server";

export default function Index() {
  const { portfolio, work, quotes } = useLoaderData<typeof loader>();
  return <HomePage portfolio={portfolio} work={work} quotes={<ClientQuotes quotes={quotes} />} />;
}
