import { expect, test } from "./support/fixtures";
import { createBlogViaApi, expectToast, fillBlogForm, fixture, unique } from "./admin-blogs.support";
import { injectFault } from "./support/api";
import { adminSession } from "./support/auth";

const ADD = "/dashboard/add-blogs/";

test.beforeEach(async ({ page }) => {
  test.slow();
  await adminSession(page);
});

async function fillValidPost(page: import("@playwright/test").Page, title: string) {
  await fillBlogForm(page, {
    title,
    excerpt: "Excerpt",
    content: "Content",
    category: "architecture",
    author: "Fault Tester",
    image: fixture("blog-photo.jpg"),
  });
}

test("a failing publish shows the server's message and keeps the form", async ({ page }) => {
  const title = unique("Refused by server");
  await page.goto(ADD);
  await fillValidPost(page, title);
  await injectFault({ path: "media/blogs.php", method: "POST", status: 500, times: 1 });
  await page.getByRole("button", { name: "Publish Blog Post" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Injected failure" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
});

test("a malformed answer falls back to 'Failed to publish blog post. Please try again.'", async ({ page }) => {
  await page.goto(ADD);
  await fillValidPost(page, unique("Malformed"));
  await injectFault({ path: "media/blogs.php", method: "POST", malformed: true, times: 1 });
  await page.getByRole("button", { name: "Publish Blog Post" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to publish blog post. Please try again." }),
  ).toBeVisible();
});

test("a failing update shows 'Failed to update blog post. Please try again.' on a malformed answer", async ({
  page,
}) => {
  const blog = await createBlogViaApi(unique("Update fault"));
  await page.goto(`/dashboard/edit/${blog.slug}/blog/`);
  await injectFault({ path: "media/update.php", method: "POST", malformed: true, times: 1 });
  await page.getByRole("button", { name: "Update Blog Post" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to update blog post. Please try again." }),
  ).toBeVisible();
});

test("a failing delete shows the server's message", async ({ page }) => {
  const blog = await createBlogViaApi(unique("Delete fault"));
  await page.goto(`/dashboard/blogs/?q=${encodeURIComponent(blog.title)}&delete=${blog.id}`);
  await injectFault({ path: "media/delete_blog.php", method: "DELETE", status: 500, times: 1 });
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Injected failure");
  await expect(page.getByRole("row").filter({ hasText: blog.title })).toBeVisible();
});

test("a failing category save shows the API's message in a red alert", async ({ page }) => {
  await page.goto("/dashboard/create-category/");
  await page.getByLabel("Title").fill(unique("Fault Category"));
  await injectFault({ path: "categories/create.php", method: "POST", status: 500, times: 1 });
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Injected failure" })).toBeVisible();
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

  test("while the API is slow the bar shows 100 and the button 'Publishing...'", async ({ page }) => {
    await page.goto(ADD);
    await fillValidPost(page, unique("Slow save"));
    await injectFault({ path: "media/blogs.php", method: "POST", delayMs: 4000, times: 1 });
    await page.getByRole("button", { name: "Publish Blog Post" }).click();
    await expect(page.getByRole("button", { name: "Publishing..." })).toBeDisabled();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expectToast(page, "Blog post published successfully!");
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });
});
