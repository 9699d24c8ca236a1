import { expect, test } from "./support/fixtures";
import { blogExists, createBlogViaApi, expectToast, findBlog, fixture, unique } from "./admin-blogs.support";
import { adminSession } from "./support/auth";

// Manage Blogs and Edit Blog; Add Blog is in admin-blogs.spec.ts.

const LIST = "/dashboard/blogs/";

test.beforeEach(async ({ page }) => {
  // Uploads and full page round trips without JavaScript: slow on a shared 2-core machine.
  test.slow();
  await adminSession(page);
});

test.describe("Manage and edit blogs", () => {
  test("counts, search in the URL and the table's links", async ({ page }) => {
    const blog = await createBlogViaApi(unique("Searchable"));
    await page.goto(LIST);
    const counts = page.getByRole("region", { name: "Blog counts" });
    await expect(counts).toContainText("Total posts");
    await expect(counts).toContainText("Featured");
    await expect(counts).toContainText("Categories");

    await page.getByRole("searchbox").fill(blog.title);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(blog.title).replace(/%20/g, "\\+")}`));
    await expect(page.getByRole("row")).toHaveCount(2);
    const row = page.getByRole("row").filter({ hasText: blog.title });
    await expect(row.getByText("Published", { exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: `Edit ${blog.title}` })).toHaveAttribute(
      "href",
      `/dashboard/edit/${blog.slug}/blog/`,
    );
    const view = row.getByRole("link", { name: `View ${blog.title} (opens in a new tab)` });
    await expect(view).toHaveAttribute("href", `/resources/blog-info/${blog.slug}/`);
    await expect(view).toHaveAttribute("target", "_blank");

    // Search also covers tags and authors, ignoring case.
    await page.goto(`${LIST}?q=TEST+AUTHOR`);
    await expect(page.getByRole("row").filter({ hasText: blog.title })).toBeVisible();
  });

  test("edits a post, keeping its image, and goes back to the list", async ({ page }) => {
    const blog = await createBlogViaApi(unique("Before edit"));
    await page.goto(`/dashboard/edit/${blog.slug}/blog/`);
    await expect(page.getByLabel("Title")).toHaveValue(blog.title);
    await expect(page.getByLabel("Category")).toHaveValue("architecture");
    await expect(page.getByRole("img", { name: `Current image of ${blog.title}` })).toBeVisible();

    const renamed = unique("After edit");
    await page.getByLabel("Title").fill(renamed);
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

    await page.goto(`/resources/blog-info/${blog.slug}/`);
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();
  });

  test("replaces the image when a new one is picked", async ({ page }) => {
    const blog = await createBlogViaApi(unique("New picture"));
    await page.goto(`/dashboard/edit/${blog.slug}/blog/`);
    await page.locator('input[type="file"][name="image"]').setInputFiles(fixture("blog-photo.png"));
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    await expectToast(page, "Blog post updated successfully!");
    const after = await findBlog(blog.slug);
    expect(after.image_path).not.toBe(blog.image_path);
    expect(after.image_path).toMatch(/\.png$/);
  });

  test("an unknown slug goes back to the list with 'Failed to load blog data'", async ({ page }) => {
    await page.goto("/dashboard/edit/no-such-post-anywhere/blog/");
    await expect(page).toHaveURL(LIST);
    await expectToast(page, "Failed to load blog data");
  });

  test("deletes a post after confirmation; cancel keeps it", async ({ page }) => {
    const blog = await createBlogViaApi(unique("Doomed"));
    await page.goto(`${LIST}?q=${encodeURIComponent(blog.title)}`);
    const row = page.getByRole("row").filter({ hasText: blog.title });

    await row.getByRole("link", { name: `Delete ${blog.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this post?" });
    await expect(dialog).toContainText(blog.title);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await blogExists(blog.slug)).toBe(true);

    await row.getByRole("link", { name: `Delete ${blog.title}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Blog deleted successfully");
    await expect(page.getByText("No posts match your search")).toBeVisible();
    expect(await blogExists(blog.slug)).toBe(false);
    await page.goto("/resources/blogs");
    await expect(page.getByText(blog.title)).toHaveCount(0);
  });
});
