import { expect, test } from "./support/fixtures";
import { api, clearFaults, injectFault } from "./support/api";
import { gotoUntil } from "./listing.support";

/**
 * 'Try Again' after a failing blog list or post, in a browser. What the server answers meanwhile
 * (the messages, 502, where the links lead) and that a failing category call never shows:
 * tests/routes/listing-faults.test.ts.
 */
test("a failing blog list shows 'Oops! Something went wrong' and 'Try Again' reloads it", async ({ page }) => {
  await injectFault({ path: "media/blogs.php", status: 500 });
  await gotoUntil(page, "/resources/blogs", page.getByRole("heading", { name: "Oops! Something went wrong" }));
  await expect(page.locator(".blog-grid article")).toHaveCount(0);

  await clearFaults();
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page.locator(".blog-grid article")).toHaveCount(6);
  await expect(page.getByText("Oops! Something went wrong")).toHaveCount(0);
});

test("a failing post load says 'Failed to load blog post. Please try again later.'; 'Try Again' loads it", async ({
  page,
}) => {
  const { data } = await api<{ data: { blogs: { slug: string }[] } }>("media/blogs.php");
  const slug = data.blogs[1].slug;
  await injectFault({ path: "media/single_blog.php", status: 500 });
  await gotoUntil(
    page,
    `/resources/blog-info/${slug}/`,
    page.getByText("Failed to load blog post. Please try again later."),
  );
  await expect(page.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeVisible();

  await clearFaults();
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page.locator(".post-body > p").first()).toBeVisible();
});
