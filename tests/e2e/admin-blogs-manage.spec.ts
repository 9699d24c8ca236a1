import { expect, test } from "./support/fixtures";
import { expectToast, unique } from "./admin-blogs.support";
import { blogExists, createBlog, findBlog } from "./fixtures/blogs";
import { slowAdminTests } from "./support/auth";

// Manage Blogs and Edit Blog; Add Blog is in admin-blogs.spec.ts. What the server renders and
// answers without a browser (the counts, the search in the URL, the table's links, an unknown
// slug, a new image replacing the old, the public blog after an edit or a delete) is in
// tests/routes/admin-blogs.test.ts.

const LIST = "/dashboard/blogs/";

slowAdminTests();

test("edits a post, keeping its image, back to the list; then deletes it after confirmation, cancel keeping it", async ({
  page,
}) => {
  const blog = await createBlog(unique("Before edit"));
  await page.goto(`/dashboard/edit/${blog.slug}/blog/`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(blog.title);
  await expect(page.getByLabel("Category")).toHaveValue("architecture");
  await expect(page.getByRole("img", { name: `Current image of ${blog.title}` })).toBeVisible();

  const renamed = unique("After edit");
  await page.getByLabel("Title", { exact: true }).fill(renamed);
  await page.getByLabel("Author").fill("   ");
  await page.getByRole("button", { name: "Update Blog Post" }).click();
  await expect(page.getByText("Please enter author name")).toBeVisible();
  await page.getByLabel("Author").fill("Edited Author");
  await page.getByRole("button", { name: "Update Blog Post" }).click();

  await expect(page).toHaveURL(LIST);
  await expectToast(page, "Blog post updated successfully!");
  const after = await findBlog(blog.slug);
  expect(after.title).toBe(renamed);
  expect(after.image_path).toBe(blog.image_path);

  await page.goto(`${LIST}?q=${encodeURIComponent(renamed)}`);
  const row = page.getByRole("row").filter({ hasText: renamed });

  await row.getByRole("link", { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this post?" });
  await expect(dialog).toContainText(renamed);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await blogExists(blog.slug)).toBe(true);

  await row.getByRole("link", { name: `Delete ${renamed}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Blog deleted successfully");
  await expect(page.getByText("No posts match your search")).toBeVisible();
  expect(await blogExists(blog.slug)).toBe(false);
});
