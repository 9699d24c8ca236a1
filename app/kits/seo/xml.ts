/**
 * The sitemap (sitemaps.org 0.9) and the blog's RSS 2.0 feed as text: pure
 * builders over plain data, so their tests need no server. Every value is
 * escaped for XML; absolute URLs are the caller's.
 */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe in an XML element or attribute; characters XML 1.0 forbids are dropped. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

const element = (name: string, value: string | undefined) =>
  value === undefined || value === "" ? "" : `<${name}>${xmlEscape(value)}</${name}>`;

export interface SitemapEntry {
  loc: string;
  /** ISO 8601 (W3C datetime). */
  lastmod?: string;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `  <url>${element("loc", entry.loc)}${element("lastmod", entry.lastmod)}</url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export interface FeedImage {
  url: string;
  /** The image's MIME type, from its extension. */
  type: string;
}

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  /** RFC 822 date (see rfc822). */
  pubDate?: string;
  category?: string;
  /** RSS's <author> is an e-mail address: the studio's, with the writer's name (also in dc:creator). */
  author?: { name: string; email: string };
  image?: FeedImage | null;
}

export interface FeedChannel {
  title: string;
  link: string;
  description: string;
  /** The feed's own URL (atom:link rel=self). */
  self: string;
  language: string;
  lastBuildDate?: string;
  image?: { url: string; title: string; link: string };
}

/** RFC 822 date as RSS 2.0 wants it ('Thu, 05 Mar 2026 09:30:00 GMT'), or undefined. */
export function rfc822(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toUTCString();
}

function feedItem(item: FeedItem): string {
  const parts = [
    element("title", item.title),
    element("link", item.link),
    `<guid isPermaLink="true">${xmlEscape(item.link)}</guid>`,
    element("pubDate", item.pubDate),
    element("description", item.description),
    element("category", item.category),
    item.author ? element("author", `${item.author.email} (${item.author.name})`) : "",
    item.author ? element("dc:creator", item.author.name) : "",
    item.image
      ? `<enclosure url="${xmlEscape(item.image.url)}" length="0" type="${xmlEscape(item.image.type)}"/>` +
        `<media:content url="${xmlEscape(item.image.url)}" medium="image" type="${xmlEscape(item.image.type)}"/>`
      : "",
  ];
  return `    <item>${parts.join("")}</item>`;
}

export function rssXml(channel: FeedChannel, items: readonly FeedItem[]): string {
  const image = channel.image
    ? `<image>${element("url", channel.image.url)}${element("title", channel.image.title)}${element("link", channel.image.link)}</image>`
    : "";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    "  <channel>",
    `    ${element("title", channel.title)}${element("link", channel.link)}${element("description", channel.description)}`,
    `    <atom:link href="${xmlEscape(channel.self)}" rel="self" type="application/rss+xml"/>`,
    `    ${element("language", channel.language)}${element("lastBuildDate", channel.lastBuildDate)}${image}`,
    ...items.map(feedItem),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
