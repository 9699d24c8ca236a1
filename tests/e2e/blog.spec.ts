import { expect, test, type Page } from "./support/fixtures";
import { api } from "./support/api";

// Several tests walk through many full page loads (the nojs project), which take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

interface ApiBlog {
  slug: string;
  title: string;
  category: string;
  author: string;
  featured: boolean;
  content: string;
  tags: string[];
  formatted_date: string;
  read_time: string;
}

/** The posts as the studio API lists them (newest first): the truth the page must show. */
async function apiBlogs(category?: string): Promise<ApiBlog[]> {
  const query = category ? `?category=${encodeURIComponent(category)}` : "";
  const body = await api<{ data: { blogs: ApiBlog[] } }>(`media/blogs.php${query}`);
  return body.data.blogs;
}

const label = (category: string) =>
  category
    .split("-")
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");

const cards = (page: Page) => page.locator(".blog-grid article");

/** With scripts, wait until the page is hydrated, so links navigate on the client. */
async function ready(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.waitForLoadState("networkidle");
}
const cardTitles = (page: Page) => cards(page).locator("h3");

test.describe("blog listing", () => {
  test("hero counts, the first six posts newest first, card details and recent posts", async ({ page }) => {
    const blogs = await apiBlogs();
    const categories = new Set(blogs.map((blog) => blog.category).filter(Boolean));
    expect(blogs.length).toBeGreaterThan(6);

    const response = await page.goto("/resources/blogs");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const stats = page.locator(".listing-hero__stats");
    await expect(stats.locator("div").filter({ hasText: "Articles" }).locator("dd")).toHaveText(String(blogs.length));
    await expect(stats.locator("div").filter({ hasText: "Categories" }).locator("dd")).toHaveText(
      String(categories.size),
    );
    await expect(stats.locator("div").filter({ hasText: "Year" }).locator("dd")).toHaveText(
      String(new Date().getUTCFullYear()),
    );

    await expect(cardTitles(page)).toHaveText(blogs.slice(0, 6).map((blog) => blog.title));
    const first = blogs[0];
    const card = cards(page).first();
    await expect(card.locator(".blog-card__category")).toHaveText(label(first.category));
    await expect(card.locator("time")).toHaveText(first.formatted_date);
    await expect(card).toContainText(`By ${first.author}`);
    await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute(
      "href",
      `/resources/blog-info/${first.slug}/`,
    );
    // 'Featured' exactly on the featured posts.
    for (const [index, blog] of blogs.slice(0, 6).entries()) {
      await expect(cards(page).nth(index).getByText("Featured", { exact: true })).toHaveCount(blog.featured ? 1 : 0);
    }

    const recent = page.getByRole("region", { name: "Recent Posts" });
    await expect(recent.getByRole("link")).toHaveText(blogs.slice(0, 3).map((blog) => blog.title));
    await expect(recent.locator("img")).toHaveCount(3);

    // Images come through the site's own proxy, with explicit sizes and lazy loading below the fold.
    const image = cards(page).nth(4).locator("img");
    await expect(image).toHaveAttribute("src", /^\/uploads\//);
    await expect(image).toHaveAttribute("width", "800");
    await expect(image).toHaveAttribute("loading", "lazy");
  });

  test("'All Articles' and each category with its count; a category shows only its posts", async ({ page }) => {
    const blogs = await apiBlogs();
    const interior = blogs.filter((blog) => blog.category === "interior-design");
    expect(interior.length).toBeGreaterThan(0);

    await page.goto("/resources/blogs");
    const nav = page.getByRole("navigation", { name: "Categories" });
    await expect(nav.getByRole("link", { name: /All Articles/ })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: /All Articles/ })).toContainText(String(blogs.length));
    await expect(nav.getByRole("link", { name: /Interior Design/ })).toContainText(String(interior.length));

    await nav.getByRole("link", { name: /Interior Design/ }).click();
    await expect(page).toHaveURL(/\/resources\/blogs\?category=interior-design$/);
    await expect(page.getByRole("heading", { level: 2, name: "Interior Design" })).toBeVisible();
    await expect(nav.getByRole("link", { name: /Interior Design/ })).toHaveAttribute("aria-current", "page");
    await expect(cardTitles(page)).toHaveText(interior.slice(0, 6).map((blog) => blog.title));
    await expect(cards(page).locator(".blog-card__category")).toHaveText(
      interior.slice(0, 6).map(() => "Interior Design"),
    );
    await expect(page.getByRole("link", { name: "Load More Articles" })).toHaveCount(interior.length > 6 ? 1 : 0);

    await nav.getByRole("link", { name: /All Articles/ }).click();
    await expect(page).toHaveURL(/\/resources\/blogs$/);
    await expect(cards(page)).toHaveCount(6);
  });

  test("an empty category says 'No blog posts found'", async ({ page }) => {
    await page.goto("/resources/blogs?category=no-such-category");
    await expect(page.getByRole("heading", { name: "No blog posts found" })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Load More Articles" })).toHaveCount(0);
  });

  test("'Load More Articles' shows the next six in place, until all are shown", async ({ page, javaScriptEnabled }) => {
    const blogs = await apiBlogs();
    await page.goto("/resources/blogs");
    await ready(page, javaScriptEnabled);
    await expect(cards(page)).toHaveCount(6);

    await page.getByRole("link", { name: "Load More Articles" }).click();
    await expect(page).toHaveURL(/\?show=12#post-7$/);
    await expect(cards(page)).toHaveCount(Math.min(12, blogs.length));
    await expect(cardTitles(page)).toHaveText(blogs.slice(0, 12).map((blog) => blog.title));
    // The visitor lands on the first new post, not back at the top.
    await expect(page.locator("#post-7")).toBeInViewport();
    if (javaScriptEnabled) await expect(page.locator("#post-7 h3 a")).toBeFocused();

    if (blogs.length > 12) {
      await page.getByRole("link", { name: "Load More Articles" }).click();
      await expect(cards(page)).toHaveCount(Math.min(18, blogs.length));
    }
    if (blogs.length <= 18) await expect(page.getByRole("link", { name: "Load More Articles" })).toHaveCount(0);
  });
});

test.describe("blog post", () => {
  test("breadcrumb, meta, author, paragraphs, tags, share links and two related posts", async ({ page }) => {
    const blogs = await apiBlogs();
    const post = blogs
      .slice(0, 6)
      .find((blog) => blogs.filter((other) => other.category === blog.category).length >= 3);
    if (!post) throw new Error("the demo data needs a category with three posts");

    await page.goto("/resources/blogs");
    await cards(page)
      .filter({ hasText: post.title })
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(`/resources/blog-info/${post.slug}/`);

    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Blog", post.title]);
    await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/resources/blogs");
    const meta = page.locator(".post-meta");
    await expect(meta).toContainText(label(post.category));
    await expect(meta).toContainText(post.formatted_date);
    await expect(meta).toContainText(post.read_time);
    await expect(page.locator(".post-author")).toHaveText(new RegExp(`By ${post.author}$`));
    await expect(page.locator(".post-figure img")).toHaveAttribute("src", /^\/uploads\//);

    const paragraphs = post.content.split(/\r?\n/).filter((line) => line.trim());
    await expect(page.locator(".post-body > p")).toHaveText(paragraphs.map((text) => text.trim()));
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
      post.tags.map((tag) => `#${tag}`),
    );

    const share = page.locator(".post-share");
    const address = encodeURIComponent(new URL(`/resources/blog-info/${post.slug}/`, page.url()).toString());
    await expect(share.getByRole("link", { name: /^Facebook/ })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    );
    await expect(share.getByRole("link", { name: /^Twitter/ })).toHaveAttribute("href", new RegExp(`url=${address}`));
    await expect(share.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
    );

    const related = page.getByRole("region", { name: "Related Articles" });
    const expected = (await apiBlogs(post.category)).filter((blog) => blog.slug !== post.slug).slice(0, 2);
    await expect(related.locator("h3")).toHaveText(expected.map((blog) => blog.title));
    const link = related.getByRole("link", { name: expected[0].title, exact: true });
    await expect(link).toHaveAttribute("href", `/resources/blog-info/${expected[0].slug}/`);
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: expected[0].title })).toBeVisible();

    await expect(page.getByRole("heading", { name: "Enjoyed this article?" })).toBeVisible();
  });

  test("an unknown slug answers 404 'Blog Post Not Found' with a way back", async ({ page }) => {
    const response = await page.goto("/resources/blog-info/no-such-post-anywhere/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/resources/blogs");
  });

  test("Copy Link needs scripts: without them it is not offered", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the scripted case is the next test");
    const [post] = await apiBlogs();
    await page.goto(`/resources/blog-info/${post.slug}/`);
    await expect(page.locator(".post-share").getByRole("link", { name: /^Facebook/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy Link" })).toHaveCount(0);
  });
});

test.describe("blog with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

  test("'Loading blog posts...' shows while a category loads", async ({ page }) => {
    await page.goto("/resources/blogs");
    await ready(page, true);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/resources\/blogs\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: /Architecture/ })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Loading blog posts..." })).toBeVisible();
    await expect(page.locator(".blog-main")).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page).toHaveURL(/category=architecture/);
    await expect(page.getByText("Loading blog posts...")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Architecture" })).toBeVisible();
  });

  test("Copy Link puts the address on the clipboard and says 'Link copied to clipboard!'", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const [post] = await apiBlogs();
    await page.goto(`/resources/blog-info/${post.slug}/`);
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Link copied to clipboard!" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(`/resources/blog-info/${post.slug}/`, page.url()).toString());
  });
});
