import { expect, test } from "./support/fixtures";
import { expectToast, fillBlogForm, fixture, unique } from "./admin-blogs.support";
import { listBlogs } from "./fixtures/blogs";
import { slowAdminTests } from "./support/auth";
import { expectNoSeriousViolations } from "./support/axe";

// The Markdown body fields' editor (components/admin/markdown-field.tsx): the formatting bar with
// scripts, the guide and 'Insert picture' without them. What each button writes is
// tests/unit/markdown-format.test.ts.

const ADD = "/dashboard/add-blogs/";

slowAdminTests();

test("the owner writes a post with a heading, a list and an uploaded picture, previews it and publishes it", async ({
  page,
  javaScriptEnabled,
}) => {
  const title = unique("Rooms that stay cool");
  await page.goto(ADD);
  // With scripts: Load Draft is drawn once the page is hydrated, so the bar's buttons work.
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Load Draft" })).toBeVisible();
  await fillBlogForm(page, {
    title,
    excerpt: "Shade, air and thick walls.",
    category: "design-tips",
    author: "Ama Owusu",
    image: fixture("blog-photo.webp"),
  });
  const content = page.getByLabel("Content");
  let picture: string;

  if (javaScriptEnabled) {
    const bar = page.getByRole("toolbar", { name: "Formatting" });
    await content.click();
    await bar.getByRole("button", { name: "Heading" }).click();
    // Each button gives the field its focus back, the caret after the marks it wrote.
    await expect(content).toBeFocused();
    await page.keyboard.type("Shade first");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("A deep roof keeps the rooms cool.");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await bar.getByRole("button", { name: "List" }).click();
    await page.keyboard.type("Laterite walls");
    await page.keyboard.press("Enter");
    // By keyboard: the bar is one tab stop before the field, on the button used last.
    await page.keyboard.press("Shift+Tab");
    await expect(bar.getByRole("button", { name: "List" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(content).toBeFocused();
    await page.keyboard.type("Wide eaves");
    await page.keyboard.press("Enter");

    // A picture is chosen among the uploaded ones: no path is typed.
    await bar.getByRole("button", { name: "Picture" }).click();
    const dialog = page.getByRole("dialog", { name: "Insert a picture" });
    await expect(dialog).toBeVisible();
    // axe runs as a script in the page: with scripts only, over the open dialog and the form under it.
    await expectNoSeriousViolations(page);
    const choice = dialog.getByRole("list", { name: "Uploaded pictures" }).getByRole("button").first();
    picture = ((await choice.locator("img").getAttribute("src")) ?? "").replace(/\?w=\d+$/, "");
    await choice.click();
    await expect(dialog).toBeHidden();
    await expect(content).toBeFocused();
  } else {
    // Without scripts: the guide beside the field says how to write a heading and a list.
    await page.getByText("How to format the text").click();
    await expect(page.getByText("Start the line with two hashes and a space")).toBeVisible();
    await expect(page.getByText("Each item on its own line, after a dash and a space")).toBeVisible();
    await content.fill("## Shade first\n\nA deep roof keeps the rooms cool.\n\n- Laterite walls\n- Wide eaves");
    // The picture: chosen in the list of uploaded ones, written in by the server.
    const select = page.getByLabel("Picture to insert");
    picture = (await select.locator("optgroup option").first().getAttribute("value")) ?? "";
    await select.selectOption(picture);
    await page.getByRole("button", { name: "Insert picture" }).click();
    // The answer lands on the field, with everything typed kept and the picked image kept for the save.
    await expect(page).toHaveURL(/#blog-form-create-content-field$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Picture added at the end of the content" }),
    ).toBeInViewport();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Author")).toHaveValue("Ama Owusu");
    await expect(page.getByText("The picture you picked is kept")).toBeVisible();
  }

  expect(picture).toMatch(/^\/uploads\/\S+$/);
  const markdown = await content.inputValue();
  expect(markdown).toMatch(/^## Shade first\n\nA deep roof keeps the rooms cool\.\n\n- Laterite walls\n- Wide eaves\n/);
  expect(markdown).toContain(`](${picture})`);

  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("region", { name: /^Preview: not saved/ });
  // The answer lands on the preview: without scripts the page opens at its fragment, with them it scrolls there.
  if (!javaScriptEnabled) await expect(page).toHaveURL(/#blog-preview$/);
  await expect(preview.getByRole("heading", { name: /^Preview: not saved/ })).toBeInViewport();
  await expect(preview.getByRole("heading", { level: 2, name: "Shade first" })).toBeVisible();
  await expect(preview.locator(".post-body").getByRole("list").first().getByRole("listitem")).toHaveText([
    "Laterite walls",
    "Wide eaves",
  ]);
  await expect(preview.locator(`img.md-image[src="${picture}"]`)).toBeVisible();
  // Read at the post's width, not in a narrow side column: the heading sits on one line.
  const box = await preview.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(700);

  // Enter in a field publishes, as the form's first button would: not 'Insert picture', which sits above.
  await page.getByLabel("Author").press("Enter");
  await expectToast(page, "Blog post published successfully!");

  const post = (await listBlogs()).find((found) => found.title === title);
  expect(post, "the post is published").toBeDefined();
  await page.goto(`/resources/blog-info/${post!.slug}/`);
  const article = page.locator(".post-body");
  await expect(article.getByRole("heading", { level: 2, name: "Shade first" })).toBeVisible();
  await expect(article.getByRole("list").first().getByRole("listitem")).toHaveText(["Laterite walls", "Wide eaves"]);
  const shown = article.locator(`img[src="${picture}"]`);
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute("alt", /\S/);
  // The picture was drawn, not the placeholder of a missing file.
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
