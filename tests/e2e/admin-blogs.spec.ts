import { expect, test } from "./support/fixtures";
import { expectToast, fillBlogForm, fixture, oversizeJpegPath, unique } from "./admin-blogs.support";
import { slowAdminTests } from "./support/auth";

// Add Blog; Manage Blogs and Edit Blog are in admin-blogs-manage.spec.ts. What the server answers
// without a browser (each message of its checks in order, the refused images, a published post in
// the list and on the public blog) is in tests/routes/admin-blogs.test.ts.

const ADD = "/dashboard/add-blogs/";
const LIST = "/dashboard/blogs/";

slowAdminTests();

test.describe("Add Blog", () => {
  test("publishes a post: toast and an empty form", async ({ page, javaScriptEnabled }) => {
    const title = unique("Courtyard notes");
    await page.goto(ADD);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
    await expect(page.getByRole("link", { name: "View Blogs" })).toHaveAttribute("href", LIST);
    await expect(page.getByRole("link", { name: "Add category" })).toHaveAttribute(
      "href",
      "/dashboard/create-category/",
    );
    await expect(page.getByText("1200x800 px").first()).toBeVisible();
    // Categories: shown spaced and capitalised, sent hyphenated.
    await expect(page.getByLabel("Category").locator('option[value="interior-design"]')).toHaveText("Interior Design");

    await fillBlogForm(page, {
      title,
      excerpt: "A short excerpt",
      content: "Paragraph one.\n\nParagraph two.",
      category: "interior-design",
      tags: "courtyard, light",
      author: "Ama Owusu",
      image: fixture("blog-photo.webp"),
    });
    // The counter follows typing with JavaScript; without it the server counts on each render.
    if (javaScriptEnabled) await expect(page.getByText("15/200 characters")).toBeVisible();
    await page.getByLabel("Featured post").check();
    await page.getByRole("button", { name: "Publish Blog Post" }).click();

    await expectToast(page, "Blog post published successfully!");
    await expect(page).toHaveURL(ADD);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Excerpt")).toHaveValue("");
    await expect(page.getByText("0/200 characters")).toBeVisible();
  });
});

