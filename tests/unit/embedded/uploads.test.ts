import { beforeAll, describe, expect, it } from "vitest";
import { expectBody, image, images, multipart } from "../../contract/support/client";
import { BlogCreated, BlogOne } from "../../contract/support/contract";
import { createCategory, useTarget } from "../../contract/support/setup";
import { runId } from "../../contract/support/target";

const suite = useTarget();
let imagePath = "";

beforeAll(async () => {
  const { title } = await createCategory(suite.api, "uploads");
  const created = expectBody(
    await suite.api.post("media/blogs.php", {
      form: multipart({ title: `Uploads ${runId}`, excerpt: "e", content: "c", category: title, author: "a" }, [
        image("image", "dot.png", images.png),
      ]),
    }),
    201,
    BlogCreated,
  );
  imagePath = expectBody(await suite.api.get(`media/single_blog.php?slug=${created.data.slug}`), 200, BlogOne).data
    .image_path;
});

describe("GET /uploads/…", () => {
  it("serves an uploaded image without a bearer, with its content type", async () => {
    const res = await fetch(new URL(imagePath, suite.target.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer()).equals(images.png)).toBe(true);
  });

  it("answers 404 for a file that does not exist", async () => {
    const res = await fetch(new URL("uploads/blogs/does-not-exist.webp", suite.target.url));
    expect(res.status).toBe(404);
  });

  it.each([
    "/uploads/../studio.db",
    "/uploads/blogs/../../studio.db",
    "/uploads/%2e%2e/studio.db",
    "/uploads/%2E%2E%2Fstudio.db",
    "/uploads/blogs/..%2f..%2fstudio.db",
    "/uploads/..%5cstudio.db",
    "/uploads//etc/passwd",
    "/uploads/%2fetc%2fpasswd",
    "/uploads/blogs/%00.png",
    "/uploads/",
  ])("does not escape the uploads folder: %s", async (rawPath) => {
    const res = await suite.api.rawGet(rawPath);
    expect(res.status).toBe(404);
    expect(res.contentType).not.toMatch(/octet-stream|sqlite/);
  });
});
