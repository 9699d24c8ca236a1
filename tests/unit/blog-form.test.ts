import { describe, expect, it } from "vitest";
import { BLOG_MESSAGES, blogFields, createBlogSchema, editBlogSchema } from "~/schemas/blog-form";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const photo = (bytes: BlobPart = JPEG, type = "image/jpeg") => new File([bytes], "photo.jpg", { type });

const complete = {
  title: "  Courtyards  ",
  excerpt: "Why courtyards work in Accra",
  content: "Long form text",
  category: "architecture",
  author: "Ama Owusu",
  image: photo(),
  tags: " courtyard, climate ",
  featured: "on",
};

/** Every message the schema answers, in order, each with its field (one per field). */
function problems(input: Record<string, unknown>, schema = createBlogSchema) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
}

/** The first message the schema answers, and on which field. */
function firstProblem(input: Record<string, unknown>, schema = createBlogSchema) {
  return problems(input, schema)[0] ?? null;
}

describe("blog form schema", () => {
  it("checks the fields in the spec's order, one message per failing field, the spec's first first", () => {
    const steps: Array<[keyof typeof complete, string]> = [
      ["title", BLOG_MESSAGES.title],
      ["excerpt", BLOG_MESSAGES.excerpt],
      ["content", BLOG_MESSAGES.content],
      ["category", BLOG_MESSAGES.category],
      ["author", BLOG_MESSAGES.author],
      ["image", BLOG_MESSAGES.image],
    ];
    const filled: Record<string, unknown> = {};
    for (const [index, [field]] of steps.entries()) {
      expect(problems(filled)).toEqual(steps.slice(index).map(([name, message]) => ({ field: name, message })));
      filled[field] = complete[field];
    }
    expect(firstProblem(filled)).toBeNull();
  });

  it("judges text fields after trimming", () => {
    expect(firstProblem({ ...complete, title: "   " })).toEqual({ field: "title", message: BLOG_MESSAGES.title });
    expect(firstProblem({ ...complete, author: "\n\t " })).toEqual({ field: "author", message: BLOG_MESSAGES.author });
    const parsed = createBlogSchema.parse(complete);
    expect(parsed.title).toBe("Courtyards");
    expect(parsed.tags).toBe("courtyard, climate");
  });

  it("refuses a file that is not a JPG, PNG or WEBP and one of 5 MB or more", () => {
    expect(firstProblem({ ...complete, image: photo("hello", "text/plain") })).toEqual({
      field: "image",
      message: BLOG_MESSAGES.imageType,
    });
    const big = photo(new Uint8Array(5 * 1024 * 1024 + 1));
    expect(firstProblem({ ...complete, image: big })).toEqual({ field: "image", message: BLOG_MESSAGES.imageSize });
    // An empty file input sends an empty, nameless file: that is no image at all.
    expect(firstProblem({ ...complete, image: new File([], "") })).toEqual({
      field: "image",
      message: BLOG_MESSAGES.image,
    });
  });

  it("keeps the current image on edit when no new one is picked", () => {
    const { image: _image, ...withoutImage } = complete;
    const parsed = editBlogSchema.parse(withoutImage);
    expect(parsed.image).toBeNull();
    expect(firstProblem({ ...withoutImage, title: "" }, editBlogSchema)).toEqual({
      field: "title",
      message: BLOG_MESSAGES.title,
    });
  });

  it("reads the featured checkbox and hands the API only its fields", () => {
    expect(createBlogSchema.parse(complete).featured).toBe(true);
    expect(createBlogSchema.parse({ ...complete, featured: undefined }).featured).toBe(false);
    expect(blogFields(createBlogSchema.parse(complete))).toEqual({
      title: "Courtyards",
      excerpt: "Why courtyards work in Accra",
      content: "Long form text",
      category: "architecture",
      tags: "courtyard, climate",
      author: "Ama Owusu",
      featured: true,
    });
  });

  it("refuses over-long text rather than sending it", () => {
    expect(firstProblem({ ...complete, title: "x".repeat(201) })?.field).toBe("title");
  });
});

describe("blog form through Conform", () => {
  it("reports each problem on its field, as the page shows it", async () => {
    const { parseWithZod } = await import("@conform-to/zod");
    const form = new FormData();
    form.set("title", "Courtyards");
    form.set("excerpt", " ");
    form.set("content", "");
    const submission = parseWithZod(form, { schema: createBlogSchema });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({
      excerpt: [BLOG_MESSAGES.excerpt],
      content: [BLOG_MESSAGES.content],
      category: [BLOG_MESSAGES.category],
      author: [BLOG_MESSAGES.author],
      image: [BLOG_MESSAGES.image],
    });
  });
});
