/**
 * The admin's blog categories as the server renders and answers them (admin-area §5): Create
 * Category, Edit Category and the list. A created category in the list and on the blog form, the
 * messages of a blank or a duplicate title with the title kept, the search and the pages in the
 * URL, and an unknown id. The browser's side is in tests/e2e/admin-categories.spec.ts; a failing
 * save is in admin-blogs-faults.test.ts.
 */
import { describe, expect, test } from "vitest";
import { capitalised, hyphenated, uniqueName } from "../e2e/fixtures/catalog/files";
import { adminForms, fieldErrors, refused, rowWith, rowsWith } from "./support/admin-forms";
import { linkNamed, one, openPage, textOf, textsOf, valueOf } from "./support/html";
import { useSite } from "./support/site";

const site = useSite();
const { signedIn, postFields, follow } = adminForms(site);

const BLOGS = { add: "/dashboard/add-blogs/" };
const CATEGORIES = { create: "/dashboard/create-category/", list: "/dashboard/categories/" };

interface ApiCategory {
  id: number | string;
  title: string;
}

async function createCategory(title: string): Promise<ApiCategory> {
  await site.api("categories/create.php", { method: "POST", body: JSON.stringify({ title }) });
  const { records } = await site.api<{ records: ApiCategory[] }>("categories/categories.php");
  const found = records.find((record) => record.title === hyphenated(title));
  if (!found) throw new Error(`category ${title} was not created`);
  return found;
}

/** Posts the one-field category form on `path` as a browser without scripts does (urlencoded). */
const postCategory = (path: string, title: string): Promise<Response> => postFields(path, { title });

describe("Categories", () => {
  test("a created category is listed capitalised with its Edit link, and offered on the blog form at once", async () => {
    const title = uniqueName("Kitchen Ideas");
    const created = await follow(
      await postCategory(CATEGORIES.create, title),
      /^\/dashboard\/create-category\/\?created=/,
    );
    expect(textOf(one(created, "main"))).toContain("Category created successfully!");

    const cookie = await signedIn();
    const list = await openPage(site, `${CATEGORIES.list}?q=${encodeURIComponent(title.split(" ")[2])}`, { cookie });
    const row = rowWith(list, capitalised(title));
    expect(linkNamed(row, `Edit ${capitalised(title)}`).getAttribute("href")).toMatch(/^\/dashboard\/\d+\/edit\/$/);

    const blogForm = await openPage(site, BLOGS.add, { cookie });
    expect(textOf(one(blogForm, `select[name="category"] option[value="${hyphenated(title)}"]`))).toBe(
      capitalised(title),
    );
  });

  test("a blank-only title on Create and an empty one on Edit: 'Category title is required'", async () => {
    const blankCreate = await refused(await postCategory(CATEGORIES.create, "   "), 400);
    expect(fieldErrors(blankCreate)).toEqual(["Category title is required"]);
    const category = await createCategory(uniqueName("Old Name"));
    const blankEdit = await refused(await postCategory(`/dashboard/${category.id}/edit/`, ""), 400);
    expect(fieldErrors(blankEdit)).toEqual(["Category title is required"]);
  });

  test("a duplicate title shows the API's message in a red alert and keeps the title", async () => {
    const existing = await createCategory(uniqueName("Twice"));
    const page = await refused(await postCategory(CATEGORIES.create, capitalised(existing.title)), 422);
    expect(textsOf(page, 'form [role="alert"]')).toEqual(["Category already exists"]);
    expect(one(page, 'form [role="alert"]').classList.contains("alert--error")).toBe(true);
    expect(valueOf(page, "title")).toBe(capitalised(existing.title));
  });

  test("search ignores case and lives in the URL; 5 rows a page with the page in the URL", async () => {
    const cookie = await signedIn();
    const page = await openPage(site, CATEGORIES.list, { cookie });
    expect(textOf(one(page, 'nav[aria-label="Breadcrumb"]'))).toContain("Categories");
    expect(textsOf(page, "thead th")).toEqual(expect.arrayContaining(["Title", "Date"]));
    expect(page.querySelectorAll("tbody tr")).toHaveLength(5);
    const next = one(page, 'nav[aria-label="Categories pages"] a[rel="next"]').getAttribute("href") ?? "";
    expect(next).toMatch(/[?&]page=2/);

    const second = await openPage(site, next, { cookie });
    expect(one(second, 'a[aria-label="Page 2"]').getAttribute("aria-current")).toBe("page");
    // The search form sends only `q`: a search starts again from page 1.
    const search = one(second, 'form[role="search"]');
    expect(search.getAttribute("method")).toBe("get");
    expect(search.querySelectorAll("input[name]").map((input) => input.getAttribute("name"))).toEqual(["q"]);

    const found = await openPage(site, `${CATEGORIES.list}?q=INTERIOR`, { cookie });
    rowWith(found, "Interior Design");
    expect(rowsWith(found, "Furniture")).toHaveLength(0);
  });

  test("an unknown category id says so, links back and offers no Update", async () => {
    const page = await openPage(site, "/dashboard/999999/edit/", { cookie: await signedIn() });
    const alert = one(page, 'main [role="alert"]');
    expect(textOf(alert)).toContain("This category does not exist.");
    expect(one(alert, "a").getAttribute("href")).toBe(CATEGORIES.list);
    expect(page.querySelectorAll("main button").filter((button) => textOf(button) === "Update")).toHaveLength(0);
  });
});
