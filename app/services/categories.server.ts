import { z } from "zod";
import { categorySchema, type Category } from "~/schemas/api";
import { cached } from "~/read-cache/cache.server";
import { upstream, type Admin } from "~/services/client.server";
import { adminWrite, emptyUnlessFound, unlessNotFound } from "~/services/resource.server";

const listSchema = z.object({
  records: z
    .array(categorySchema)
    .nullish()
    .transform((records) => records ?? []),
});

/** All categories, ordered by title (cached for public pages). */
export function listCategories(): Promise<Category[]> {
  return cached("categories:list", async () => {
    const answer = await emptyUnlessFound(upstream({ path: "categories/categories.php", schema: listSchema }));
    return answer?.data.records ?? [];
  });
}

/** All categories straight from the API, for admin screens (never a cached copy). */
export async function listCategoriesFresh(admin: Admin): Promise<Category[]> {
  const answer = await emptyUnlessFound(
    upstream({ path: "categories/categories.php", schema: listSchema, cookie: admin.upstreamCookie }),
  );
  return answer?.data.records ?? [];
}

export async function getCategory(id: number, admin: Admin): Promise<Category | null> {
  const answer = await unlessNotFound(
    upstream({
      path: "categories/single_category.php",
      query: { catId: id },
      schema: listSchema,
      cookie: admin.upstreamCookie,
    }),
  );
  return answer?.data.records[0] ?? null;
}

// A category's title appears on blogs and products, so every write drops those caches too.
const STALE = ["categories:", "blogs:", "products:"];

export function createCategory(title: string, admin: Admin) {
  return adminWrite(admin, { path: "categories/create.php", method: "POST", json: { title } }, STALE);
}

export function updateCategory(id: number, title: string, admin: Admin) {
  return adminWrite(
    admin,
    { path: "categories/update.php", method: "POST", query: { catId: id }, json: { title } },
    STALE,
  );
}

export function deleteCategory(id: number, admin: Admin) {
  return adminWrite(admin, { path: "categories/delete.php", method: "DELETE", query: { id } }, STALE);
}
