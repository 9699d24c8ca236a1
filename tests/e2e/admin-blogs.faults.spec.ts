import { expect, test } from "./support/fixtures";
import { expectToast, fillBlogForm, fixture, unique } from "./admin-blogs.support";
import { injectFault } from "./support/api";
import { slowAdminTests } from "./support/auth";

// The blog form when the studio API fails, in the browser. The server's other answers (a malformed
// publish or update, a failing delete, a failing category save) are route tests:
// tests/routes/admin-blogs-faults.test.ts.

const ADD = "/dashboard/add-blogs/";

slowAdminTests();

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
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
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
