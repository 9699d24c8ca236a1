import { z } from "zod";
import { blogSchema, type Blog } from "~/schemas/api";
import type { blogFields } from "~/schemas/blog-form";
import { cached } from "~/read-cache/cache.server";
import { multipart, TIMEOUT, upstream, type FileField, type Admin } from "~/services/client.server";
import { adminWrite, emptyUnlessFound, unlessNotFound } from "~/services/resource.server";
import { byNewestPost, isPublic, type Post, type PostDraft } from "~/records/post";
import { storedContent, toPost } from "~/records/post.server";

const listSchema = z.object({ data: z.object({ blogs: z.array(blogSchema) }) });
const oneSchema = z.object({ data: blogSchema });
const adminListSchema = z.union([
  z.array(blogSchema),
  z.object({ data: z.array(blogSchema) }).transform((body) => body.data),
]);

/**
 * The posts a visitor may see at `now`, newest first; `category` is the exact hyphenated title.
 * The API knows nothing of drafts or publish dates (they ride in the content, decision 014), so
 * its whole list is read (and cached) and the site keeps the public ones at every call, after the
 * cache: a scheduled post appears at its time whatever the cache holds. `limit` applies after
 * that, so a draft never takes a related post's place.
 */
export async function listBlogs({
  category,
  limit,
  now = new Date(),
}: { category?: string; limit?: number; now?: Date } = {}): Promise<Post[]> {
  const blogs = await cached(`blogs:list:${category ?? ""}`, async () => {
    const answer = await emptyUnlessFound(
      upstream({ path: "media/blogs.php", query: { category }, schema: listSchema, timeoutMs: TIMEOUT.default }),
    );
    return answer?.data.data.blogs ?? [];
  });
  const shown = byNewestPost(blogs.map(toPost).filter((post) => isPublic(post, now)));
  return limit === undefined ? shown : shown.slice(0, limit);
}

/** One post whatever its state (the page decides who sees a draft), or null when no post has that slug. */
export async function getBlog(slug: string): Promise<Post | null> {
  const blog = await cached(`blogs:one:${slug}`, async () => {
    const answer = await unlessNotFound(
      upstream({ path: "media/single_blog.php", query: { slug }, schema: oneSchema }),
    );
    return answer?.data.data ?? null;
  });
  return blog ? toPost(blog) : null;
}

/** Every post, drafts and scheduled ones included, as the API lists them. */
export async function listAdminBlogs(admin: Admin): Promise<Post[]> {
  const answer = await emptyUnlessFound(
    upstream({ path: "media/admin_view_blogs.php", schema: adminListSchema, cookie: admin.upstreamCookie }),
  );
  return (answer?.data ?? []).map(toPost);
}

/**
 * The post exactly as the API stores it, its settings block still in `content`: what getBlogForEdit
 * reads, and what the contract suite checks a backend keeps byte for byte (decision 014).
 */
export async function getStoredBlog(slug: string, admin: Admin): Promise<Blog | null> {
  const answer = await unlessNotFound(
    upstream({
      path: "media/edit_single_record.php",
      query: { slug },
      schema: oneSchema,
      cookie: admin.upstreamCookie,
    }),
  );
  return answer?.data.data ?? null;
}

/** The post the edit form starts from, whatever its state, read fresh. */
export async function getBlogForEdit(slug: string, admin: Admin): Promise<Post | null> {
  const blog = await getStoredBlog(slug, admin);
  return blog ? toPost(blog) : null;
}

/** A post's fields as a save gives them (tags as comma text), without the image; its settings go into the content's block. */
export type BlogFields = ReturnType<typeof blogFields> & PostDraft;

/** The fields the API receives: the content with its settings block. */
const apiFields = ({ settings, keptSettings, ...fields }: BlogFields) => ({
  ...fields,
  content: storedContent({ content: fields.content, settings, keptSettings }),
});

const STALE = ["blogs:", "categories:"];

export function createBlog(fields: BlogFields, image: File, admin: Admin): Promise<string | undefined> {
  const body = multipart(apiFields(fields), [{ name: "image", file: image }]);
  return adminWrite(admin, { path: "media/blogs.php", method: "POST", body, timeoutMs: TIMEOUT.upload }, STALE);
}

export function updateBlog(slug: string, fields: BlogFields, image: File | null, admin: Admin) {
  const files: FileField[] = image ? [{ name: "image", file: image }] : [];
  const body = multipart({ slug, ...apiFields(fields) }, files);
  return adminWrite(admin, { path: "media/update.php", method: "POST", body, timeoutMs: TIMEOUT.upload }, STALE);
}

export function deleteBlog(id: number, admin: Admin) {
  return adminWrite(admin, { path: "media/delete_blog.php", method: "DELETE", query: { id } }, STALE);
}
