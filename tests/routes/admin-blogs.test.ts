/**
 * The admin's blog screens as the server renders and answers them (admin-area §5): Add Blog, Manage
 * Blogs and Edit Blog. Each message of the server's checks in the spec's order with what was typed
 * kept, the refused images, a published post in the list and on the public blog, the list's counts,
 * search and links, an unknown slug, a new image replacing the old, and the public blog after an
 * edit or a delete. The browser's side (the checks before sending, the drop zone, the dialogs, a
 * round trip of each form) is in tests/e2e/admin-blogs.spec.ts and admin-blogs-manage.spec.ts; the
 * upstream failures are in admin-blogs-faults.test.ts, the categories in admin-categories.test.ts.
 */
import { describe, expect, test } from "vitest";
import { createBlog, findBlog } from "../e2e/fixtures/blogs";
import { fakeJpeg, oversizeJpeg, png, uniqueName } from "../e2e/fixtures/catalog/files";
import {
  fieldErrors,
  refused,
  rowWith,
  summaryErrors,
  summaryOf,
  toasts,
  useAdminSite,
  type Fields,
} from "./support/admin-forms";
import { type HTMLElement, linkNamed, one, openPage, textOf, textsOf, valueOf } from "./support/html";

// Public pages are kept a minute here, so "on the public blog at once" proves the admin's write
// drops them, not that they were never kept.
const { site, signedIn, formOn, postForm, follow } = useAdminSite({ env: { PUBLIC_CACHE_TTL_MS: "60000" } });

const BLOGS = { add: "/dashboard/add-blogs/", list: "/dashboard/blogs/" };

describe("Add Blog", () => {
  const blank = { title: "", excerpt: "", content: "", category: "", tags: "", author: "" };

  /** The texts of the page's main part (the form, its messages), without the scripts. */
  const shown = (page: HTMLElement) => textOf(one(page, "main"));

  test("lists every problem at once in the spec's order, the first message first, keeping what was typed", async () => {
    const fills: [string, Fields][] = [
      ["Please enter a blog title", { title: "  Ordered checks  " }],
      ["Please enter a blog excerpt", { excerpt: "An excerpt" }],
      ["Please enter blog content", { content: "Some content" }],
      ["Please select a category", { category: "architecture" }],
      ["Please enter author name", { author: "Kofi" }],
      ["Please select a featured image", {}],
    ];
    const all = fills.map(([message]) => message);
    let fields: Fields = blank;
    let page: HTMLElement | undefined;
    for (const [index, [message, fix]] of fills.entries()) {
      page = await refused(await postForm(BLOGS.add, fields), 400);
      expect(summaryErrors(page), message).toEqual(summaryOf(all.slice(index)));
      for (const fixed of all.slice(0, index)) expect(shown(page)).not.toContain(fixed);
      fields = { ...fields, ...fix };
    }
    expect(valueOf(page!, "title")).toMatch(/Ordered checks/);
    expect(valueOf(page!, "author")).toBe("Kofi");
    expect(valueOf(page!, "category")).toBe("architecture");
  });

  test("a blank-only title counts as empty", async () => {
    const fields = { ...blank, title: "    ", excerpt: "x", content: "y", category: "architecture", author: "z" };
    const page = await refused(await postForm(BLOGS.add, fields), 400);
    expect(fieldErrors(page)).toContain("Please enter a blog title");
    expect(summaryErrors(page)[0]).toBe("Please enter a blog title");
  });

  for (const { what, file, status, message } of [
    {
      what: "a text file named .jpg",
      file: fakeJpeg(),
      status: 400,
      message: "Please select a valid image file (JPG, PNG, WEBP)",
    },
    {
      what: "an image of 5 MB or more",
      file: oversizeJpeg(),
      status: 413,
      message: "Image size should be less than 5MB",
    },
  ]) {
    test(`refuses ${what} and keeps the typed fields`, async () => {
      const title = uniqueName("Refused image");
      const fields = {
        ...blank,
        title,
        excerpt: "Excerpt",
        content: "Content",
        category: "architecture",
        author: "Esi",
      };
      const page = await refused(await postForm(BLOGS.add, fields, { files: { image: [file] } }), status);
      expect(fieldErrors(page)).toEqual([message]);
      expect(valueOf(page, "title")).toBe(title);
      expect(valueOf(page, "author")).toBe("Esi");
      const list = await openPage(site, `${BLOGS.list}?q=${encodeURIComponent(title)}`, { cookie: await signedIn() });
      expect(textOf(one(list, "main"))).toContain("No posts match your search");
    });
  }

  test("a published post is at once in the list (author, category, Featured) and on the public blog", async () => {
    const title = uniqueName("Courtyard notes");
    // The public blog as visitors had it before: kept for a minute (see useAdminSite above).
    expect(await (await site.request("/resources/blogs")).text()).not.toContain(title);
    const published = await postForm(
      BLOGS.add,
      {
        title,
        excerpt: "Shade, breeze and a neem tree",
        content: "How the courtyard cools the house.\n\nAnd why the neem stays.",
        category: "interior-design",
        tags: "courtyard, shade",
        author: "Kofi Boateng",
        featured: "on",
      },
      { files: { image: [png("cover.png")] } },
    );
    expect(toasts(await follow(published, BLOGS.add))).toContain("Blog post published successfully!");

    const list = await openPage(site, `${BLOGS.list}?q=${encodeURIComponent(title)}`, { cookie: await signedIn() });
    const row = rowWith(list, title);
    expect(textOf(row)).toContain("Kofi Boateng");
    expect(textOf(row)).toContain("Interior Design");
    expect(textsOf(row, ".badge")).toContain("Featured");
    expect(await (await site.request("/resources/blogs")).text()).toContain(title);
  });
});

