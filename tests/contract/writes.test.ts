import { describe, expect, it } from "vitest";
import { signInUpstream } from "~/services/auth.server";
import { createBlog, deleteBlog, getStoredBlog, listAdminBlogs, updateBlog } from "~/services/blogs.server";
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategoriesFresh,
  updateCategory,
} from "~/services/categories.server";
import { UpstreamError } from "~/services/client.server";
import {
  createProduct,
  deleteProduct,
  getProduct,
  readWholeCatalogue,
  updateProduct,
  type ProductFields,
} from "~/services/products.server";
import {
  createProject,
  deleteProject,
  getProject,
  listProjectsForAdmin,
  updateProject,
  type ProjectFields,
} from "~/services/projects.server";
import { noteExtension, photo, runId, target, useAdmin } from "./support/site-calls";

/**
 * The admin's writes through the site's services. A save the API accepts must be visible on the
 * next read (the site re-reads and tells the admin what happened, DESIGN rule 11); a refusal must
 * be a 4xx with a message the form can show. Exact success wording and 400 versus 422 are free.
 */
const session = useAdmin();

/** A refusal the site can show: a 4xx (or a failing status in the body) with the API's message. */
async function expectRefusal(save: Promise<unknown>) {
  const error = await save.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  const refusal = error as UpstreamError;
  expect(refusal.status).toBeGreaterThanOrEqual(400);
  expect(refusal.status).toBeLessThan(500);
  expect(refusal.serverMessage?.trim()).toBeTruthy();
}

describe("sign-in", () => {
  it("refuses a wrong password with a message the login form shows", async () => {
    await expectRefusal(signInUpstream({ email: target.adminEmail, password: `wrong-${runId}` }));
  });
});

describe("categories", () => {
  it("creates, renames, refuses a duplicate and deletes", async () => {
    const title = `contract-shelf-${runId}`;
    await createCategory(title, session.admin);
    const created = (await listCategoriesFresh(session.admin)).find((category) => category.title === title);
    expect(created).toBeDefined();
    await expectRefusal(createCategory(title, session.admin));
    await updateCategory(created!.id, `${title}-renamed`, session.admin);
    expect((await getCategory(created!.id, session.admin))?.title).toBe(`${title}-renamed`);
    await deleteCategory(created!.id, session.admin);
    expect(await getCategory(created!.id, session.admin)).toBeNull();
  });
});

const productFields = (category: string, sku: string): ProductFields => ({
  name: `Contract Stool ${runId}`,
  description: "A stool the compatibility check adds and removes.",
  price: 149.5,
  sale_price: null,
  category,
  tags: "stool, iroko",
  sku,
  stock_quantity: 7,
  featured: false,
  status: "active",
});

describe("products", () => {
  it("adds with images, keeps an untouched inactive status, reports image removal truthfully, deletes", async () => {
    const [category] = await listCategoriesFresh(session.admin);
    const sku = `ANI-C${runId.toUpperCase()}X`.slice(0, 13);
    await createProduct(
      productFields(category.title, sku),
      [photo("adinkra-oak-lounge-chair-1"), photo("bolga-storage-basket-1")],
      session.admin,
    );
    const added = (await readWholeCatalogue(session.admin)).find((product) => product.sku === sku);
    expect(added).toBeDefined();
    const product = (await getProduct(added!.id, session.admin))!;
    expect(product.images).toHaveLength(2);

    // Point 2: the spec's manage list shows `inactive`; a backend must keep it as the admin set it.
    await updateProduct(
      product.id,
      { ...productFields(category.title, sku), status: "inactive" },
      [],
      [],
      session.admin,
    );
    expect((await getProduct(product.id, session.admin))?.status).toBe("inactive");

    // Point 3: removing an image is our extension; the site re-reads, so the answer must list image ids.
    const removed = product.images[1].id!;
    const { keptImages } = await updateProduct(
      product.id,
      productFields(category.title, sku),
      [],
      [removed],
      session.admin,
    );
    expect(keptImages === 0 || keptImages === 1).toBe(true);
    noteExtension(
      keptImages === 0,
      "PUT products/products.php remove_image_ids[]",
      "Removed images stay; the site tells the admin so after re-reading the product.",
    );

    await deleteProduct(product.id, session.admin);
    expect(await getProduct(product.id, session.admin)).toBeNull();
  });

  it("refuses a product without a name with a message", async () => {
    const [category] = await listCategoriesFresh(session.admin);
    const fields = { ...productFields(category.title, `ANI-N${runId.toUpperCase()}Y`.slice(0, 13)), name: "" };
    await expectRefusal(createProduct(fields, [photo()], session.admin));
  });
});

const projectFields = (title: string): ProjectFields => ({
  title,
  description: "A pavilion the compatibility check adds and removes.",
  category: "landscape",
  client: "Contract Client",
  location: "Labadi, Accra",
  year: new Date().getFullYear(),
  status: "in-progress",
  featured: true,
  tags: "pavilion, timber",
});

