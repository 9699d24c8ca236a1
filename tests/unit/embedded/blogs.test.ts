import { beforeAll, describe, expect, it } from "vitest";
import {
  badImages,
  expectBody,
  expectError,
  expectRefusals,
  image,
  images,
  multipart,
} from "../../contract/support/client";
import { BlogAdminList, BlogCreated, BlogList, BlogOne, BlogUpdated, Message } from "../../contract/support/contract";
import { createCategory, useTarget } from "../../contract/support/setup";
import { runId } from "../../contract/support/target";

const suite = useTarget();
let category = "";
let otherCategory = "";

beforeAll(async () => {
  category = (await createCategory(suite.api, "blog-tests")).title;
  otherCategory = (await createCategory(suite.api, "blog-tests-other")).title;
});

const validFields = (overrides: Record<string, string> = {}) => ({
  title: `Light and Shade ${runId}`,
  excerpt: "How overhangs and screens keep a house cool.",
  content: "First paragraph about shade.\nSecond paragraph about breeze.\nThird paragraph about mass.",
  category,
  tags: "shade, breeze, climate",
  author: "Ama Owusu",
  featured: "1",
  ...overrides,
});

async function publish(overrides: Record<string, string> = {}) {
  const res = await suite.api.post("media/blogs.php", { form: multipart(validFields(overrides), [image("image")]) });
  return expectBody(res, 201, BlogCreated);
}

describe("POST media/blogs.php", () => {
  it("publishes a post with its image and answers 201 with its id and slug", async () => {
    const created = await publish({ title: `Publish Check ${runId}` });
    expect(created.message).toBe("Blog post published successfully!");
    expect(created.data.slug).toBe(`publish-check-${runId}`);

    const { data } = expectBody(await suite.api.get(`media/single_blog.php?slug=${created.data.slug}`), 200, BlogOne);
    expect(data).toMatchObject({
      id: created.data.id,
      title: `Publish Check ${runId}`,
      category,
      author: "Ama Owusu",
      tags: ["shade", "breeze", "climate"],
      featured: true,
      read_time: "1 min read",
    });
    expect(data.content.split("\n").filter(Boolean)).toHaveLength(3);
    const file = await fetch(new URL(data.image_path, suite.target.url));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
  });

  it("makes slugs unique: a second post with the same title gets -2", async () => {
    const first = await publish({ title: `Same Title ${runId}` });
    const second = await publish({ title: `Same Title ${runId}` });
    expect(first.data.slug).toBe(`same-title-${runId}`);
    expect(second.data.slug).toBe(`same-title-${runId}-2`);
  });

  it("reads featured as '1', '0', 'true' or 'false'", async () => {
    for (const [value, expected] of [
      ["0", false],
      ["true", true],
      ["false", false],
    ] as const) {
      const created = await publish({ title: `Featured ${value} ${runId}`, featured: value });
      const { data } = expectBody(await suite.api.get(`media/single_blog.php?slug=${created.data.slug}`), 200, BlogOne);
      expect(data.featured).toBe(expected);
    }
  });

  it("validates in the spec's order, one message at a time", async () => {
    const send = (fields: Record<string, string>, withImage = true) =>
      suite.api.post("media/blogs.php", { form: multipart(fields, withImage ? [image("image")] : []) });
    const empty = { title: "", excerpt: "", content: "", category: "", author: "" };
    expectError(await send(empty, false), 422, "Please enter a blog title");
    expectError(await send({ ...empty, title: "T" }, false), 422, "Please enter a blog excerpt");
    expectError(await send({ ...empty, title: "T", excerpt: "E" }, false), 422, "Please enter blog content");
    expectError(
      await send({ ...empty, title: "T", excerpt: "E", content: "C" }, false),
      422,
      "Please select a category",
    );
    expectError(
      await send({ title: "T", excerpt: "E", content: "C", category, author: "  " }, false),
      422,
      "Please enter author name",
    );
    expectError(
      await send({ title: "T", excerpt: "E", content: "C", category, author: "A" }, false),
      422,
      "Please select a featured image",
    );
  });

  it("refuses a category that does not exist with 422", async () => {
    const res = await suite.api.post("media/blogs.php", {
      form: multipart(validFields({ category: `no-such-category-${runId}` }), [image("image")]),
    });
    expectError(res, 422);
  });

  it("judges the image by its content and size: text named .jpg is refused with 422, over 5 MB with 413", async () => {
    await expectRefusals(
      (form) => suite.api.post("media/blogs.php", { form }),
      badImages(
        (files) => multipart(validFields(), files),
        "image",
        "Please select a valid image file (JPG, PNG, WEBP)",
      ),
    );
  });

  it("accepts PNG images", async () => {
    const res = await suite.api.post("media/blogs.php", {
      form: multipart(validFields({ title: `Png ${runId}` }), [image("image", "dot.png", images.png)]),
    });
    const created = expectBody(res, 201, BlogCreated);
    const { data } = expectBody(await suite.api.get(`media/single_blog.php?slug=${created.data.slug}`), 200, BlogOne);
    expect(data.image_path).toMatch(/\.png$/);
  });

  it("refuses a second image", async () => {
    const res = await suite.api.post("media/blogs.php", {
      form: multipart(validFields(), [image("image"), image("image", "b.webp")]),
    });
    expect([413, 422]).toContain(res.status);
    expectError(res, res.status);
  });
});

