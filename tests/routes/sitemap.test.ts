import { XMLParser } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { createBlog, listBlogs } from "../e2e/fixtures/blogs";
import { imageType, localPath, page } from "./support/seo";
import { ORIGIN, useSite } from "./support/site";

// The sitemap, robots.txt and the blog feed, read from the built site's real answers.
const site = useSite();
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

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
    const blogs = await listBlogs({ call: site.api });
    const { data: projects } = await site.api<{ data: { pagination: { total_projects: number | string } } }>(
      "projects/projects.php",
    );
    // 10 pages (home, about, the four services, contact, blog, shop, projects), every post, every project.
    expect(urls.length).toBe(10 + blogs.length + Number(projects.pagination.total_projects));
    for (const { loc, lastmod } of urls) {
      const path = localPath(loc);
      expect(path).not.toMatch(/^\/(dashboard|auth)|[?&](show|sort|page|category|product)=/);
      if (lastmod) expect(Number.isNaN(Date.parse(lastmod)), lastmod).toBe(false);
      const { head } = await page(site, path);
      expect(head.canonicals, path).toEqual([loc]);
    }
    for (const blog of blogs)
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
    const blogs = await listBlogs({ call: site.api });
    const items = await feedItems();
    expect(items.length).toBe(Math.min(20, blogs.length));
    const dates = items.map((item) => Date.parse(item.pubDate));
    for (const item of items) {
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(item.guid["#text"]).toBe(item.link);
      expect(item.description).toBeTruthy();
      expect(item.author).toMatch(/^\S+@\S+ \(.+\)$/);
      expect(item.enclosure?.["@type"]).toMatch(/^image\//);
      expect(await imageType(site, localPath(item.enclosure!["@url"]))).toBe(item.enclosure?.["@type"]);
    }
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items[0].link).toBe(`${ORIGIN}/resources/blog-info/${blogs[0].slug}/`);
  });

  test("adding, editing and deleting a post shows in the feed and the sitemap", async () => {
    const post = await createBlog(`Feed check ${Date.now()}`, site.api);
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
