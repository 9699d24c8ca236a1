import { XMLParser } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { clip, DESCRIPTION_MAX, pageTitle, seoMeta, TITLE_MAX } from "~/kits/seo/meta";
import { siteOrigin } from "~/platform/site-url.server";
import { blogPosting, breadcrumbList, isoDate, productData } from "~/kits/seo/structured-data";
import { rfc822, rssXml, sitemapXml, xmlEscape } from "~/kits/seo/xml";

const ORIGIN = "https://aniwa.studio";
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

describe("sitemap and feed XML", () => {
  test("the sitemap lists each URL once, escaped, with its lastmod", () => {
    const text = sitemapXml([
      { loc: `${ORIGIN}/` },
      { loc: `${ORIGIN}/resources/projects?project=3&x=<1>`, lastmod: "2026-03-05T09:30:00.000Z" },
    ]);
    const { urlset } = parser.parse(text);
    expect(urlset["@xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(urlset.url).toEqual([
      { loc: `${ORIGIN}/` },
      { loc: `${ORIGIN}/resources/projects?project=3&x=<1>`, lastmod: "2026-03-05T09:30:00.000Z" },
    ]);
  });

  test("the feed is RSS 2.0 with title, link, guid, RFC 822 date, description, category, author and image", () => {
    const text = rssXml(
      {
        title: "Blog",
        link: `${ORIGIN}/resources/blogs`,
        description: "Notes",
        self: `${ORIGIN}/feed`,
        language: "en-GH",
      },
      [
        {
          title: 'Light & "shade" <in> Accra',
          link: `${ORIGIN}/resources/blog-info/light/`,
          description: "Excerpt",
          pubDate: rfc822("2026-03-05T09:30:00Z"),
          category: "architecture",
          author: { name: "Ama Mensah", email: "hello@aniwastudio.com" },
          image: { url: `${ORIGIN}/uploads/blogs/a.webp`, type: "image/webp" },
        },
      ],
    );
    const { rss } = parser.parse(text);
    expect(rss["@version"]).toBe("2.0");
    expect(rss.channel.item).toMatchObject({
      title: 'Light & "shade" <in> Accra',
      link: `${ORIGIN}/resources/blog-info/light/`,
      guid: { "#text": `${ORIGIN}/resources/blog-info/light/`, "@isPermaLink": "true" },
      pubDate: "Thu, 05 Mar 2026 09:30:00 GMT",
      category: "architecture",
      author: "hello@aniwastudio.com (Ama Mensah)",
      "dc:creator": "Ama Mensah",
      enclosure: { "@url": `${ORIGIN}/uploads/blogs/a.webp`, "@type": "image/webp" },
    });
  });

  test("xmlEscape escapes markup and drops characters XML forbids; bad dates give no date", () => {
    expect(xmlEscape(`a<b>&"c'\u0001`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;");
    expect(rfc822("not a date")).toBeUndefined();
    expect(isoDate("2026-03-05 09:30:00")).toBe("2026-03-05T09:30:00.000Z");
    expect(isoDate("")).toBeUndefined();
  });
});

describe("page head", () => {
  test("titles and descriptions stay within what search engines show", () => {
    const long = "A very long blog post title about courtyards, breeze blocks and thermal mass in Accra homes";
    expect(pageTitle(long).length).toBeLessThanOrEqual(TITLE_MAX);
    expect(pageTitle(long)).toMatch(/… \| Aniwa Studio$/);
    expect(clip("short", 10)).toBe("short");
    // The owner's own SEO title is the whole title, as written.
    const own = seoMeta(ORIGIN, { title: long, ownTitle: long, description: "Text.", path: "/x" });
    expect(own).toContainEqual({ title: long });
    expect(own).toContainEqual({ property: "og:title", content: long });
    expect(clip("x ".repeat(200), DESCRIPTION_MAX).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  test("one canonical, Open Graph and Twitter tags with an absolute image and its size", () => {
    const tags = seoMeta(ORIGIN, { title: "Shop", description: "Things.", path: "/resources/shop?product=4" });
    const find = (key: string) =>
      tags.filter((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key));
    expect(tags.filter((tag) => "rel" in tag && tag.rel === "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: `${ORIGIN}/resources/shop?product=4` },
    ]);
    expect(find("og:url")[0]).toMatchObject({ content: `${ORIGIN}/resources/shop?product=4` });
    expect(find("og:image")[0]).toMatchObject({ content: `${ORIGIN}/social/site-card.jpg` });
    expect(find("og:image:width")[0]).toMatchObject({ content: "1200" });
    expect(find("og:locale")[0]).toMatchObject({ content: "en_GH" });
    expect(find("twitter:card")[0]).toMatchObject({ content: "summary_large_image" });
    const post = seoMeta(ORIGIN, {
      title: "Post",
      description: "d",
      path: "/p/",
      image: { src: "uploads/blogs/a.webp", alt: "Post" },
    });
    expect(post.find((tag) => "property" in tag && tag.property === "og:image")).toMatchObject({
      content: `${ORIGIN}/uploads/blogs/a.webp`,
    });
  });

  test("the origin is SITE_URL, else the request's, its scheme forwarded only behind a trusted proxy, its host never", () => {
    const request = new Request("http://10.0.0.5:3000/x", {
      headers: { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example, aniwa.studio" },
    });
    expect(siteOrigin(request, { SITE_URL: "https://aniwa.studio/", TRUST_PROXY: 0 })).toBe("https://aniwa.studio");
    expect(siteOrigin(request, { TRUST_PROXY: 0 })).toBe("http://10.0.0.5:3000");
    // Decision 007: X-Forwarded-Host never reaches the origin (caches key pages on Host).
    expect(siteOrigin(request, { TRUST_PROXY: 1 })).toBe("https://10.0.0.5:3000");
    const proxied = new Request("http://aniwa.studio/x", {
      headers: { Host: "aniwa.studio", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example" },
    });
    expect(siteOrigin(proxied, { TRUST_PROXY: 1 })).toBe("https://aniwa.studio");
    expect(siteOrigin(proxied, { TRUST_PROXY: 2 })).toBe("https://aniwa.studio");
  });
});

describe("structured data", () => {
  // Remix's <Meta /> escapes the JSON it renders; tests/routes/seo.test.ts proves a post titled
  // </script><script>… stays inert in the page.
  test("a post's BlogPosting: the headline as written, ISO dates, the studio as publisher", () => {
    const posting = blogPosting(
      ORIGIN,
      {
        title: "</script><script>alert(1)</script>",
        excerpt: "a & b",
        author: "Ama",
        category: "architecture",
        tags: [],
        image: null,
        created_at: "2026-03-05 09:30:00",
      },
      `${ORIGIN}/p/`,
    );
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "</script><script>alert(1)</script>",
      datePublished: "2026-03-05T09:30:00.000Z",
      dateModified: "2026-03-05T09:30:00.000Z",
      publisher: { name: "Aniwa Studio" },
    });
  });

  test("a product's offer: GHS, the sale price with the old one struck through, availability from stock", () => {
    const product = productData(
      ORIGIN,
      {
        name: "Kente chair",
        description: "A chair",
        price: 1200,
        sale_price: 950,
        sku: "KC-1",
        category: "Furniture",
        images: ["products/a.webp"],
        inStock: false,
      },
      `${ORIGIN}/resources/shop?product=1`,
    );
    expect(product).toMatchObject({
      "@type": "Product",
      sku: "KC-1",
      category: "Furniture",
      image: [`${ORIGIN}/uploads/products/a.webp`],
      offers: {
        price: "950.00",
        priceCurrency: "GHS",
        availability: "https://schema.org/OutOfStock",
        priceSpecification: { priceType: "https://schema.org/StrikethroughPrice", price: "1200.00" },
      },
    });
  });

  test("breadcrumbs start at Home and leave the page's own URL out", () => {
    expect(
      breadcrumbList(ORIGIN, [{ name: "Blog", path: "/resources/blogs" }, { name: "Post" }]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${ORIGIN}/resources/blogs` },
      { "@type": "ListItem", position: 3, name: "Post" },
    ]);
  });
});

test("schema-dts types the objects: a wrong property is a type error", () => {
  const wrong: import("schema-dts").WithContext<import("schema-dts").BlogPosting> = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    // @ts-expect-error 'headlines' is no BlogPosting property
    headlines: "x",
  };
  expect(wrong["@type"]).toBe("BlogPosting");
});
