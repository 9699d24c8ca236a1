import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { ORIGIN, useSite, type Site } from "./support/site";

// Issue 15: the sitemap, robots.txt, the blog feed, and every public page's head
// (canonical, link previews, JSON-LD), read from the built site's real answers.
const site = useSite();
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

interface ApiBlog {
  id: number;
  slug: string;
  title: string;
  created_at: string;
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

async function sitemapUrls(): Promise<{ loc: string; lastmod?: string }[]> {
  const response = await site.request("/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  return list(xml.parse(await response.text()).urlset.url);
}

interface FeedItem {
  title: string;
  link: string;
  guid: { "#text": string };
  pubDate: string;
  description: string;
  category?: string;
  author: string;
  enclosure?: { "@url": string; "@type": string };
}

async function feedItems(): Promise<FeedItem[]> {
  const response = await site.request("/resources/blogs/rss.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
  const feed = xml.parse(await response.text());
  expect(feed.rss["@version"]).toBe("2.0");
  return list(feed.rss.channel.item);
}

/** The site path of an absolute URL of ours (the tests' origin is ORIGIN). */
function localPath(url: string): string {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  return url.slice(ORIGIN.length);
}

export interface Head {
  canonicals: string[];
  meta: Map<string, string[]>;
  jsonLd: Array<Record<string, unknown>>;
  title: string;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The head's canonical links, meta tags (by property or name) and parsed JSON-LD. */
export function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), decode(content)]);
  }
  return {
    canonicals: [...head.matchAll(/<link [^>]*rel="canonical"[^>]*>/g)].map(([tag]) =>
      decode(/href="([^"]+)"/.exec(tag)![1]),
    ),
    meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json) as Record<string, unknown>,
    ),
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
  };
}

async function page(path: string): Promise<{ html: string; head: Head }> {
  const response = await site.request(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return { html, head: readHead(html) };
}

/**
 * The type of the image a path answers with 200, or null: /uploads/* through the site's handler,
 * anything else from public/ (served as static files in front of the handler), judged by its bytes.
 */
async function imageType(path: string): Promise<string | null> {
  if (path.startsWith("/uploads/")) {
    const answer = await site.request(path);
    return answer.status === 200 ? answer.headers.get("content-type") : null;
  }
  const file = join("public", path);
  if (!path.startsWith("/") || path.includes("..") || !existsSync(file)) return null;
  const head = readFileSync(file).subarray(0, 12);
  if (head[0] === 0xff && head[1] === 0xd8) return "image/jpeg";
  if (head.subarray(1, 4).toString() === "PNG") return "image/png";
  if (head.subarray(8, 12).toString() === "WEBP") return "image/webp";
  return null;
}

const SEED_IMAGE = "server/seed/images/arch-dusk.webp";

async function createPost(title: string): Promise<ApiBlog> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title,
    excerpt: `Excerpt of ${title}`,
    content: "First paragraph.\nSecond paragraph.",
    category: "interior-design",
    tags: "seo, test",
    author: "Ama Mensah",
  })) {
    form.set(name, value);
  }
  form.set("image", new Blob([readFileSync(SEED_IMAGE)], { type: "image/webp" }), "cover.webp");
  const { data } = await site.api<{ data: { id: number; slug: string } }>("media/blogs.php", {
    method: "POST",
    body: form,
  });
  return { id: data.id, slug: data.slug, title, created_at: "" };
}

async function firstOf(s: Site) {
  const { data: products } = await s.api<{ data: Array<{ id: number; status: string }> }>("products/products.php");
  const { data: projects } = await s.api<{ data: { projects: Array<{ id: number }> } }>("projects/projects.php");
  return {
    productId: products.find((product) => product.status !== "draft")!.id,
    projectId: projects.projects[0].id,
  };
}

