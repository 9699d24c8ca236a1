import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { POSTER_SIZES } from "~/components/marketing/hero-video";
import { HomePage } from "~/components/marketing/home-page";
import { responsiveSource } from "~/utils/image-widths";
import marketingStyles from "~/styles/marketing.css";
import { seoHandle } from "~/kits/seo/json-ld";
import { seoMeta } from "~/kits/seo/meta";
import { studioBusiness } from "~/kits/seo/structured-data";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: marketingStyles },
  // The hero poster is the LCP image: the same candidates as its <Image> (issue 14).
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

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Architecture & Interiors in Accra",
    description:
      "Aniwa Studio designs homes, workplaces and furniture in Accra with Ghanaian artisans: architecture, interiors, styling and bespoke home collections.",
    path: "/",
  });

export const handle = seoHandle(({ origin }) => [studioBusiness(origin)]);

export default function Index() {
  return <HomePage />;
}
