import { z } from "zod";
import { blogSchema, type Blog } from "~/schemas/api";
import type { blogFields } from "~/schemas/blog-form";
import type { Admin } from "~/session.server";
import { cached } from "~/services/cache.server";
import { multipart, TIMEOUT, upstream, type FileField } from "~/services/client.server";
import { adminWrite, emptyUnlessFound, unlessNotFound } from "~/services/resource.server";

const listSchema = z.object({ data: z.object({ blogs: z.array(blogSchema) }) });
const oneSchema = z.object({ data: blogSchema });
const adminListSchema = z.union([
  z.array(blogSchema),
  z.object({ data: z.array(blogSchema) }).transform((body) => body.data),
]);

/** Public list, newest first; `category` is the exact hyphenated title. */
export function listBlogs({ category, limit }: { category?: string; limit?: number } = {}): Promise<Blog[]> {
  return cached(`blogs:list:${category ?? ""}:${limit ?? ""}`, async () => {
    const answer = await emptyUnlessFound(
      upstream({ path: "media/blogs.php", query: { category, limit }, schema: listSchema, timeoutMs: TIMEOUT.default }),
    );
    return answer?.data.data.blogs ?? [];
  });
}

/** One public post, or null when no post has that slug. */
export function getBlog(slug: string): Promise<Blog | null> {
  return cached(`blogs:one:${slug}`, async () => {
    const answer = await unlessNotFound(
      upstream({ path: "media/single_blog.php", query: { slug }, schema: oneSchema }),
    );
    return answer?.data.data ?? null;
  });
}

export async function listAdminBlogs(admin: Admin): Promise<Blog[]> {
  const answer = await emptyUnlessFound(
    upstream({ path: "media/admin_view_blogs.php", schema: adminListSchema, cookie: admin.upstreamCookie }),
  );
  return answer?.data ?? [];
}

export async function getBlogForEdit(slug: string, admin: Admin): Promise<Blog | null> {
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

/** A post's fields as the API receives them (tags as comma text), without the image. */
export type BlogFields = ReturnType<typeof blogFields>;

const STALE = ["blogs:", "categories:"];

export function createBlog(fields: BlogFields, image: File, admin: Admin): Promise<string | undefined> {
  const body = multipart({ ...fields }, [{ name: "image", file: image }]);
  return adminWrite(admin, { path: "media/blogs.php", method: "POST", body, timeoutMs: TIMEOUT.upload }, STALE);
}

export function updateBlog(slug: string, fields: BlogFields, image: File | null, admin: Admin) {
  const files: FileField[] = image ? [{ name: "image", file: image }] : [];
  const body = multipart({ slug, ...fields }, files);
  return adminWrite(admin, { path: "media/update.php", method: "POST", body, timeoutMs: TIMEOUT.upload }, STALE);
}

export function deleteBlog(id: number, admin: Admin) {
  return adminWrite(admin, { path: "media/delete_blog.php", method: "DELETE", query: { id } }, STALE);
}
