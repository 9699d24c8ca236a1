import { describe, expect, it } from "vitest";
import { expectBody, expectError, image, multipart } from "../../contract/support/client";
import { BlogCreated, BlogOne, CategoryList, Message } from "../../contract/support/contract";
import { createCategory, useTarget } from "../../contract/support/setup";
import { runId } from "../../contract/support/target";

const suite = useTarget();

describe("categories", () => {
  it("creates a category with a hyphenated lowercase title and lists it in title order", async () => {
    const res = await suite.api.post("categories/create.php", { json: { title: `  Outdoor Living ${runId} ` } });
    expect(expectBody(res, 200, Message).message).toBe("Category created successfully!");

    const { records } = expectBody(await suite.api.get("categories/categories.php"), 200, CategoryList);
    expect(records.map((c) => c.title)).toContain(`outdoor-living-${runId}`);
    const titles = records.map((c) => c.title);
    expect(titles).toEqual([...titles].sort());
  });

  it("answers 422 'Category title is required' for an empty or missing title", async () => {
    for (const json of [{ title: "   " }, {}]) {
      expectError(await suite.api.post("categories/create.php", { json }), 422, "Category title is required");
    }
  });

  it("answers 409 'Category already exists' for a duplicate, however it is spelt", async () => {
    const { title } = await createCategory(suite.api, "duplicate");
    const again = await suite.api.post("categories/create.php", {
      json: { title: title.toUpperCase().replace(/-/g, " ") },
    });
    expectError(again, 409, "Category already exists");
  });

  it("reads one category by catId, and 404 for an unknown one", async () => {
    const { id, title } = await createCategory(suite.api, "single");
    const { records } = expectBody(
      await suite.api.get(`categories/single_category.php?catId=${id}`),
      200,
      CategoryList,
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ id, title });
    expectError(await suite.api.get("categories/single_category.php?catId=99999999"), 404);
    expectError(await suite.api.get("categories/single_category.php"), 400);
  });

  it("renames a category, and the blogs that used it follow", async () => {
    const { id, title } = await createCategory(suite.api, "before-rename");
    const blog = expectBody(
      await suite.api.post("media/blogs.php", {
        form: multipart({ title: `Rename check ${runId}`, excerpt: "e", content: "c", category: title, author: "a" }, [
          image("image"),
        ]),
      }),
      201,
      BlogCreated,
    );

    const renamed = await suite.api.post(`categories/update.php?catId=${id}`, {
      json: { title: `After Rename ${runId}` },
    });
    expect(expectBody(renamed, 200, Message).message).toBe("Category updated successfully!");
    const { records } = expectBody(
      await suite.api.get(`categories/single_category.php?catId=${id}`),
      200,
      CategoryList,
    );
    expect(records[0].title).toBe(`after-rename-${runId}`);
    const { data } = expectBody(await suite.api.get(`media/single_blog.php?slug=${blog.data.slug}`), 200, BlogOne);
    expect(data.category).toBe(`after-rename-${runId}`);

    expectError(
      await suite.api.post(`categories/update.php?catId=${id}`, { json: { title: "" } }),
      422,
      "Category title is required",
    );
    expectError(await suite.api.post("categories/update.php?catId=99999999", { json: { title: "x" } }), 404);
    await suite.api.delete(`media/delete_blog.php?id=${blog.data.id}`);
  });

  it("deletes a category, then answers 404 for it", async () => {
    const { id } = await createCategory(suite.api, "to-delete");
    const res = await suite.api.delete(`categories/delete.php?id=${id}`);
    expect(expectBody(res, 200, Message).message).toBe("Category deleted successfully");
    expectError(await suite.api.get(`categories/single_category.php?catId=${id}`), 404);
    expectError(await suite.api.delete(`categories/delete.php?id=${id}`), 404);
  });
});
