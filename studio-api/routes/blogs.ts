import type { IncomingMessage } from "node:http";
import { z } from "zod";
import type { AppContext } from "../context";
import { formattedDate } from "../dates";
import { insertRow, updateRow, type Db } from "../db";
import { HttpError, intParam, reply, requireId, type RouteDef } from "../http";
import { parseMultipart, type MultipartBody } from "../multipart";
import { assertImages } from "../uploads";
import { flag, hyphenate, optionalText, requiredText, splitTags, validateForm } from "../validation";
import { existingCategory } from "./categories";

interface BlogRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string;
  featured: number;
  image_path: string;
  created_at: string;
}

function readTime(content: string): string {
  const words = content.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / 200))} min read`;
}

function toBlog(row: BlogRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    category: row.category,
    tags: JSON.parse(row.tags) as string[],
    featured: row.featured === 1,
    image_path: row.image_path,
    created_at: row.created_at,
    formatted_date: formattedDate(row.created_at),
    read_time: readTime(row.content),
  };
}

/** A slug from the title, made unique with -2, -3… */
export function uniqueSlug(db: Db, title: string): string {
  const base = hyphenate(title).slice(0, 80).replace(/-+$/, "") || "post";
  const taken = db.prepare("SELECT 1 FROM blogs WHERE slug = ?");
  let slug = base;
  for (let n = 2; taken.get(slug) !== undefined; n += 1) slug = `${base}-${n}`;
  return slug;
}

function blogSchema(db: Db) {
  // Keys in the spec's order (admin-area.md §5): the first failing one is the message answered.
  return z.object({
    title: requiredText("Please enter a blog title", "Title", 200),
    excerpt: requiredText("Please enter a blog excerpt", "Excerpt", 1000),
    content: requiredText("Please enter blog content", "Content", 100_000),
    category: existingCategory(db),
    author: requiredText("Please enter author name", "Author", 100),
    tags: optionalText("Tags", 500).transform(splitTags),
    featured: flag("featured"),
  });
}

type BlogInput = z.output<ReturnType<typeof blogSchema>>;

/** The columns a blog form writes (after the slug, which never changes), in the order of blogValues. */
const BLOG_COLUMNS = "title excerpt content author category tags featured image_path".split(" ");

function blogValues(input: BlogInput, imagePath: string) {
  const { title, excerpt, content, author, category } = input;
  return [title, excerpt, content, author, category, JSON.stringify(input.tags), input.featured ? 1 : 0, imagePath];
}

function parseBlogUpload(req: IncomingMessage): Promise<MultipartBody> {
  return parseMultipart(req, {
    fileFields: ["image"],
    maxFiles: 1,
    tooManyFilesMessage: "Only one featured image is allowed",
  });
}

const VALID_IMAGE = "Please select a valid image file (JPG, PNG, WEBP)";

export function blogRoutes({ db, uploads }: AppContext): RouteDef[] {
  const bySlug = (slug: string | null): BlogRow => {
    if (!slug?.trim()) throw new HttpError(400, "Blog slug is required");
    const row = db.prepare("SELECT * FROM blogs WHERE slug = ?").get(slug.trim()) as BlogRow | undefined;
    if (!row) throw new HttpError(404, "Blog post not found");
    return row;
  };

  return [
    {
      method: "GET",
      path: "media/blogs.php",
      auth: "studio",
      handle: ({ query }) => {
        const limit = intParam(query, "limit", 1000, 1, 1000);
        const category = query.get("category")?.trim();
        const rows = (
          category
            ? db
                .prepare("SELECT * FROM blogs WHERE category = ? ORDER BY created_at DESC, id DESC LIMIT ?")
                .all(category, limit)
            : db.prepare("SELECT * FROM blogs ORDER BY created_at DESC, id DESC LIMIT ?").all(limit)
        ) as BlogRow[];
        return reply(200, { message: "Blogs retrieved successfully", data: { blogs: rows.map(toBlog) } });
      },
    },
    {
      method: "GET",
      path: "media/single_blog.php",
      auth: "studio",
      handle: ({ query }) =>
        reply(200, { message: "Blog retrieved successfully", data: toBlog(bySlug(query.get("slug"))) }),
    },
    {
      method: "GET",
      path: "media/edit_single_record.php",
      auth: "studio",
      handle: ({ query }) =>
        reply(200, { message: "Blog retrieved successfully", data: toBlog(bySlug(query.get("slug"))) }),
    },
    {
      method: "GET",
      path: "media/admin_view_blogs.php",
      auth: "studio",
      handle: () => {
        const rows = db.prepare("SELECT * FROM blogs ORDER BY created_at DESC, id DESC").all() as BlogRow[];
        return reply(200, { message: "Blogs retrieved successfully", data: rows.map(toBlog) });
      },
    },
    {
      method: "POST",
      path: "media/blogs.php",
      auth: "studio",
      handle: async ({ req }) => {
        const body = await parseBlogUpload(req);
        const input = validateForm(blogSchema(db), body);
        const image = body.files[0];
        if (!image) throw new HttpError(422, "Please select a featured image");
        assertImages([image], VALID_IMAGE);

        const created = await uploads.saveThen("blogs", [image], ([imagePath]) =>
          db.transaction(() => {
            const slug = uniqueSlug(db, input.title);
            const id = insertRow(db, "blogs", ["slug", ...BLOG_COLUMNS], [slug, ...blogValues(input, imagePath)]);
            return { id, slug };
          })(),
        );
        return reply(201, { message: "Blog post published successfully!", data: created });
      },
    },
    {
      method: "POST",
      path: "media/update.php",
      auth: "studio",
      handle: async ({ req }) => {
        const body = await parseBlogUpload(req);
        const current = bySlug(body.text("slug"));
        const input = validateForm(blogSchema(db), body);
        const image = body.files[0];
        if (image) assertImages([image], VALID_IMAGE);

        const imagePath = image ? await uploads.save("blogs", image.data) : current.image_path;
        try {
          // The slug stays as it was, so links to the post keep working after a retitle.
          updateRow(db, "blogs", BLOG_COLUMNS, blogValues(input, imagePath), current.id);
        } catch (error) {
          if (image) await uploads.remove([imagePath]);
          throw error;
        }
        if (image) await uploads.remove([current.image_path]);
        return reply(200, { message: "Blog post updated successfully!", data: { slug: current.slug } });
      },
    },
    {
      method: "DELETE",
      path: "media/delete_blog.php",
      auth: "studio",
      handle: async ({ query }) => {
        const id = requireId(query.get("id"), "Blog");
        const row = db.prepare("SELECT image_path FROM blogs WHERE id = ?").get(id) as
          { image_path: string } | undefined;
        if (!row) throw new HttpError(404, "Blog post not found");
        db.prepare("DELETE FROM blogs WHERE id = ?").run(id);
        await uploads.remove([row.image_path]);
        return reply(200, { message: "Blog deleted successfully" });
      },
    },
  ];
}
