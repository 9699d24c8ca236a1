import { describe, expect, it } from "vitest";
import { getBlog, getBlogForEdit, listAdminBlogs, listBlogs } from "~/services/blogs.server";
import { getCategory, listCategoriesFresh } from "~/services/categories.server";
import { getCounts } from "~/services/counts.server";
import { getProduct, listProductsPage, readWholeCatalogue } from "~/services/products.server";
import { getProject, listProjects, listProjectsForAdmin } from "~/services/projects.server";
import { useAdmin } from "./support/site-calls";

/**
 * The reads of public-site §7 and admin-area §7, through the site's own services: each answer must
 * parse with the site's schemas (tolerant where the spec allows two shapes: strings or numbers,
 * tags as a list or text, flags as '1' or true, a bare array of admin blogs, a 404 with a message
 * for an empty list). Strict where a page depends on a field: ids, slugs, paths, pagination.
 */
const session = useAdmin();

describe("blogs", () => {
  it("lists posts with what the cards link to, and reads one by slug", async () => {
    const blogs = await listBlogs();
    expect(blogs.length).toBeGreaterThan(0);
    for (const blog of blogs) {
      expect(blog.id).toBeGreaterThan(0);
      expect(blog.slug).not.toBe("");
    }
    const one = await getBlog(blogs[0].slug);
    expect(one).toMatchObject({ id: blogs[0].id, slug: blogs[0].slug, title: blogs[0].title });
    expect(await getBlog(`no-such-post-${Date.now()}`)).toBeNull();
  });

  it("filters by the exact category title, as the related posts need", async () => {
    const [first] = await listBlogs();
    const related = await listBlogs({ category: first.category, limit: 3 });
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.every((blog) => blog.category === first.category)).toBe(true);
  });

  it("gives the admin every post and the edit form its post", async () => {
    const blogs = await listAdminBlogs(session.admin);
    expect(blogs.length).toBeGreaterThan(0);
    expect(await getBlogForEdit(blogs[0].slug, session.admin)).toMatchObject({ slug: blogs[0].slug });
  });
});

describe("categories", () => {
  it("lists categories with ids and titles, and reads one by id", async () => {
    const categories = await listCategoriesFresh(session.admin);
    expect(categories.length).toBeGreaterThan(0);
    const one = await getCategory(categories[0].id, session.admin);
    expect(one).toMatchObject({ id: categories[0].id, title: categories[0].title });
  });
});

describe("products", () => {
  it("pages through the whole catalogue: the pagination says when to stop", async () => {
    const page = await listProductsPage(1, session.admin, 1);
    expect(page.products).toHaveLength(1);
    const all = await readWholeCatalogue(session.admin);
    // With one product per page the API must say how many pages there are, or the shop would stop at the first.
    expect(page.pagination.total_pages).toBe(all.length);
    expect(page.pagination.total_items).toBe(all.length);
    const second = await listProductsPage(2, session.admin, 1);
    expect(second.products[0]?.id).not.toBe(page.products[0].id);
  });

  it("reads one product with the ids of its images (the edit form removes images by id)", async () => {
    const [first] = (await listProductsPage(1, session.admin, 10)).products;
    const product = await getProduct(first.id, session.admin);
    expect(product?.id).toBe(first.id);
    expect(product!.images.length).toBeGreaterThan(0);
    for (const image of product!.images) {
      expect(image.id).toBeGreaterThan(0);
      expect(image.path).toMatch(/^uploads\//);
    }
    expect(product!.price).toBeGreaterThan(0);
    expect(await getProduct(987_654_321, session.admin)).toBeNull();
  });
});

describe("projects", () => {
  it("lists a page with its pagination, filtered as the gallery asks", async () => {
    const page = await listProjects({ page: 1, limit: 9 });
    expect(page.projects.length).toBeGreaterThan(0);
    expect(page.pagination.total_projects).toBeGreaterThanOrEqual(page.projects.length);
    expect(page.pagination.total_pages).toBe(Math.max(1, Math.ceil(page.pagination.total_projects / 9)));
    const { category } = page.projects[0];
    const filtered = await listProjects({ page: 1, limit: 9, category });
    expect(filtered.projects.every((project) => project.category === category)).toBe(true);
    const featured = await listProjects({ page: 1, limit: 9, featured: "1" });
    expect(featured.projects.every((project) => project.featured)).toBe(true);
  });

  it("gives the admin pages of 10 and one project by id with its image paths", async () => {
    const { projects } = await listProjectsForAdmin(1, session.admin);
    expect(projects.length).toBeGreaterThan(0);
    const project = await getProject(projects[0].id, session.admin);
    expect(project?.images.every((path) => path.startsWith("uploads/"))).toBe(true);
    expect(await getProject(987_654_321, session.admin)).toBeNull();
  });
});

describe("counts", () => {
  it("gives the dashboard's three numbers", async () => {
    const counts = await getCounts(session.admin);
    expect(counts.totalBlogs).toBeGreaterThan(0);
    expect(counts.totalProd).toBeGreaterThan(0);
    expect(counts.totalUsers).toBeGreaterThanOrEqual(0);
  });
});