describe("robots.txt and the sitemap", () => {
  test("robots.txt keeps the admin out and names the sitemap", async () => {
    const response = await site.request("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("Disallow: /dashboard/");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test("every sitemap URL answers 200 with a canonical equal to itself; nothing of the admin, no variants", async () => {
    const urls = await sitemapUrls();
    const { data } = await site.api<{ data: { blogs: ApiBlog[] } }>("media/blogs.php");
    const { data: projects } = await site.api<{ data: { pagination: { total_projects: number } } }>(
      "projects/projects.php",
    );
    // 10 pages (home, about, the four services, contact, blog, shop, projects), every post, every project.
    expect(urls.length).toBe(10 + data.blogs.length + projects.pagination.total_projects);
    for (const { loc, lastmod } of urls) {
      const path = localPath(loc);
      expect(path).not.toMatch(/^\/(dashboard|auth)|[?&](show|sort|page|category|product)=/);
      if (lastmod) expect(Number.isNaN(Date.parse(lastmod)), lastmod).toBe(false);
      const { head } = await page(path);
      expect(head.canonicals, path).toEqual([loc]);
    }
    for (const blog of data.blogs)
      expect(urls.map((url) => url.loc)).toContain(`${ORIGIN}/resources/blog-info/${blog.slug}/`);
  });
});

describe("the blog feed", () => {
  test("/rss.xml answers 301 to the feed", async () => {
    const response = await site.request("/rss.xml");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/resources/blogs/rss.xml");
  });

  test("one item per published post up to 20, newest first, with RFC 822 dates and the featured image", async () => {
    const { data } = await site.api<{ data: { blogs: ApiBlog[] } }>("media/blogs.php");
    const items = await feedItems();
    expect(items.length).toBe(Math.min(20, data.blogs.length));
    const dates = items.map((item) => Date.parse(item.pubDate));
    for (const item of items) {
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(item.guid["#text"]).toBe(item.link);
      expect(item.description).toBeTruthy();
      expect(item.author).toMatch(/^\S+@\S+ \(.+\)$/);
      expect(item.enclosure?.["@type"]).toMatch(/^image\//);
      expect(await imageType(localPath(item.enclosure!["@url"]))).toBe(item.enclosure?.["@type"]);
    }
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items[0].link).toBe(`${ORIGIN}/resources/blog-info/${data.blogs[0].slug}/`);
  });

  test("adding, editing and deleting a post shows in the feed and the sitemap", async () => {
    const post = await createPost(`Feed check ${Date.now()}`);
    const link = `${ORIGIN}/resources/blog-info/${post.slug}/`;
    expect((await feedItems())[0]).toMatchObject({ title: post.title, link });
    expect((await sitemapUrls()).map((url) => url.loc)).toContain(link);

    const edit = new FormData();
    for (const [name, value] of Object.entries({
      slug: post.slug,
      title: `${post.title} (edited)`,
      excerpt: "Edited excerpt",
      content: "Edited.",
      category: "interior-design",
      author: "Ama Mensah",
    })) {
      edit.set(name, value);
    }
    await site.api("media/update.php", { method: "POST", body: edit });
    expect((await feedItems()).find((item) => item.link === link)).toMatchObject({
      title: `${post.title} (edited)`,
      description: "Edited excerpt",
    });

    await site.api(`media/delete_blog.php?id=${post.id}`, { method: "DELETE" });
    expect((await feedItems()).map((item) => item.link)).not.toContain(link);
    expect((await sitemapUrls()).map((url) => url.loc)).not.toContain(link);
  });
});

describe("every public page's head", () => {
  const STATIC_PAGES = [
    "/",
    "/resources/about-us",
    "/services/architectural-service",
    "/services/renovation-service",
    "/services/newbuild-service",
    "/services/extention-service",
    "/resources/contact-us",
    "/resources/blogs",
    "/resources/shop",
    "/resources/projects",
  ];

  async function allPages() {
    const { data } = await site.api<{ data: { blogs: ApiBlog[] } }>("media/blogs.php");
    const { productId, projectId } = await firstOf(site);
    return [
      ...STATIC_PAGES,
      `/resources/blog-info/${data.blogs[0].slug}/`,
      `/resources/shop?product=${productId}`,
      `/resources/projects?project=${projectId}`,
    ];
  }

  test("one canonical, complete previews with an absolute image that answers an image, a unique title and description", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of await allPages()) {
      const { head } = await page(path);
      expect(head.canonicals, path).toHaveLength(1);
      for (const key of ["og:title", "og:description", "og:url", "og:type", "og:site_name", "og:image", "og:locale"]) {
        expect(head.meta.get(key), `${path} ${key}`).toHaveLength(1);
      }
      expect(head.meta.get("og:locale")).toEqual(["en_GH"]);
      expect(head.meta.get("twitter:card")).toEqual(["summary_large_image"]);
      expect(head.meta.get("og:url")).toEqual(head.canonicals);
      const [image] = head.meta.get("og:image")!;
      expect(await imageType(localPath(image)), image).toMatch(/^image\/(jpeg|png|webp|avif|gif)$/);
      expect(head.title.length, head.title).toBeLessThanOrEqual(60);
      const [description] = head.meta.get("description")!;
      expect(description.length, path).toBeLessThanOrEqual(160);
      expect(titles.has(head.title), `${path}: title ${head.title} repeats`).toBe(false);
      expect(descriptions.has(description), `${path}: description repeats`).toBe(false);
      titles.add(head.title);
      descriptions.add(description);
      expect(
        /<link [^>]*rel="alternate" type="application\/rss\+xml"/.test(await (await site.request(path)).text()),
      ).toBe(true);
    }
  });

  test("listings leave their UI-only parameters out of the canonical; detail views keep theirs", async () => {
    const { productId } = await firstOf(site);
    expect((await page("/resources/shop?sort=price-low&show=16")).head.canonicals).toEqual([
      `${ORIGIN}/resources/shop`,
    ]);
    expect((await page(`/resources/shop?product=${productId}&image=1&sort=name`)).head.canonicals).toEqual([
      `${ORIGIN}/resources/shop?product=${productId}`,
    ]);
    expect((await page("/resources/blogs?show=12")).head.canonicals).toEqual([`${ORIGIN}/resources/blogs`]);
  });

  test("JSON-LD parses and has the types of each page", async () => {
    const types = async (path: string) => (await page(path)).head.jsonLd.map((object) => object["@type"]);
    const { data } = await site.api<{ data: { blogs: ApiBlog[] } }>("media/blogs.php");
    const { productId } = await firstOf(site);
    expect(await types("/")).toEqual(["HomeAndConstructionBusiness"]);
    expect(await types("/resources/contact-us")).toEqual(["HomeAndConstructionBusiness", "BreadcrumbList"]);
    for (const path of STATIC_PAGES.slice(1)) expect(await types(path), path).toContain("BreadcrumbList");
    expect(await types(`/resources/blog-info/${data.blogs[0].slug}/`)).toEqual(["BlogPosting", "BreadcrumbList"]);
    const quickView = (await page(`/resources/shop?product=${productId}`)).head.jsonLd[0];
    expect(quickView).toMatchObject({ "@type": "Product", offers: { "@type": "Offer", priceCurrency: "GHS" } });
    const business = (await page("/")).head.jsonLd[0];
    expect(business).toMatchObject({ address: { addressLocality: "Accra" }, geo: { "@type": "GeoCoordinates" } });
  });

  test("a post titled </script><script>alert(1)</script> renders inert JSON-LD", async () => {
    const title = "</script><script>alert(1)</script>";
    const post = await createPost(title);
    try {
      const { html, head } = await page(`/resources/blog-info/${post.slug}/`);
      expect(html).not.toContain("<script>alert(1)");
      const posting = head.jsonLd.find((object) => object["@type"] === "BlogPosting");
      expect(posting?.headline).toBe(title);
    } finally {
      await site.api(`media/delete_blog.php?id=${post.id}`, { method: "DELETE" });
    }
  });

  test("the admin pages carry noindex", async () => {
    const response = await site.request("/dashboard/admin/", { cookie: await site.signIn() });
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
  });
});