describe("projects", () => {
  it("adds with images, updates (removal reported truthfully) and deletes", async () => {
    const title = `Contract Pavilion ${runId}`;
    await createProject(
      projectFields(title),
      [photo("beach-house-ada-foah-1"), photo("boutique-hotel-cantonments-2")],
      session.admin,
    );
    const { projects } = await listProjectsForAdmin(1, session.admin);
    const added = projects.find((project) => project.title === title);
    expect(added).toBeDefined();
    expect(added!.images).toHaveLength(2);
    expect(added!.featured).toBe(true);

    // The update call is our choice (the spec does not show it); removing images is part of it.
    const { keptImages } = await updateProject(
      added!.id,
      { ...projectFields(title), status: "completed" },
      [],
      [added!.images[1]],
      session.admin,
    );
    const after = await getProject(added!.id, session.admin);
    expect(after?.status).toBe("completed");
    noteExtension(
      keptImages === 0,
      "PUT projects/projects.php remove_images[]",
      "Removed images stay; the site tells the admin so after re-reading the project.",
    );

    await deleteProject(added!.id, session.admin);
    expect(await getProject(added!.id, session.admin)).toBeNull();
  });
});

/**
 * Publishes a post by "Contract Author", not featured, in the first category, with `typed` and the
 * seed photo `picture`; answers the category, the fields sent and the post as the admin list shows it.
 */
async function publishPost(typed: { title: string; excerpt: string; content: string; tags: string }, picture: string) {
  const [category] = await listCategoriesFresh(session.admin);
  const { title, excerpt, content, tags } = typed;
  const fields = {
    title,
    excerpt,
    content,
    category: category.title,
    tags,
    author: "Contract Author",
    featured: false,
  };
  await createBlog(fields, photo(picture), session.admin);
  const added = (await listAdminBlogs(session.admin)).find((blog) => blog.title === title);
  expect(added?.slug).toBeTruthy();
  return { category, fields, added: added! };
}

describe("blogs", () => {
  it("publishes with an image, updates by slug and deletes", async () => {
    const { fields, added } = await publishPost(
      {
        title: `Contract Notes ${runId}`,
        excerpt: "A post the compatibility check publishes.",
        content: "First paragraph.\nSecond paragraph.",
        tags: "notes, contract",
      },
      "the-return-of-the-breeze-block",
    );
    await updateBlog(added.slug, { ...fields, excerpt: "Edited by the compatibility check." }, null, session.admin);
    const edited = (await listAdminBlogs(session.admin)).find((blog) => blog.id === added.id);
    expect(edited?.excerpt).toBe("Edited by the compatibility check.");
    await deleteBlog(added.id, session.admin);
    expect((await listAdminBlogs(session.admin)).some((blog) => blog.id === added.id)).toBe(false);
  });
});

describe("a post's settings block and Markdown (decision 014)", () => {
  it("round-trip unchanged through the content field: no new column, every other field as given", async () => {
    const title = `Contract Settings ${runId}`;
    const content = [
      "---",
      "status: draft",
      "publish: 2031-01-02 08:30",
      "seo-title: Courtyards that cool a house",
      "image-alt: A shaded court: neem, laterite & water",
      "mood: A key this site does not know yet",
      "---",
      "",
      "## Shade first",
      "",
      "A **deep roof**, a [veranda](https://example.com/v?a=1&b=2) and `code`.",
      "",
      "- one",
      "- two",
      "",
      "> <script>alert('kept as text')</script>",
      "",
      "| a | b |",
      "|:--|--:|",
      "| 1 | 2 |",
    ].join("\n");
    const { category, fields, added } = await publishPost(
      { title, excerpt: "Settings ride in the content.", content, tags: "settings, contract" },
      "beach-house-ada-foah-1",
    );
    // The raw record, as the edit form reads it: the content exactly as sent (line breaks as a
    // multipart body carries them).
    const stored = await getStoredBlog(added.slug, session.admin);
    expect(stored?.content.replace(/\r\n/g, "\n")).toBe(content);
    expect(stored).toMatchObject({ title, excerpt: fields.excerpt, author: fields.author, category: category.title });
    // The site reads the block off: the settings beside the Markdown.
    expect(added.settings).toEqual({
      status: "draft",
      publish: "2031-01-02T08:30:00Z",
      "seo-title": "Courtyards that cool a house",
      "image-alt": "A shaded court: neem, laterite & water",
    });
    expect(added.keptSettings).toEqual([["mood", "A key this site does not know yet"]]);
    expect(added.content.replace(/\r\n/g, "\n").startsWith("## Shade first")).toBe(true);
    await updateBlog(added.slug, { ...fields, content: stored!.content }, null, session.admin);
    expect((await getStoredBlog(added.slug, session.admin))?.content).toBe(stored!.content);
    await deleteBlog(added.id, session.admin);
  });
});
