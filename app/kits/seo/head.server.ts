import { json, type MetaDescriptor } from "@remix-run/node";
import about from "~/components/marketing/content/about.json";
import architectural from "~/components/marketing/content/architectural.json";
import extensions from "~/components/marketing/content/extensions.json";
import newbuild from "~/components/marketing/content/newbuild.json";
import renovation from "~/components/marketing/content/renovation.json";
import { PAGE_HERO_SIZES } from "~/components/marketing/page-hero";
import { seoMeta, type PageSeo } from "~/kits/seo/meta";
import { siteOrigin } from "~/platform/site-url.server";
import { breadcrumbList, studioBusiness, type JsonLd } from "~/kits/seo/structured-data";
import { responsiveSource } from "~/utils/image-widths";

/**
 * A public page's head, built by its loader on the server: the meta tags (kits/seo/meta) and
 * its JSON-LD as `script:ld+json` descriptors, which Remix's `<Meta />` renders with `<`, `>`
 * and `&` escaped (no text from the API, a post titled `</script><script>…`, can end the
 * element). The route's `meta` only reads them (`headMeta`), so the builders never reach the
 * browser (the JavaScript budget, docs/performance.md).
 */
export interface PageHead {
  meta: MetaDescriptor[];
}

/** The picture a page paints largest (its LCP) as its `<Image>` draws it: the static art's file, its width and `sizes`. */
export interface LcpImage {
  src: string;
  width: number;
  sizes: string;
}

/**
 * The LCP picture's preload: the same candidates and `sizes` as its `<img>`, so the browser
 * fetches the one file the `<img>` then uses, from the head, before the style sheets and fonts
 * (`<Meta />` comes before `<Links />`). Written by the loader: no browser code (the JavaScript
 * budget, docs/performance.md, "LCP on a phone").
 */
export function lcpImagePreload({ src, width, sizes }: LcpImage): MetaDescriptor {
  const { srcSet } = responsiveSource(src, width);
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    href: src,
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
    fetchPriority: "high",
  };
}

export function pageHead(
  request: Request,
  page: PageSeo,
  structuredData: (origin: string) => (JsonLd | null)[] = () => [],
  lcpImage?: LcpImage,
): PageHead {
  const origin = siteOrigin(request);
  const jsonLd = structuredData(origin).filter((object) => object !== null);
  return {
    meta: [
      ...seoMeta(origin, page),
      ...jsonLd.map((object) => ({ "script:ld+json": object })),
      ...(lcpImage ? [lcpImagePreload(lcpImage)] : []),
    ],
  };
}

/** The static marketing pages' titles and descriptions, by canonical path. */
const STATIC_PAGES = {
  "/resources/about-us": {
    title: "About Us",
    description:
      "Meet Aniwa Studio, an architecture, interiors and home-collections practice in Accra working with Ghanaian weavers, carvers and potters.",
  },
  "/resources/privacy-policy": {
    title: "Privacy Policy",
    description:
      "What the Aniwa Studio website keeps about you and why: your messages and enquiries, cookieless visit statistics, the few cookies it sets, for how long, and whom to ask.",
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

export type StaticPath = keyof typeof STATIC_PAGES;

/** The contact page also carries the studio's LocalBusiness data. */
const BUSINESS_PAGE = "/resources/contact-us";

/** The pages that open with a photograph (`PageHero`): on a phone it is their LCP. */
const HERO_IMAGES: Partial<Record<StaticPath, { src: string; width: number }>> = {
  "/resources/about-us": about.hero.image,
  "/services/architectural-service": architectural.hero.image,
  "/services/extention-service": extensions.hero.image,
  "/services/newbuild-service": newbuild.hero.image,
  "/services/renovation-service": renovation.hero.image,
};

/** A static marketing page's head: its title, description and canonical path, its breadcrumb (Home › title), and its hero photo's preload. */
export function staticHead(request: Request, path: StaticPath): PageHead {
  const { title, description } = STATIC_PAGES[path];
  const hero = HERO_IMAGES[path];
  return pageHead(
    request,
    { title, description, path },
    (origin) => [
      ...(path === BUSINESS_PAGE ? [studioBusiness(origin)] : []),
      breadcrumbList(origin, [{ name: title }]),
    ],
    hero ? { ...hero, sizes: PAGE_HERO_SIZES } : undefined,
  );
}

/** A static marketing page's loader data: only its head. */
export const staticPageData = (request: Request, path: StaticPath) => json({ head: staticHead(request, path) });
