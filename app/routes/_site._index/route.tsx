import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { POSTER_SIZES } from "~/components/marketing/hero-video";
import { HomePage } from "~/components/marketing/home-page";
import { responsiveSource } from "~/utils/image-widths";
import marketingStyles from "~/styles/marketing.css";
import { pageHead } from "~/kits/seo/head.server";
import { headMeta } from "~/kits/seo/json-ld";
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

export const meta = headMeta;

export const loader = ({ request }: LoaderFunctionArgs) =>
  json({
    head: pageHead(
      request,
      {
        title: "Architecture & Interiors in Accra",
        description:
          "Aniwa Studio designs homes, workplaces and furniture in Accra with Ghanaian artisans: architecture, interiors, styling and bespoke home collections.",
        path: "/",
      },
      (origin) => [studioBusiness(origin)],
    ),
  });

export default function Index() {
  return <HomePage />;
}
