import { expect, test } from "./support/fixtures";
import { expectToast, unique } from "./admin-blogs.support";
import { api } from "./support/api";
import { slowAdminTests } from "./support/auth";
import { capitalised, hyphenated } from "./fixtures/catalog/files";

// What the server renders and answers without a browser (the list after a create, the blog form's
// choices, the messages of a blank or a duplicate title, the search and the pages in the URL, an
// unknown id) is in tests/routes/admin-categories.test.ts.

const LIST = "/dashboard/categories/";
const CREATE = "/dashboard/create-category/";

interface ApiCategory {
  id: number;
  title: string;
}

async function createCategoryViaApi(title: string): Promise<ApiCategory> {
  await api("categories/create.php", { method: "POST", body: JSON.stringify({ title }) });
  const { records } = await api<{ records: ApiCategory[] }>("categories/categories.php");
  const found = records.find((record) => record.title === hyphenated(title));
  if (!found) throw new Error(`category ${title} was not created`);
  return found;
}

async function categoryTitles(): Promise<string[]> {
  const { records } = await api<{ records: ApiCategory[] }>("categories/categories.php");
  return records.map((record) => record.title);
}

slowAdminTests();

test("creates a category: required title, then the success panel", async ({ page, javaScriptEnabled }) => {
  const title = unique("Kitchen Ideas");
  await page.goto(CREATE);
  await expect(page.getByRole("link", { name: "View categories" })).toHaveAttribute("href", LIST);

  await page.getByLabel("Title").fill("   ");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Category title is required")).toBeVisible();
  if (javaScriptEnabled) {
    // The required message clears as soon as the admin types.
    await page.getByLabel("Title").fill("");
    await page.getByLabel("Title").pressSequentially("Ga");
    await expect(page.getByText("Category title is required")).toHaveCount(0);
  }

  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Category created successfully!")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveCount(0);
  expect(await categoryTitles()).toContain(hyphenated(title));

  await page.getByRole("link", { name: "Create another category" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("");
});

test("edits a category: breadcrumb, Update, then the success panel", async ({ page }) => {
  const category = await createCategoryViaApi(unique("Old Name"));
  await page.goto(`/dashboard/${category.id}/edit/`);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Category");
  await expect(page.getByText("Create a category using the form")).toBeVisible();
  await expect(page.getByRole("link", { name: "View categories" }).first()).toHaveAttribute("href", LIST);
  await expect(page.getByLabel("Title")).toHaveValue(capitalised(category.title));

  const renamed = unique("New Name");
  await page.getByLabel("Title").fill(renamed);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Category created successfully!")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveCount(0);
  const titles = await categoryTitles();
  expect(titles).toContain(hyphenated(renamed));
  expect(titles).not.toContain(category.title);
});

test("the list scrolls in a 600 px area with its header fixed; deletes the ticked rows together, then one row, each after a confirm step; cancel keeps it", async ({
  page,
}) => {
  const tag = unique("Batch").split(" ")[1];
  const first = await createCategoryViaApi(`Batch ${tag} One`);
  const second = await createCategoryViaApi(`Batch ${tag} Two`);
  const keep = await createCategoryViaApi(`Batch ${tag} Three`);
  await page.goto(`${LIST}?q=${tag}`);
  const area = page.locator(".cms-table-wrap--fixed");
  await expect(area).toHaveCSS("max-height", "600px");
  await expect(area.locator("thead th").first()).toHaveCSS("position", "sticky");
  await expect(page.getByRole("row")).toHaveCount(4);

  await page.getByRole("checkbox", { name: `Select ${capitalised(first.title)}` }).check();
  await page.getByRole("checkbox", { name: `Select ${capitalised(second.title)}` }).check();
  await page.getByRole("button", { name: /Delete selected/ }).click();
  const batch = page.getByRole("dialog", { name: "Delete 2 categories?" });
  await expect(batch).toContainText(capitalised(first.title));
  await expect(batch).toContainText(capitalised(second.title));
  await expect(batch).not.toContainText(capitalised(keep.title));
  await batch.getByRole("button", { name: "Delete selected" }).click();

  await expectToast(page, "2 categories deleted");
  await expect(page.getByRole("row")).toHaveCount(2);
  const titles = await categoryTitles();
  expect(titles).not.toContain(first.title);
  expect(titles).not.toContain(second.title);
  expect(titles).toContain(keep.title);

  // The one left, deleted on its own.
  const label = capitalised(keep.title);
  await page.getByRole("link", { name: `Delete ${label}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this category?" });
  await expect(dialog).toContainText(label);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await categoryTitles()).toContain(keep.title);

  await page.getByRole("link", { name: `Delete ${label}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Category deleted successfully");
  await expect(page.getByText("No categories match your search")).toBeVisible();
  expect(await categoryTitles()).not.toContain(keep.title);
});
