import { expect, test, type Page } from "./support/fixtures";
import { listBlogs } from "./fixtures/blogs";

// Several tests walk through many full page loads (the nojs project), which take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

const cards = (page: Page) => page.locator(".blog-grid article");

/** With scripts, wait until the page is hydrated, so links navigate on the client. */
async function ready(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.waitForLoadState("networkidle");
}
const cardTitles = (page: Page) => cards(page).locator("h3");

// What the server renders (the counts, cards, categories and their pages, a post's details, an
// unknown slug) is read in tests/routes/blog.test.ts; here what a browser does with it.
test.describe("blog listing", () => {
  test("'Load More Articles' shows the next six in place, until all are shown", async ({ page, javaScriptEnabled }) => {
    const blogs = await listBlogs();
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
  test("a post opens from its card, offers 'Copy Link' only with scripts, and a related article leads on", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    const blogs = await listBlogs();
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

    // 'Copy Link' needs the clipboard: without scripts it is not offered, beside the share links that work.
    await expect(page.locator(".post-share").getByRole("link", { name: /^Facebook/ })).toBeVisible();
    if (javaScriptEnabled) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      // Toasts leave after 3 s unless the window is in the background: hold it there, so a busy machine
      // that looks late still finds the toast (the class the toaster sets on blur pauses its exit).
      await page.evaluate(() => window.dispatchEvent(new Event("blur")));
      await expect(page.locator("html.window-blurred")).toHaveCount(1);
      await page.getByRole("button", { name: "Copy Link" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Link copied to clipboard!" })).toBeVisible();
      await page.evaluate(() => window.dispatchEvent(new Event("focus")));
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(new URL(`/resources/blog-info/${post.slug}/`, page.url()).toString());
    } else {
      await expect(page.getByRole("button", { name: "Copy Link" })).toHaveCount(0);
    }

    const related = page.getByRole("region", { name: "Related Articles" });
    const [next] = (await listBlogs({ category: post.category })).filter((blog) => blog.slug !== post.slug);
    await related.getByRole("link", { name: next.title, exact: true }).click();
    await expect(page).toHaveURL(`/resources/blog-info/${next.slug}/`);
    await expect(page.getByRole("heading", { level: 1, name: next.title })).toBeVisible();
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
});
