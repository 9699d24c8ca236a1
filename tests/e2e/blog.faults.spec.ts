import { expect, test, type Locator, type Page } from "./support/fixtures";
import { api, clearFaults, injectFault } from "./support/api";
import { E2E } from "./support/env";

// The site caches public reads; the e2e server keeps them fresh for 3 s
// (PUBLIC_CACHE_TTL_MS), so a fault shows once the cached copy has expired.
async function gotoUntil(page: Page, url: string, shown: Locator) {
  await expect(async () => {
    await page.goto(url);
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [500, 1_000] });
}

interface Rule {
  path: string;
  remaining: number | null;
}

async function remaining(path: string): Promise<number | null | undefined> {
  const response = await fetch(new URL("__faults", E2E.apiUrl));
  const body = (await response.json()) as { data: Rule[] };
  return body.data.find((rule) => rule.path === path)?.remaining;
}

test("a failing blog list shows 'Oops! Something went wrong' and 'Try Again' reloads it", async ({ page }) => {
  await injectFault({ path: "media/blogs.php", status: 500 });
  await gotoUntil(page, "/resources/blogs", page.getByRole("heading", { name: "Oops! Something went wrong" }));
  await expect(page.getByText("Failed to load blog posts. Please try again later.")).toBeVisible();
  await expect(page.locator(".blog-grid article")).toHaveCount(0);
  const retry = page.getByRole("link", { name: "Try Again" });
  await expect(retry).toHaveAttribute("href", "/resources/blogs");

  await clearFaults();
  await retry.click();
  await expect(page.locator(".blog-grid article")).toHaveCount(6);
  await expect(page.getByText("Oops! Something went wrong")).toHaveCount(0);
});

test("a failing category call is logged, never shown: the sidebar comes from the posts", async ({ page }) => {
  const { data } = await api<{ data: { blogs: { category: string }[] } }>("media/blogs.php");
  const interior = data.blogs.filter((blog) => blog.category === "interior-design").length;
  await injectFault({ path: "categories/categories.php", status: 500, times: 1_000 });
  // Reload until the site has really asked (and failed) past its cache.
  await expect(async () => {
    await page.goto("/resources/blogs");
    expect(await remaining("categories/categories.php")).toBeLessThan(1_000);
  }).toPass({ timeout: 20_000, intervals: [500, 1_000] });

  await expect(page.getByText("Oops! Something went wrong")).toHaveCount(0);
  await expect(page.locator(".blog-grid article")).toHaveCount(6);
  const nav = page.getByRole("navigation", { name: "Categories" });
  await expect(nav.getByRole("link", { name: /Interior Design/ })).toContainText(String(interior));
});

test("a failing post load says 'Failed to load blog post. Please try again later.'", async ({ page }) => {
  const { data } = await api<{ data: { blogs: { slug: string }[] } }>("media/blogs.php");
  const slug = data.blogs[1].slug;
  await injectFault({ path: "media/single_blog.php", status: 500 });
  await gotoUntil(
    page,
    `/resources/blog-info/${slug}/`,
    page.getByText("Failed to load blog post. Please try again later."),
  );
  await expect(page.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeVisible();
  const response = await page.request.get(`/resources/blog-info/${slug}/`);
  expect(response.status()).toBe(502);
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/resources/blogs");

  await clearFaults();
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page.locator(".post-body > p").first()).toBeVisible();
});
