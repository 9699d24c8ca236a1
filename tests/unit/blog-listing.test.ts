import { describe, expect, it } from "vitest";
import { blogSchema, categorySchema, type Blog } from "~/schemas/api";
import { blogCategories, blogPath, blogSearch, paragraphs, parseBlogQuery, relatedPosts } from "~/utils/blog";
import { shareLinks } from "~/utils/share";
import { categoryLabel } from "~/vocabulary/titles";

const blog = (slug: string, category: string): Blog =>
  blogSchema.parse({ id: slug.length, slug, title: slug, category, created_at: "2026-01-01 10:00:00" });
const category = (id: number, title: string) => categorySchema.parse({ id, title });

describe("blog query in the URL", () => {
  it("starts at all articles, six shown", () => {
    expect(parseBlogQuery(new URLSearchParams())).toEqual({ category: "", show: 6 });
  });

  it("reads the category and rounds show up to whole pages of six", () => {
    expect(parseBlogQuery(new URLSearchParams({ category: "interior-design", show: "12" }))).toEqual({
      category: "interior-design",
      show: 12,
    });
    expect(parseBlogQuery(new URLSearchParams({ show: "7" })).show).toBe(12);
    expect(parseBlogQuery(new URLSearchParams({ show: "-4" })).show).toBe(6);
    expect(parseBlogQuery(new URLSearchParams({ show: "abc" })).show).toBe(6);
  });

  it("writes short URLs", () => {
    expect(blogSearch({ category: "", show: 6 })).toBe("");
    expect(blogSearch({ category: "design-tips", show: 12 })).toBe("?category=design-tips&show=12");
  });
});

describe("post helpers", () => {
  it("links posts at /resources/blog-info/{slug}/", () => {
    expect(blogPath("the-return-of-the-breeze-block")).toBe("/resources/blog-info/the-return-of-the-breeze-block/");
    expect(blogPath("a b")).toBe("/resources/blog-info/a%20b/");
  });

  it("labels categories with spaces and capitals, or 'Uncategorized'", () => {
    expect(categoryLabel("interior-design")).toBe("Interior Design");
    expect(categoryLabel("")).toBe("Uncategorized");
  });

  it("splits content into paragraphs at line breaks, dropping blank lines", () => {
    expect(paragraphs("First.\n\nSecond line\r\nThird <b>as text</b>\n  \n")).toEqual([
      "First.",
      "Second line",
      "Third <b>as text</b>",
    ]);
  });

  it("keeps two related posts without the current one", () => {
    const fetched = [blog("current", "a"), blog("other-1", "a"), blog("other-2", "a")];
    expect(relatedPosts(fetched, "current").map((b) => b.slug)).toEqual(["other-1", "other-2"]);
    const withoutCurrent = [blog("x", "a"), blog("y", "a"), blog("z", "a")];
    expect(relatedPosts(withoutCurrent, "current").map((b) => b.slug)).toEqual(["x", "y"]);
  });

  it("builds plain share URLs with the page address encoded", () => {
    const links = shareLinks("https://studio.test/resources/blog-info/a-b/", "Light & shade");
    expect(links.map((link) => link.name)).toEqual(["Facebook", "Twitter", "LinkedIn"]);
    expect(links[0].href).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fstudio.test%2Fresources%2Fblog-info%2Fa-b%2F",
    );
    expect(links[1].href).toContain("&text=Light%20%26%20shade");
  });
});

describe("sidebar categories", () => {
  const posts = [blog("a", "architecture"), blog("b", "architecture"), blog("c", "home-styling"), blog("d", "")];

  it("counts posts per category, keeps only categories with posts, and adds ones the API list lacks", () => {
    const categories = [category(1, "architecture"), category(2, "furniture")];
    expect(blogCategories(posts, categories)).toEqual([
      { title: "architecture", count: 2 },
      { title: "home-styling", count: 1 },
    ]);
  });

  it("keeps the selected category even when it has no posts", () => {
    expect(blogCategories(posts, [category(2, "furniture")], "furniture")).toContainEqual({
      title: "furniture",
      count: 0,
    });
  });

  it("works without the API's list (a failed category call)", () => {
    expect(blogCategories(posts, []).map((c) => c.title)).toEqual(["architecture", "home-styling"]);
  });
});