describe("Manage Blogs", () => {
  test("counts, search in the URL and the table's links", async () => {
    const blog = await createBlog(uniqueName("Searchable"), site.api);
    const cookie = await signedIn();
    const page = await openPage(site, BLOGS.list, { cookie });
    const counts = textOf(one(page, 'section[aria-label="Blog counts"]'));
    for (const label of ["Total posts", "Featured", "Categories"]) expect(counts).toContain(label);
    const search = one(page, 'form[role="search"]');
    expect(search.getAttribute("method")).toBe("get");
    expect(one(search, 'input[type="search"]').getAttribute("name")).toBe("q");

    const found = await openPage(site, `${BLOGS.list}?q=${encodeURIComponent(blog.title)}`, { cookie });
    expect(found.querySelectorAll("tbody tr")).toHaveLength(1);
    const row = rowWith(found, blog.title);
    expect(textsOf(row, ".badge")).toEqual(["Published"]);
    expect(linkNamed(row, `Edit ${blog.title}`).getAttribute("href")).toBe(`/dashboard/edit/${blog.slug}/blog/`);
    const view = linkNamed(row, `View ${blog.title} (opens in a new tab)`);
    expect(view.getAttribute("href")).toBe(`/resources/blog-info/${blog.slug}/`);
    expect(view.getAttribute("target")).toBe("_blank");

    // Search also covers tags and authors, ignoring case.
    rowWith(await openPage(site, `${BLOGS.list}?q=TEST+AUTHOR`, { cookie }), blog.title);
  });

  test("an unknown slug goes back to the list with 'Failed to load blog data'", async () => {
    const response = await site.request("/dashboard/edit/no-such-post-anywhere/blog/", { cookie: await signedIn() });
    expect(toasts(await follow(response, BLOGS.list))).toContain("Failed to load blog data");
  });

  test("Edit Blog replaces the image when a new one is picked, and the public post shows the edit at once", async () => {
    const blog = await createBlog(uniqueName("New picture"), site.api);
    const edit = `/dashboard/edit/${blog.slug}/blog/`;
    const publicPost = `/resources/blog-info/${blog.slug}/`;
    // The public post as visitors had it before: kept for a minute (see useAdminSite above).
    expect(textsOf(await openPage(site, publicPost), "h1")).toContain(blog.title);
    const form = await openPage(site, edit, { cookie: await signedIn() });
    const fields = Object.fromEntries(
      ["title", "excerpt", "content", "category", "tags", "author"].map((name) => [name, valueOf(form, name)]),
    );
    expect(fields.title).toBe(blog.title);
    const renamed = uniqueName("Renamed picture");
    const updated = await postForm(
      edit,
      { ...fields, title: renamed },
      { files: { image: [png("new-picture.png", [200, 30, 30])] } },
    );
    expect(toasts(await follow(updated, BLOGS.list))).toContain("Blog post updated successfully!");
    const after = await findBlog(blog.slug, site.api);
    expect(after.title).toBe(renamed);
    expect(after.image_path).not.toBe(blog.image_path);
    expect(after.image_path).toMatch(/\.png$/);
    expect(textsOf(await openPage(site, publicPost), "h1")).toContain(renamed);
  });

  test("a deleted post leaves the public blog at once", async () => {
    const blog = await createBlog(uniqueName("Doomed"), site.api);
    expect(await (await site.request("/resources/blogs")).text()).toContain(blog.title);
    const list = `${BLOGS.list}?${new URLSearchParams({ q: blog.title })}`;
    const { cookie, csrf } = await formOn(`${list}&delete=${blog.id}`);
    const deleted = await site.request(`${list}&delete=${blog.id}`, {
      cookie,
      form: { csrf, intent: "delete", id: String(blog.id) },
    });
    expect(toasts(await follow(deleted, list))).toContain("Blog deleted successfully");
    expect(await (await site.request("/resources/blogs")).text()).not.toContain(blog.title);
  });
});
