import { z } from "zod";
import { blogSchema, statusMessageSchema, type Blog } from "~/schemas/api";
import type { Admin } from "~/session.server";
import { cached, invalidate } from "~/services/cache.server";
import { isNotFound, multipart, TIMEOUT, upstream, type FileField } from "~/services/client.server";

const listSchema = z.object({ data: z.object({ blogs: z.array(blogSchema) }) });
const oneSchema = z.object({ data: blogSchema });
const adminListSchema = z.union([
  z.array(blogSchema),
  z.object({ data: z.array(blogSchema) }).transform((body) => body.data),
]);

/** Public list, newest first; `category` is the exact hyphenated title. */
export function listBlogs({ category, limit }: { category?: string; limit?: number } = {}): Promise<Blog[]> {
  return cached(`blogs:list:${category ?? ""}:${limit ?? ""}`, async () => {
    const { data } = await upstream({
      path: "media/blogs.php",
      query: { category, limit },
      schema: listSchema,
      timeoutMs: TIMEOUT.default,
    });
    return data.data.blogs;
  });
}

/** One public post, or null when no post has that slug. */
export function getBlog(slug: string): Promise<Blog | null> {
  return cached(`blogs:one:${slug}`, async () => {
    try {
      const { data } = await upstream({ path: "media/single_blog.php", query: { slug }, schema: oneSchema });
      return data.data;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  });
}

export async function listAdminBlogs(admin: Admin): Promise<Blog[]> {
  const { data } = await upstream({
    path: "media/admin_view_blogs.php",
    schema: adminListSchema,
    cookie: admin.upstreamCookie,
  });
  return data;
}

export async function getBlogForEdit(slug: string, admin: Admin): Promise<Blog | null> {
  try {
    const { data } = await upstream({
      path: "media/edit_single_record.php",
      query: { slug },
      schema: oneSchema,
      cookie: admin.upstreamCookie,
    });
    return data.data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export interface BlogFields {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  author: string;
  featured: boolean;
}

export async function createBlog(fields: BlogFields, image: File, admin: Admin): Promise<string | undefined> {
  const { data } = await upstream({
    path: "media/blogs.php",
    method: "POST",
    body: multipart({ ...fields }, [{ name: "image", file: image }]),
    schema: statusMessageSchema,
    timeoutMs: TIMEOUT.upload,
    cookie: admin.upstreamCookie,
  });
  invalidate("blogs:", "categories:");
  return data.message;
}

export async function updateBlog(slug: string, fields: BlogFields, image: File | null, admin: Admin) {
  const files: FileField[] = image ? [{ name: "image", file: image }] : [];
  const { data } = await upstream({
    path: "media/update.php",
    method: "POST",
    body: multipart({ slug, ...fields }, files),
    schema: statusMessageSchema,
    timeoutMs: TIMEOUT.upload,
    cookie: admin.upstreamCookie,
  });
  invalidate("blogs:", "categories:");
  return data.message;
}

export async function deleteBlog(id: number, admin: Admin) {
  const { data } = await upstream({
    path: "media/delete_blog.php",
    method: "DELETE",
    query: { id },
    schema: statusMessageSchema,
    cookie: admin.upstreamCookie,
  });
  invalidate("blogs:", "categories:");
  return data.message;
}
