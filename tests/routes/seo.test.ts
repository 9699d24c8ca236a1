import { describe, expect, test } from "vitest";
import { createBlog, listBlogs } from "../e2e/fixtures/blogs";
import { INDEXED_ROUTES } from "../e2e/support/public-routes.mjs";
import { firstOf, imageType, localPath, page, publicPages } from "./support/seo";
import { ORIGIN, useSite } from "./support/site";

// Every public page's head (canonical, link previews, JSON-LD), read from the built
// site's real answers. The sitemap and the feed: sitemap.test.ts.
const site = useSite();

describe("every public page's head", () => {
  test("one canonical, complete previews with an absolute image that answers an image, a unique title and description", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of await publicPages(site)) {
      const { html, head } = await page(site, path);
      expect(head.canonicals, path).toHaveLength(1);
      for (const key of ["og:title", "og:description", "og:url", "og:type", "og:site_name", "og:image", "og:locale"]) {
        expect(head.meta.get(key), `${path} ${key}`).toHaveLength(1);
      }
      expect(head.meta.get("og:locale")).toEqual(["en_GH"]);
      expect(head.meta.get("twitter:card")).toEqual(["summary_large_image"]);
      expect(head.meta.get("og:url")).toEqual(head.canonicals);
      const [image] = head.meta.get("og:image")!;
      expect(await imageType(site, localPath(image)), image).toMatch(/^image\/(jpeg|png|webp|avif|gif)$/);
      expect(head.title.length, head.title).toBeLessThanOrEqual(60);
      const [description] = head.meta.get("description")!;
      expect(description.length, path).toBeLessThanOrEqual(160);
      expect(titles.has(head.title), `${path}: title ${head.title} repeats`).toBe(false);
      expect(descriptions.has(description), `${path}: description repeats`).toBe(false);
      titles.add(head.title);
      descriptions.add(description);
      expect(/<link [^>]*rel="alternate" type="application\/rss\+xml"/.test(html)).toBe(true);
    }
  });

  test("listings leave their UI-only parameters out of the canonical; detail views keep theirs", async () => {
    const { productId } = await firstOf(site);
    const canonicals = async (path: string) => (await page(site, path)).head.canonicals;
    expect(await canonicals("/resources/shop?sort=price-low&show=16")).toEqual([`${ORIGIN}/resources/shop`]);
    expect(await canonicals(`/resources/shop?product=${productId}&image=1&sort=name`)).toEqual([
      `${ORIGIN}/resources/shop?product=${productId}`,
    ]);
    expect(await canonicals("/resources/blogs?show=12")).toEqual([`${ORIGIN}/resources/blogs`]);
  });

  test("JSON-LD parses and has the types of each page", async () => {
    const jsonLd = async (path: string) => (await page(site, path)).head.jsonLd;
    const types = async (path: string) => (await jsonLd(path)).map((object) => object["@type"]);
    const [post] = await listBlogs({ call: site.api });
    const { productId } = await firstOf(site);
    expect(await types("/")).toEqual(["HomeAndConstructionBusiness"]);
    expect(await types("/resources/contact-us")).toEqual(["HomeAndConstructionBusiness", "BreadcrumbList"]);
    for (const path of INDEXED_ROUTES.filter((route) => route !== "/")) {
      expect(await types(path), path).toContain("BreadcrumbList");
    }
    expect(await types(`/resources/blog-info/${post.slug}/`)).toEqual(["BlogPosting", "BreadcrumbList"]);
    const [quickView] = await jsonLd(`/resources/shop?product=${productId}`);
    expect(quickView).toMatchObject({ "@type": "Product", offers: { "@type": "Offer", priceCurrency: "GHS" } });
    const [business] = await jsonLd("/");
    expect(business).toMatchObject({ address: { addressLocality: "Accra" }, geo: { "@type": "GeoCoordinates" } });
  });

  test("a post titled </script><script>alert(1)</script> renders inert JSON-LD", async () => {
    const title = "</script><script>alert(1)</script>";
    const post = await createBlog(title, site.api);
    try {
      const { html, head } = await page(site, `/resources/blog-info/${post.slug}/`);
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
