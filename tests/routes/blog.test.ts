import { describe, expect, test } from "vitest";
import { capitalised } from "../e2e/fixtures/catalog/files";
import { type HTMLElement, labelled, linkNamed, one, openPage, textOf, textsOf } from "./support/html";
import { heroStat } from "./support/listings";
import { ORIGIN, useSite } from "./support/site";
import { listBlogs } from "../e2e/fixtures/blogs";

/**
 * The blog as the server renders it: its counts, cards, categories and their pages, a post's page
 * and an unknown slug. What needs a browser ('Load More' in place, 'Copy Link', the loading state)
 * stays in tests/e2e/blog.spec.ts. The shop and the projects gallery: shop.test.ts and
 * projects.test.ts; the upstream failures: listing-faults.test.ts.
 */
// Public reads are kept a minute, as for the shop (shop.test.ts): nothing changes the demo data here.
const site = useSite({ env: { PUBLIC_CACHE_TTL_MS: "60000" } });

describe("blog", () => {
  /** The posts as the studio API lists them (newest first): the truth the page must show. */
  const apiBlogs = (category?: string) => listBlogs({ category, call: site.api });

  const cards = (page: HTMLElement) => page.querySelectorAll(".blog-grid article");
  const cardTitles = (page: HTMLElement) => textsOf(page, ".blog-grid article h3");
  const categories = (page: HTMLElement) => labelled(page, "Categories");

  test("hero counts, the first six posts newest first, card details and recent posts", async () => {
    const blogs = await apiBlogs();
    const categoryCount = new Set(blogs.map((blog) => blog.category).filter(Boolean)).size;
    expect(blogs.length).toBeGreaterThan(6);

    const page = await openPage(site, "/resources/blogs");
    expect(textsOf(page, "h1")).toEqual(["Blog"]);
    expect(heroStat(page, "Articles")).toBe(String(blogs.length));
    expect(heroStat(page, "Categories")).toBe(String(categoryCount));
    expect(heroStat(page, "Year")).toBe(String(new Date().getUTCFullYear()));

    expect(cardTitles(page)).toEqual(blogs.slice(0, 6).map((blog) => blog.title));
    const [first] = blogs;
    const card = cards(page)[0];
    expect(textOf(one(card, ".blog-card__category"))).toBe(capitalised(first.category));
    expect(textOf(one(card, "time"))).toBe(first.formatted_date);
    expect(textOf(card)).toContain(`By ${first.author}`);
    expect(linkNamed(card, /^Read More/).getAttribute("href")).toBe(`/resources/blog-info/${first.slug}/`);
    // 'Featured' exactly on the featured posts.
    for (const [index, blog] of blogs.slice(0, 6).entries()) {
      const badges = textsOf(cards(page)[index], ".badge");
      expect(
        badges.filter((badge) => badge === "Featured"),
        blog.title,
      ).toHaveLength(blog.featured ? 1 : 0);
    }

    const recent = labelled(page, "Recent Posts");
    expect(textsOf(recent, "a")).toEqual(blogs.slice(0, 3).map((blog) => blog.title));
    expect(recent.querySelectorAll("img")).toHaveLength(3);

    // Images come through the site's own proxy, with explicit sizes and lazy loading below the fold.
    const image = one(cards(page)[4], "img");
    expect(image.getAttribute("src")).toMatch(/^\/uploads\//);
    expect(image.getAttribute("width")).toBe("800");
    expect(image.getAttribute("loading")).toBe("lazy");
  });

  test("'All Articles' and each category with its count; a category shows only its posts", async () => {
    const blogs = await apiBlogs();
    const interior = blogs.filter((blog) => blog.category === "interior-design");
    expect(interior.length).toBeGreaterThan(0);

    const all = await openPage(site, "/resources/blogs");
    const allLink = linkNamed(categories(all), /^All Articles/);
    expect(allLink.getAttribute("aria-current")).toBe("page");
    expect(allLink.getAttribute("href")).toBe("/resources/blogs");
    expect(textOf(allLink)).toContain(String(blogs.length));
    const interiorLink = linkNamed(categories(all), /^Interior Design/);
    expect(textOf(interiorLink)).toContain(String(interior.length));
    expect(interiorLink.getAttribute("href")).toBe("/resources/blogs?category=interior-design");
    expect(interiorLink.hasAttribute("aria-current")).toBe(false);

    const page = await openPage(site, "/resources/blogs?category=interior-design");
    expect(textsOf(page, "h2#blog-list-title")).toEqual(["Interior Design"]);
    expect(linkNamed(categories(page), /^Interior Design/).getAttribute("aria-current")).toBe("page");
    expect(linkNamed(categories(page), /^All Articles/).hasAttribute("aria-current")).toBe(false);
    expect(cardTitles(page)).toEqual(interior.slice(0, 6).map((blog) => blog.title));
    expect(textsOf(page, ".blog-grid article .blog-card__category")).toEqual(
      interior.slice(0, 6).map(() => "Interior Design"),
    );
    expect(page.querySelectorAll("a").filter((link) => textOf(link) === "Load More Articles")).toHaveLength(
      interior.length > 6 ? 1 : 0,
    );
  });

  test("an empty category says 'No blog posts found'", async () => {
    const page = await openPage(site, "/resources/blogs?category=no-such-category");
    expect(textsOf(page, ".listing-empty h3")).toEqual(["No blog posts found"]);
    expect(cards(page)).toHaveLength(0);
    expect(page.querySelectorAll("a").filter((link) => textOf(link) === "Load More Articles")).toHaveLength(0);
  });

  test("a post: breadcrumb, meta, author, paragraphs, tags, share links and two related posts", async () => {
    const blogs = await apiBlogs();
    const post = blogs
      .slice(0, 6)
      .find((blog) => blogs.filter((other) => other.category === blog.category).length >= 3);
    if (!post) throw new Error("the demo data needs a category with three posts");
    const path = `/resources/blog-info/${post.slug}/`;
    // The listing's card leads there.
    const listing = await openPage(site, "/resources/blogs");
    const card = cards(listing).find((article) => textOf(one(article, "h3")) === post.title)!;
    expect(linkNamed(card, /^Read More/).getAttribute("href")).toBe(path);

    const page = await openPage(site, path);
    expect(textsOf(page, "h1")).toEqual([post.title]);
    const breadcrumb = labelled(page, "Breadcrumb");
    expect(textsOf(breadcrumb, "li")).toEqual(["Home", "Blog", post.title]);
    expect(linkNamed(breadcrumb, "Blog").getAttribute("href")).toBe("/resources/blogs");
    const meta = textOf(one(page, ".post-meta"));
    expect(meta).toContain(capitalised(post.category));
    expect(meta).toContain(post.formatted_date);
    expect(meta).toContain(post.read_time);
    expect(textOf(one(page, ".post-author"))).toMatch(new RegExp(`By ${post.author}$`));
    expect(one(page, ".post-figure img").getAttribute("src")).toMatch(/^\/uploads\//);

    const paragraphs = post.content.split(/\r?\n/).filter((line) => line.trim());
    expect(textsOf(page, ".post-body > p")).toEqual(paragraphs.map((line) => line.trim()));
    expect(textsOf(labelled(page, "Tags"), "li")).toEqual(post.tags.map((tag) => `#${tag}`));

    const share = one(page, ".post-share");
    const address = encodeURIComponent(new URL(path, ORIGIN).toString());
    expect(linkNamed(share, /^Facebook/).getAttribute("href")).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    );
    expect(linkNamed(share, /^Twitter/).getAttribute("href")).toMatch(new RegExp(`url=${address}`));
    expect(linkNamed(share, /^LinkedIn/).getAttribute("href")).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
    );
    // 'Copy Link' needs the clipboard: the server never offers it (tests/e2e/blog.spec.ts, with scripts).
    expect(share.querySelectorAll("button").filter((button) => textOf(button) === "Copy Link")).toHaveLength(0);

    const related = labelled(page, "Related Articles");
    const expected = (await apiBlogs(post.category)).filter((blog) => blog.slug !== post.slug).slice(0, 2);
    expect(textsOf(related, "h3")).toEqual(expected.map((blog) => blog.title));
    expect(linkNamed(related, expected[0].title).getAttribute("href")).toBe(
      `/resources/blog-info/${expected[0].slug}/`,
    );
    expect(textsOf(await openPage(site, `/resources/blog-info/${expected[0].slug}/`), "h1")).toEqual([
      expected[0].title,
    ]);

    expect(textsOf(page, "h2")).toContain("Enjoyed this article?");
  });

  test("an unknown slug answers 404 'Blog Post Not Found' with a way back", async () => {
    const page = await openPage(site, "/resources/blog-info/no-such-post-anywhere/", { status: 404 });
    expect(textsOf(page, "h1")).toEqual(["Blog Post Not Found"]);
    expect(textOf(page)).toContain("The blog post you're looking for doesn't exist.");
    expect(linkNamed(page, "Back to Blog").getAttribute("href")).toBe("/resources/blogs");
  });
});
