import type { Blog } from "~/schemas/api";
import type { Project } from "~/records/project";
import { listBlogs } from "~/services/blogs.server";
import { listAllProducts } from "~/services/products.server";
import { listProjects } from "~/services/projects.server";
import { absoluteUrl, FEED_PATH, FEED_TITLE, imageUrl, SITE_LOGO } from "~/kits/seo/meta";
import { projectPagePath } from "~/utils/project-page";
import { isoDate } from "~/kits/seo/structured-data";
import { rfc822, rssXml, sitemapXml, type FeedItem, type SitemapEntry } from "~/kits/seo/xml";
import { blogPath } from "~/utils/blog";
import { isPublished } from "~/utils/products";
import { MAIN_MENU, SERVICE_PAGES, STUDIO } from "~/utils/site";

/**
 * What the sitemap and the feed list, read through the same cached service
 * calls as the listings (blogs:, projects:, products: in read-cache/cache.server.ts),
 * so an admin's write that refreshes a listing refreshes these too.
 */

export const FEED_SIZE = 20;
/** The projects are read in pages of the API's largest size. */
const PROJECT_BATCH = 100;
const MAX_PROJECT_PAGES = 100;

const byNewest = <T extends { created_at: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => b.created_at.localeCompare(a.created_at));

const newest = (items: readonly { created_at: string }[]) =>
  items.reduce<string | undefined>(
    (max, item) => (max === undefined || item.created_at > max ? item.created_at : max),
    undefined,
  );

async function allProjects(): Promise<Project[]> {
  const projects: Project[] = [];
  for (let page = 1; page <= MAX_PROJECT_PAGES; page += 1) {
    const { projects: batch, pagination } = await listProjects({ page, limit: PROJECT_BATCH });
    projects.push(...batch);
    if (page >= pagination.total_pages || batch.length === 0) break;
  }
  return projects;
}

/** Every public page, published post and project page, with lastmod where the API has a date. */
export async function sitemapEntries(origin: string): Promise<SitemapEntry[]> {
  const [blogs, projects, products] = await Promise.all([listBlogs(), allProjects(), listAllProducts()]);
  const lastmod = (date: string | undefined) => (date ? isoDate(date) : undefined);
  const listingDates: Record<string, string | undefined> = {
    "/resources/blogs": newest(blogs),
    "/resources/projects": newest(projects),
    "/resources/shop": newest(products.filter(isPublished)),
  };
  const pages = [...MAIN_MENU.map((item) => item.to), ...SERVICE_PAGES.map((service) => service.to)];
  const entry = (path: string, date?: string): SitemapEntry => ({
    loc: absoluteUrl(origin, path),
    lastmod: lastmod(date),
  });
  return [
    ...pages.map((path) => entry(path, listingDates[path])),
    ...byNewest(blogs).map((blog) => entry(blogPath(blog.slug), blog.created_at)),
    ...byNewest(projects).map((project) => entry(projectPagePath(project), project.created_at)),
  ];
}

export async function sitemap(origin: string): Promise<string> {
  return sitemapXml(await sitemapEntries(origin));
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

export function feedItem(origin: string, blog: Blog): FeedItem {
  const extension = blog.image?.split(".").pop()?.toLowerCase() ?? "";
  return {
    title: blog.title,
    link: absoluteUrl(origin, blogPath(blog.slug)),
    description: blog.excerpt,
    pubDate: rfc822(isoDate(blog.created_at)),
    category: blog.category || undefined,
    author: { name: blog.author || STUDIO.name, email: STUDIO.emails[0] },
    image: blog.image ? { url: imageUrl(origin, blog.image), type: IMAGE_TYPES[extension] ?? "image/jpeg" } : null,
  };
}

/** The blog's RSS 2.0 feed: the latest FEED_SIZE posts, newest first. */
export async function blogFeed(origin: string): Promise<string> {
  const posts = byNewest(await listBlogs()).slice(0, FEED_SIZE);
  return rssXml(
    {
      title: FEED_TITLE,
      link: absoluteUrl(origin, "/resources/blogs"),
      description: "Notes from the studio on architecture, interiors, sustainable design and styling a home in Accra.",
      self: absoluteUrl(origin, FEED_PATH),
      language: "en-GH",
      lastBuildDate: rfc822(isoDate(posts[0]?.created_at ?? "")),
      image: {
        url: absoluteUrl(origin, SITE_LOGO.path),
        title: FEED_TITLE,
        link: absoluteUrl(origin, "/resources/blogs"),
      },
    },
    posts.map((post) => feedItem(origin, post)),
  );
}

/**
 * The answer of /sitemap.xml and the feed: shared by caches for a minute. When
 * the API fails, a 503 with Retry-After, so crawlers keep the copy they have
 * instead of dropping every post and project.
 */
export async function xmlResponse(what: string, build: () => Promise<string>, type: string): Promise<Response> {
  try {
    return new Response(await build(), {
      headers: {
        "Content-Type": `${type}; charset=utf-8`,
        "Cache-Control": "public, max-age=60, stale-while-revalidate=300",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    console.error(`${what} failed:`, error instanceof Error ? error.message : error);
    return new Response("Temporarily unavailable. Please try again shortly.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "120", "Cache-Control": "no-store" },
    });
  }
}
