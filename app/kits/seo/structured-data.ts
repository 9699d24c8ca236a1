import type {
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  HomeAndConstructionBusiness,
  ItemAvailability,
  OpeningHoursSpecification,
  Product,
  Thing,
  WithContext,
} from "schema-dts";
import { absoluteUrl, clip, imageUrl, SITE_CARD, SITE_LOGO } from "~/kits/seo/meta";
import { STUDIO } from "~/utils/site";

/**
 * The schema.org objects of the public pages (tests/routes/seo.test.ts), typed by schema-dts so a
 * wrong property is a type error. Each builder takes plain data (what the loaders
 * return) and the public origin; head.server.ts makes them `script:ld+json` meta descriptors.
 */

export type JsonLd = WithContext<Thing>;

const CONTEXT = "https://schema.org" as const;

/**
 * The studio's address (STUDIO.address) in parts, the map's point and its social profiles
 * (schema.org sameAs; the footer's social links are the spec's placeholders). Only the
 * structured data reads them, so they are here rather than in utils/site.ts, which every
 * page's scripts load.
 */
const STUDIO_PLACE = {
  street: "14 Lagos Avenue, East Legon",
  locality: "Accra",
  region: "Greater Accra",
  country: "GH",
  geo: { latitude: 5.6358, longitude: -0.1614 },
  profiles: [
    "https://www.instagram.com/aniwastudio",
    "https://www.pinterest.com/aniwastudio",
    "https://www.linkedin.com/company/aniwastudio",
    "https://www.facebook.com/aniwastudio",
  ],
} as const;

/** The studio's opening hours, as the contact page shows them (STUDIO.hours). */
const OPENING_HOURS: OpeningHoursSpecification[] = [
  {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:00",
    closes: "18:00",
  },
  { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "09:00", closes: "16:00" },
];

export const studioId = (origin: string) => `${absoluteUrl(origin, "/")}#studio`;

/** Home and contact: the Accra studio with the facts the contact page shows. */
export function studioBusiness(origin: string): WithContext<HomeAndConstructionBusiness> {
  return {
    "@context": CONTEXT,
    "@type": "HomeAndConstructionBusiness",
    "@id": studioId(origin),
    name: STUDIO.name,
    description: `${STUDIO.tagline} in ${STUDIO.city}.`,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, SITE_LOGO.path),
    image: absoluteUrl(origin, SITE_CARD.path),
    address: {
      "@type": "PostalAddress",
      streetAddress: STUDIO_PLACE.street,
      addressLocality: STUDIO_PLACE.locality,
      addressRegion: STUDIO_PLACE.region,
      addressCountry: STUDIO_PLACE.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: STUDIO_PLACE.geo.latitude, longitude: STUDIO_PLACE.geo.longitude },
    telephone: STUDIO.phones[0],
    email: STUDIO.emails[0],
    openingHoursSpecification: OPENING_HOURS,
    sameAs: [...STUDIO_PLACE.profiles],
  };
}

export interface Crumb {
  name: string;
  /** A site path; the last crumb (the page itself) may leave it out. */
  path?: string;
}

/** Every page below home: its breadcrumb, Home first. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(origin, crumb.path) } : {}),
    })),
  };
}

/** 'YYYY-MM-DD HH:MM:SS' (the API's UTC dates) or ISO → ISO 8601, or undefined when unreadable. */
export function isoDate(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text) ? `${text.replace(" ", "T")}Z` : text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export interface PostData {
  title: string;
  excerpt: string;
  author: string;
  category: string;
  tags: readonly string[];
  image: string | null;
  created_at: string;
  /** The API has no modification date today; when it adds one, it is used. */
  updated_at?: string;
}

export function blogPosting(origin: string, post: PostData, url: string): WithContext<BlogPosting> {
  const published = isoDate(post.created_at);
  const modified = (post.updated_at && isoDate(post.updated_at)) || published;
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: clip(post.title, 110),
    description: post.excerpt,
    image: post.image ? imageUrl(origin, post.image) : absoluteUrl(origin, SITE_CARD.path),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    author: post.author ? { "@type": "Person", name: post.author } : { "@id": studioId(origin) },
    publisher: {
      "@type": "Organization",
      "@id": studioId(origin),
      name: STUDIO.name,
      logo: { "@type": "ImageObject", url: absoluteUrl(origin, SITE_LOGO.path), width: "512", height: "512" },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
  };
}

export interface ProductData {
  name: string;
  description: string;
  price: number;
  sale_price: number | null;
  sku: string;
  category: string;
  images: readonly string[];
  inStock: boolean;
}

const money = (value: number) => value.toFixed(2);

/** The shop with a Quick View open: the product, its offer (GHS, sale price, availability). */
export function productData(origin: string, product: ProductData, url: string): WithContext<Product> {
  const onSale = product.sale_price !== null && product.sale_price < product.price;
  const availability: ItemAvailability = product.inStock
    ? "https://schema.org/InStock"
    : "https://schema.org/OutOfStock";
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.category ? { category: product.category } : {}),
    image: product.images.length
      ? product.images.map((image) => imageUrl(origin, image))
      : absoluteUrl(origin, SITE_CARD.path),
    brand: { "@type": "Brand", name: STUDIO.name },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "GHS",
      price: money(onSale && product.sale_price !== null ? product.sale_price : product.price),
      availability,
      seller: { "@id": studioId(origin) },
      ...(onSale
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              priceType: "https://schema.org/StrikethroughPrice",
              price: money(product.price),
              priceCurrency: "GHS",
            },
          }
        : {}),
    },
  };
}

export interface ProjectData {
  title: string;
  description: string;
  category: string;
  client: string;
  location: string;
  year: string;
  tags: readonly string[];
  images: readonly string[];
}

/** A project's page: the work, by the studio, for its client, where and when it was made. */
export function projectWork(origin: string, project: ProjectData, url: string): WithContext<CreativeWork> {
  return {
    "@context": CONTEXT,
    "@type": "CreativeWork",
    "@id": `${url}#project`,
    name: project.title,
    ...(project.description ? { description: clip(project.description, 500) } : {}),
    url,
    image: project.images.length
      ? project.images.map((image) => imageUrl(origin, image))
      : absoluteUrl(origin, SITE_CARD.path),
    creator: { "@id": studioId(origin) },
    ...(project.client ? { funder: { "@type": "Organization", name: project.client } } : {}),
    ...(project.location ? { locationCreated: { "@type": "Place", name: project.location } } : {}),
    ...(/^\d{4}$/.test(project.year) ? { dateCreated: project.year } : {}),
    ...(project.category ? { genre: project.category } : {}),
    ...(project.tags.length ? { keywords: project.tags.join(", ") } : {}),
  };
}
