import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { seoHandle } from "~/kits/seo/json-ld";
import { seoMeta, type PageSeo } from "~/kits/seo/meta";
import { breadcrumbList, studioBusiness } from "~/kits/seo/structured-data";
import marketingStyles from "~/styles/marketing.css";

/** The static marketing pages' titles and descriptions (issue 15), by canonical path. */
const PAGES = {
  "/resources/about-us": {
    title: "About Us",
    description:
      "Meet Aniwa Studio, an architecture, interiors and home-collections practice in Accra working with Ghanaian weavers, carvers and potters.",
  },
  "/resources/contact-us": {
    title: "Contact",
    description:
      "Contact Aniwa Studio in East Legon, Accra: visit by appointment, call or e-mail us, or tell us about your project. We reply within 24 hours.",
  },
  "/services/architectural-service": {
    title: "Architectural Services",
    description:
      "Architecture in Accra by Aniwa Studio: homes, commercial buildings, renovations, extensions and interiors, designed for the climate from brief to keys.",
  },
  "/services/extention-service": {
    title: "Extensions",
    description:
      "House and building extensions in Accra by Aniwa Studio: garden rooms, new wings and added storeys, with residential, commercial and sustainable projects.",
  },
  "/services/newbuild-service": {
    title: "New Build",
    description:
      "New homes in Accra designed by Aniwa Studio: four residential styles, a five-step process from bare land to keys, and houses built for the climate.",
  },
  "/services/renovation-service": {
    title: "Renovation & Restoration",
    description:
      "Renovation and restoration in Accra: homes and workplaces surveyed, redesigned and rebuilt by Aniwa Studio, with a before-and-after gallery.",
  },
} as const satisfies Record<string, Pick<PageSeo, "title" | "description">>;

/** The contact page also carries the studio's LocalBusiness data. */
const BUSINESS_PAGE = "/resources/contact-us";

/**
 * The head of a static marketing page (about, contact and the four services): the marketing
 * stylesheet, its title, description and canonical path, and its breadcrumb (Home › title).
 * In the route: `export const { links, meta, handle } = staticPage("/resources/about-us");`
 */
export function staticPage(path: keyof typeof PAGES) {
  const { title, description } = PAGES[path];
  const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];
  const meta: MetaFunction = ({ matches }) => seoMeta(matches, { title, description, path });
  const handle = seoHandle(({ origin }) => [
    ...(path === BUSINESS_PAGE ? [studioBusiness(origin)] : []),
    breadcrumbList(origin, [{ name: title }]),
  ]);
  return { links, meta, handle };
}
