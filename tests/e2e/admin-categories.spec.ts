import { expect, test } from "./support/fixtures";
import { expectToast, unique } from "./admin-blogs.support";
import { api } from "./support/api";
import { adminSession } from "./support/auth";

const LIST = "/dashboard/categories/";
const CREATE = "/dashboard/create-category/";

interface ApiCategory {
  id: number;
  title: string;
}

/** 'E2E Rooms abc' → 'e2e-rooms-abc', the stored form. */
const hyphenated = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
/** 'e2e-rooms-abc' → 'E2e Rooms Abc', the shown form. */
const shown = (title: string) =>
  hyphenated(title)
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

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

test.beforeEach(async ({ page }) => {
  // Uploads and full page round trips without JavaScript: slow on a shared 2-core machine.
  test.slow();
  await adminSession(page);
});

test("creates a category: required title, then the success panel, shown capitalised in the list", async ({ page }) => {
  const title = unique("Kitchen Ideas");
  await page.goto(CREATE);
  await expect(page.getByRole("link", { name: "View categories" })).toHaveAttribute("href", LIST);

  await page.getByLabel("Title").fill("   ");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Category title is required")).toBeVisible();

  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Category created successfully!")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveCount(0);
  expect(await categoryTitles()).toContain(hyphenated(title));

  await page.getByRole("link", { name: "Create another category" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("");

  await page.goto(`${LIST}?q=${encodeURIComponent(title.split(" ")[2])}`);
  const row = page.getByRole("row").filter({ hasText: shown(title) });
  await expect(row).toBeVisible();
  await expect(row.getByRole("link", { name: `Edit ${shown(title)}` })).toHaveAttribute(
    "href",
    /^\/dashboard\/\d+\/edit\/$/,
  );

  // The new category is offered on the blog form at once.
  await page.goto("/dashboard/add-blogs/");
  await expect(page.getByLabel("Category").locator(`option[value="${hyphenated(title)}"]`)).toHaveText(shown(title));
});

test("a duplicate title shows the API's message in a red alert and keeps the title", async ({ page }) => {
  const existing = await createCategoryViaApi(unique("Twice"));
  await page.goto(CREATE);
  await page.getByLabel("Title").fill(shown(existing.title));
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Category already exists" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(shown(existing.title));
});

test("edits a category: breadcrumb, Update, then the success panel", async ({ page }) => {
  const category = await createCategoryViaApi(unique("Old Name"));
  await page.goto(`/dashboard/${category.id}/edit/`);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Category");
  await expect(page.getByText("Create a category using the form")).toBeVisible();
  await expect(page.getByRole("link", { name: "View categories" }).first()).toHaveAttribute("href", LIST);
  await expect(page.getByLabel("Title")).toHaveValue(shown(category.title));

  await page.getByLabel("Title").fill("");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Category title is required")).toBeVisible();

  const renamed = unique("New Name");
  await page.getByLabel("Title").fill(renamed);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Category created successfully!")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveCount(0);
  const titles = await categoryTitles();
  expect(titles).toContain(hyphenated(renamed));
  expect(titles).not.toContain(category.title);
});

test("deletes one category after a confirm step; cancel keeps it", async ({ page }) => {
  const category = await createCategoryViaApi(unique("Short Lived"));
  const label = shown(category.title);
  await page.goto(`${LIST}?q=${encodeURIComponent(label.split(" ")[2])}`);

  await page.getByRole("link", { name: `Delete ${label}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this category?" });
  await expect(dialog).toContainText(label);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await categoryTitles()).toContain(category.title);

  await page.getByRole("link", { name: `Delete ${label}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Category deleted successfully");
  await expect(page.getByText("No categories match your search")).toBeVisible();
  expect(await categoryTitles()).not.toContain(category.title);
});

test("deletes the selected rows together after a confirm step", async ({ page }) => {
  const tag = unique("Batch").split(" ")[1];
  const first = await createCategoryViaApi(`Batch ${tag} One`);
  const second = await createCategoryViaApi(`Batch ${tag} Two`);
  const keep = await createCategoryViaApi(`Batch ${tag} Three`);
  await page.goto(`${LIST}?q=${tag}`);
  await expect(page.getByRole("row")).toHaveCount(4);

  await page.getByRole("checkbox", { name: `Select ${shown(first.title)}` }).check();
  await page.getByRole("checkbox", { name: `Select ${shown(second.title)}` }).check();
  await page.getByRole("button", { name: /Delete selected/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete 2 categories?" });
  await expect(dialog).toContainText(shown(first.title));
  await expect(dialog).toContainText(shown(second.title));
  await expect(dialog).not.toContainText(shown(keep.title));
  await dialog.getByRole("button", { name: "Delete selected" }).click();

  await expectToast(page, "2 categories deleted");
  await expect(page.getByRole("row")).toHaveCount(2);
  const titles = await categoryTitles();
  expect(titles).not.toContain(first.title);
  expect(titles).not.toContain(second.title);
  expect(titles).toContain(keep.title);
});

test("search ignores case and lives in the URL; 5 rows a page with the page in the URL", async ({ page }) => {
  await page.goto(LIST);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Categories");
  await expect(page.getByRole("columnheader", { name: "Title" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Date" })).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(6);
  await page.getByRole("navigation", { name: "Categories pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("searchbox").fill("INTERIOR");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=INTERIOR/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole("row").filter({ hasText: "Interior Design" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Furniture" })).toHaveCount(0);
});

test("the table scrolls inside a 600 px area with its header fixed", async ({ page }) => {
  await page.goto(LIST);
  const area = page.locator(".cms-table-wrap--fixed");
  await expect(area).toHaveCSS("max-height", "600px");
  await expect(area.locator("thead th").first()).toHaveCSS("position", "sticky");
});

test("an unknown category id says so and links back", async ({ page }) => {
  await page.goto("/dashboard/999999/edit/");
  await expect(page.getByText("This category does not exist.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Update" })).toHaveCount(0);
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

  test("the required message clears as soon as the admin types", async ({ page }) => {
    await page.goto(CREATE);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Category title is required")).toBeVisible();
    await page.getByLabel("Title").pressSequentially("Ga");
    await expect(page.getByText("Category title is required")).toHaveCount(0);
  });
});
