import type { MetaDescriptor } from "@remix-run/node";
import { uploadUrl } from "~/components/image";
import { STUDIO } from "~/utils/site";
import { DESCRIPTION_MAX, TITLE_MAX } from "~/vocabulary/search-engines";

/**
 * Every public page's head in one place: a unique title and description, one
 * canonical URL, Open Graph and Twitter link previews with an absolute image,
 * and the blog feed's alternate link. A route's `meta` passes what is its own
 * (tests/routes/seo.test.ts), in its loader (head.server.ts); the origin is SITE_URL or the request's.
 */

/** The designed link-preview card (public/social/, drawn by scripts/render-site-card.mjs). */
export const SITE_CARD = { path: "/social/site-card.jpg", width: 1200, height: 630, type: "image/jpeg" } as const;
/** The studio's square logo, for structured data. */
export const SITE_LOGO = { path: "/social/logo.png", width: 512, height: 512 } as const;
export const FEED_PATH = "/resources/blogs/rss.xml";
export const FEED_TITLE = `${STUDIO.name} Blog`;

export { DESCRIPTION_MAX, TITLE_MAX } from "~/vocabulary/search-engines";

export interface PreviewImage {
  /** An API image path ('blogs/x.webp'), a site path ('/social/…') or an absolute URL. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface PageSeo {
  /** The page's own title ('Shop', a post's title); `<title>` adds ' | Aniwa Studio' and keeps within TITLE_MAX. */
  title: string;
  /**
   * The owner's own title for search engines (a post's SEO title): the whole `<title>` and the
   * previews' title, as written (the owner's counter shows what search engines keep of it).
   */
  ownTitle?: string;
  description: string;
  /** The canonical path with only the parameters that change the content ('/resources/shop?product=3'). */
  path: string;
  type?: "website" | "article";
  /** Falls back to the site card. */
  image?: PreviewImage | null;
  noindex?: boolean;
}

/** The longest start of `text` within `max` characters, cut at a word, with '…' when it was cut. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}

/** '<page> | Aniwa Studio', the page's part clipped so the whole stays within TITLE_MAX. */
export function pageTitle(title: string): string {
  const suffix = ` | ${STUDIO.name}`;
  return `${clip(title, TITLE_MAX - suffix.length)}${suffix}`;
}

export const absoluteUrl = (origin: string, path: string) => new URL(path, `${origin}/`).toString();

/** An image's absolute URL: API paths go through the site's /uploads proxy. */
export function imageUrl(origin: string, src: string): string {
  return absoluteUrl(origin, /^https?:\/\/|^\//.test(src) ? src : uploadUrl(src));
}

/** A page's whole head (apart from the JSON-LD): built by its loader (head.server.ts) with the public origin. */
export function seoMeta(origin: string, page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(origin, page.path);
  const title = page.ownTitle ?? clip(page.title, 95);
  const description = clip(page.description, DESCRIPTION_MAX);
  const image = page.image?.src
    ? page.image
    : { src: SITE_CARD.path, alt: `${STUDIO.name}: ${STUDIO.tagline}, ${STUDIO.city}`, ...SITE_CARD };
  const imageTags: MetaDescriptor[] = [
    { property: "og:image", content: imageUrl(origin, image.src) },
    { property: "og:image:alt", content: image.alt },
  ];
  if (image.width && image.height) {
    imageTags.push(
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
    );
  }
  return [
    { title: page.ownTitle ?? pageTitle(page.title) },
    { name: "description", content: description },
    ...(page.noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: FEED_TITLE,
      href: absoluteUrl(origin, FEED_PATH),
    },
    { property: "og:site_name", content: STUDIO.name },
    { property: "og:locale", content: "en_GH" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...imageTags,
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl(origin, image.src) },
    { name: "twitter:image:alt", content: image.alt },
  ];
}