describe("GET media/blogs.php", () => {
  it("lists posts newest first in data.blogs", async () => {
    const older = await publish({ title: `Order A ${runId}` });
    const newer = await publish({ title: `Order B ${runId}` });
    const body = expectBody(await suite.api.get("media/blogs.php"), 200, BlogList);
    const ids = body.data.blogs.map((b) => b.id);
    expect(ids.indexOf(newer.data.id)).toBeLessThan(ids.indexOf(older.data.id));
    const dates = body.data.blogs.map((b) => b.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("filters by exact category and honours limit", async () => {
    await publish({ title: `Other One ${runId}`, category: otherCategory });
    await publish({ title: `Other Two ${runId}`, category: otherCategory });
    const filtered = expectBody(await suite.api.get(`media/blogs.php?category=${otherCategory}`), 200, BlogList);
    expect(filtered.data.blogs).toHaveLength(2);
    expect(filtered.data.blogs.every((b) => b.category === otherCategory)).toBe(true);

    const limited = expectBody(await suite.api.get(`media/blogs.php?category=${otherCategory}&limit=1`), 200, BlogList);
    expect(limited.data.blogs).toHaveLength(1);
    const none = expectBody(await suite.api.get(`media/blogs.php?category=nothing-${runId}`), 200, BlogList);
    expect(none.data.blogs).toEqual([]);
  });

  it("answers 400 for a limit that is not a positive integer", async () => {
    expectError(await suite.api.get("media/blogs.php?limit=abc"), 400);
    expectError(await suite.api.get("media/blogs.php?limit=0"), 400);
  });
});

describe("single, admin and edit reads", () => {
  it("single_blog and edit_single_record read by slug, 404 'Blog post not found' otherwise", async () => {
    const created = await publish({ title: `Readable ${runId}` });
    for (const path of ["media/single_blog.php", "media/edit_single_record.php"]) {
      const { data } = expectBody(await suite.api.get(`${path}?slug=${created.data.slug}`), 200, BlogOne);
      expect(data.slug).toBe(created.data.slug);
      expectError(await suite.api.get(`${path}?slug=missing-${runId}`), 404, "Blog post not found");
    }
  });

  it("admin_view_blogs lists every post as an array in data", async () => {
    const created = await publish({ title: `Admin List ${runId}` });
    const body = expectBody(await suite.api.get("media/admin_view_blogs.php"), 200, BlogAdminList);
    expect(body.data.some((b) => b.id === created.data.id)).toBe(true);
  });
});

describe("POST media/update.php", () => {
  it("updates the fields and keeps the slug", async () => {
    const created = await publish({ title: `Before Update ${runId}` });
    const res = await suite.api.post("media/update.php", {
      form: multipart({
        slug: created.data.slug,
        ...validFields({ title: `After Update ${runId}`, featured: "0", tags: "one, two" }),
      }),
    });
    const body = expectBody(res, 200, BlogUpdated);
    expect(body.message).toBe("Blog post updated successfully!");
    expect(body.data.slug).toBe(created.data.slug);
    const { data } = expectBody(await suite.api.get(`media/single_blog.php?slug=${created.data.slug}`), 200, BlogOne);
    expect(data).toMatchObject({ title: `After Update ${runId}`, featured: false, tags: ["one", "two"] });
  });

  it("replaces the image and deletes the old file", async () => {
    const created = await publish({ title: `Image Swap ${runId}` });
    const before = expectBody(
      await suite.api.get(`media/single_blog.php?slug=${created.data.slug}`),
      200,
      BlogOne,
    ).data;
    const res = await suite.api.post("media/update.php", {
      form: multipart({ slug: created.data.slug, ...validFields({ title: `Image Swap ${runId}` }) }, [
        image("image", "new.png", images.png),
      ]),
    });
    expectBody(res, 200, BlogUpdated);
    const after = expectBody(await suite.api.get(`media/single_blog.php?slug=${created.data.slug}`), 200, BlogOne).data;
    expect(after.image_path).not.toBe(before.image_path);
    expect((await fetch(new URL(after.image_path, suite.target.url))).status).toBe(200);
    expect((await fetch(new URL(before.image_path, suite.target.url))).status).toBe(404);
  });

  it("validates like publishing, but the image is optional", async () => {
    const created = await publish({ title: `Validate Update ${runId}` });
    const res = await suite.api.post("media/update.php", {
      form: multipart({ slug: created.data.slug, ...validFields({ excerpt: "" }) }),
    });
    expectError(res, 422, "Please enter a blog excerpt");
  });

  it("answers 404 for an unknown slug", async () => {
    const res = await suite.api.post("media/update.php", {
      form: multipart({ slug: `nope-${runId}`, ...validFields() }),
    });
    expectError(res, 404, "Blog post not found");
  });
});

describe("DELETE media/delete_blog.php", () => {
  it("deletes the post and its image file", async () => {
    const created = await publish({ title: `Delete Me ${runId}` });
    const { data } = expectBody(await suite.api.get(`media/single_blog.php?slug=${created.data.slug}`), 200, BlogOne);
    const res = await suite.api.delete(`media/delete_blog.php?id=${created.data.id}`);
    expect(expectBody(res, 200, Message).message).toBe("Blog deleted successfully");
    expectError(await suite.api.get(`media/single_blog.php?slug=${created.data.slug}`), 404);
    expect((await fetch(new URL(data.image_path, suite.target.url))).status).toBe(404);
    expectError(await suite.api.delete(`media/delete_blog.php?id=${created.data.id}`), 404);
  });
});
