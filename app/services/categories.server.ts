import { z } from "zod";
import { categorySchema, statusMessageSchema, type Category } from "~/schemas/api";
import type { Admin } from "~/session.server";
import { cached, invalidate } from "~/services/cache.server";
import { isNotFound, upstream } from "~/services/client.server";

const listSchema = z.object({
  records: z
    .array(categorySchema)
    .nullish()
    .transform((records) => records ?? []),
});

/** All categories, ordered by title (cached for public pages). */
export function listCategories(): Promise<Category[]> {
  return cached("categories:list", async () => {
    const { data } = await upstream({ path: "categories/categories.php", schema: listSchema });
    return data.records;
  });
}

/** All categories straight from the API, for admin screens (never a cached copy). */
export async function listCategoriesFresh(admin: Admin): Promise<Category[]> {
  const { data } = await upstream({
    path: "categories/categories.php",
    schema: listSchema,
    cookie: admin.upstreamCookie,
  });
  return data.records;
}

export async function getCategory(id: number, admin: Admin): Promise<Category | null> {
  try {
    const { data } = await upstream({
      path: "categories/single_category.php",
      query: { catId: id },
      schema: listSchema,
      cookie: admin.upstreamCookie,
    });
    return data.records[0] ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

// A category's title appears on blogs and products, so every write drops those caches too.
const dropCaches = () => invalidate("categories:", "blogs:", "products:");

export async function createCategory(title: string, admin: Admin) {
  const { data } = await upstream({
    path: "categories/create.php",
    method: "POST",
    json: { title },
    schema: statusMessageSchema,
    cookie: admin.upstreamCookie,
  });
  dropCaches();
  return data.message;
}

export async function updateCategory(id: number, title: string, admin: Admin) {
  const { data } = await upstream({
    path: "categories/update.php",
    method: "POST",
    query: { catId: id },
    json: { title },
    schema: statusMessageSchema,
    cookie: admin.upstreamCookie,
  });
  dropCaches();
  return data.message;
}

export async function deleteCategory(id: number, admin: Admin) {
  const { data } = await upstream({
    path: "categories/delete.php",
    method: "DELETE",
    query: { id },
    schema: statusMessageSchema,
    cookie: admin.upstreamCookie,
  });
  dropCaches();
  return data.message;
}