test.describe("Add Blog with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

  test("shows 'Publishing...' and a progress bar that climbs to 100 from the bytes sent", async ({ page }) => {
    await page.goto(ADD);
    await fillBlogForm(page, {
      title: unique("Progress"),
      excerpt: "Excerpt",
      content: "Content",
      category: "architecture",
      author: "Akua",
      image: fixture("blog-photo.jpg"),
    });
    // Record every value the bar shows and every label the button takes.
    await page.evaluate(() => {
      const seen: { progress: string[]; labels: string[] } = { progress: [], labels: [] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      const record = () => {
        const bar = document.querySelector('[role="progressbar"]');
        const value = bar?.getAttribute("aria-valuenow");
        if (value && seen.progress.at(-1) !== value) seen.progress.push(value);
        const label = document.querySelector('#blog-form-create button[type="submit"]')?.textContent ?? "";
        if (seen.labels.at(-1) !== label) seen.labels.push(label);
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    await page.getByRole("button", { name: "Publish Blog Post" }).click();
    await expectToast(page, "Blog post published successfully!");
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { progress: string[]; labels: string[] } }).__seen,
    );
    expect(seen.labels).toContain("Publishing...");
    const values = seen.progress.map(Number);
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(100);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });

  test("autosaves unsent typing in localStorage, image included, and loads it back", async ({ page }) => {
    await page.goto(ADD);
    await page.evaluate(() => window.localStorage.removeItem("blogDraft"));
    await page.getByRole("button", { name: "Load Draft" }).click();
    await expectToast(page, "No draft found");

    const title = unique("Draft");
    await fillBlogForm(page, {
      title,
      excerpt: "Draft excerpt",
      content: "Draft content",
      category: "design-tips",
      author: "Draft Author",
      image: fixture("blog-photo.png"),
    });
    // Kept a second after the last keystroke, without a button ('Save Draft' stores on the server).
    await page.getByLabel("Excerpt").press("End");
    await page.getByLabel("Excerpt").pressSequentially(".");
    await expect(page.getByText(/^Autosaved in this browser/)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("blogDraft") ?? "{}"));
    expect(stored).toMatchObject({ title, excerpt: "Draft excerpt.", category: "design-tips", author: "Draft Author" });
    expect(stored.imagePreview).toMatch(/^data:image\/png;base64,/);
    expect(stored.lastSaved).toBeTruthy();

    await page.reload();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
    await page.getByRole("button", { name: "Load Draft" }).click();
    await expectToast(page, "Draft loaded");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Content")).toHaveValue("Draft content");
    await expect(page.getByLabel("Category")).toHaveValue("design-tips");
    await expect(page.getByText("14/200 characters")).toBeVisible();
    await expect(page.getByRole("img", { name: /Preview of/ })).toBeVisible();

    // The loaded draft publishes as it is, image included.
    await page.getByRole("button", { name: "Publish Blog Post" }).click();
    await expectToast(page, "Blog post published successfully!");
  });

  test("Preview with scripts: the post beside the form, checked by nothing, the picked image kept for Publish", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "needs scripts (without them: tests/routes/blog-markdown.test.ts)");
    const title = unique("Previewed");
    await page.goto(ADD);
    await fillBlogForm(page, {
      title,
      excerpt: "Seen first",
      content: "## Shade first\n\nA **deep roof**.",
      category: "design-tips",
      author: "Ama",
      image: fixture("blog-photo.png"),
    });
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: /^Preview: not saved/ });
    await expect(preview.getByRole("heading", { level: 2, name: /Shade first/ })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("deep roof");
    // Nothing was sent to save: the typed values and the picked file are still in the form, and publish.
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await page.getByRole("button", { name: "Publish Blog Post" }).click();
    await expectToast(page, "Blog post published successfully!");
  });

  test("checks in the browser before sending: the fields in the spec's order, a blank-only title, the picked image's type and size", async ({
    page,
  }) => {
    await page.goto(ADD);
    const publish = page.getByRole("button", { name: "Publish Blog Post" });
    const steps: Array<[string, () => Promise<void>]> = [
      ["Please enter a blog title", () => fillBlogForm(page, { title: "  Ordered checks  " })],
      ["Please enter a blog excerpt", () => fillBlogForm(page, { excerpt: "An excerpt" })],
      ["Please enter blog content", () => fillBlogForm(page, { content: "Some content" })],
      ["Please select a category", () => fillBlogForm(page, { category: "architecture" })],
      ["Please enter author name", () => fillBlogForm(page, { author: "Kofi" })],
      ["Please select a featured image", async () => {}],
    ];
    const all = steps.map(([message]) => message);
    // One submit lists every problem in the spec's order; each fixed one leaves the list.
    for (const [index, [message, fix]] of steps.entries()) {
      await publish.click();
      const left = all.slice(index);
      await expect(page.locator(".field__error").first(), message).toBeVisible();
      await expect(page.locator(".error-summary li")).toHaveText(left.length > 1 ? left : []);
      for (const fixed of all.slice(0, index)) await expect(page.getByText(fixed)).toHaveCount(0);
      await fix();
    }
    // Nothing was sent: the values are still there.
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(/Ordered checks/);
    await expect(page.getByLabel("Author")).toHaveValue("Kofi");
    await expect(page.getByLabel("Category")).toHaveValue("architecture");

    // A blank-only title counts as empty.
    await fillBlogForm(page, { title: "    " });
    await publish.click();
    await expect(page.locator(".field__error").first()).toHaveText("Please enter a blog title");

    const title = unique("Refused image");
    await fillBlogForm(page, { title, author: "Esi" });
    const input = page.locator('input[type="file"][name="image"]');
    await input.setInputFiles(fixture("blog-photo.png"));
    await expect(page.getByRole("img", { name: "Preview of blog-photo.png" })).toBeVisible();
    // Each refused file is taken out of the input, so publishing asks for an image. A big file
    // goes by path: Playwright hands Chromium the path, not 5 MB.
    for (const [file, message] of [
      [fixture("not-an-image.jpg"), "Please select a valid image file (JPG, PNG, WEBP)"],
      [oversizeJpegPath(), "Image size should be less than 5MB"],
    ] as const) {
      await input.setInputFiles(file);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole("img", { name: /Preview of/ })).toHaveCount(0);
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
      await expect(page.getByLabel("Author")).toHaveValue("Esi");
      await publish.click();
      await expect(page.getByText("Please select a featured image")).toBeVisible();
    }
    await page.goto(`${LIST}?q=${encodeURIComponent(title)}`);
    await expect(page.getByText("No posts match your search")).toBeVisible();
  });
});

test.describe("Add Blog without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the plain form");

  test("a plain form: the server answers every problem in the spec's order, keeping what was typed; Save Draft, no Load Draft", async ({
    page,
  }) => {
    await page.goto(ADD);
    // Save Draft posts the form (a draft on the server); the browser's copy needs scripts.
    await expect(page.getByRole("button", { name: "Save Draft" })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Load Draft" })).toHaveCount(0);
    await expect(page.locator('input[type="file"][name="image"]')).toBeVisible();
    // One round trip of this form's checks (every message in order is a route test): a blank-only
    // title counts as empty, and the missing image is answered in the same reply, after it.
    await fillBlogForm(page, { title: "    ", excerpt: "x", content: "y", category: "architecture", author: "z" });
    await page.getByRole("button", { name: "Publish Blog Post" }).click();
    await expect(page.locator(".error-summary li")).toHaveText([
      "Please enter a blog title",
      "Please select a featured image",
    ]);
    await expect(page.locator(".field__error")).toHaveText([
      "Please enter a blog title",
      "Please select a featured image",
    ]);
    await expect(page.getByLabel("Excerpt")).toHaveValue("x");
    await expect(page.getByLabel("Category")).toHaveValue("architecture");
    await expect(page.getByLabel("Author")).toHaveValue("z");
  });
});
