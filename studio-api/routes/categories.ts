import { z } from "zod";
import type { AppContext } from "../context";
import { sqlNow } from "../dates";
import type { Db } from "../db";
import { HttpError, readFields, reply, requireId, type RouteDef } from "../http";
import { hyphenate, requiredText, validate } from "../validation";

interface Category {
  id: number;
  title: string;
  date: string;
}

const titleSchema = z.object({
  title: z
    .string({ required_error: "Category title is required", invalid_type_error: "Category title is required" })
    .transform(hyphenate)
    .pipe(
      z.string().min(1, "Category title is required").max(100, "Category title is too long (at most 100 characters)"),
    ),
});

function categoryExists(db: Db, title: string): boolean {
  return db.prepare("SELECT 1 FROM categories WHERE title = ?").get(title) !== undefined;
}

/** A category field: the hyphenated title of an existing category (blogs and products refer to it by title). */
export function existingCategory(db: Db) {
  return requiredText("Please select a category", "Category", 100)
    .transform(hyphenate)
    .pipe(z.string().min(1, "Please select a category"))
    .refine(
      (title) => categoryExists(db, title),
      (title) => ({ message: `Category '${title}' does not exist` }),
    );
}

function findCategory(db: Db, id: number): Category {
  const row = db.prepare("SELECT id, title, date FROM categories WHERE id = ?").get(id) as Category | undefined;
  if (!row) throw new HttpError(404, "Category not found");
  return row;
}

export function categoryRoutes({ db }: AppContext): RouteDef[] {
  return [
    {
      method: "GET",
      path: "categories/categories.php",
      auth: "studio",
      handle: () => {
        const records = db.prepare("SELECT id, title, date FROM categories ORDER BY title").all() as Category[];
        return reply(200, { message: "Categories retrieved successfully", records });
      },
    },
    {
      method: "GET",
      path: "categories/single_category.php",
      auth: "studio",
      handle: ({ query }) => {
        const category = findCategory(db, requireId(query.get("catId"), "Category"));
        return reply(200, { message: "Category retrieved successfully", records: [category] });
      },
    },
    {
      method: "POST",
      path: "categories/create.php",
      auth: "studio",
      handle: async ({ req }) => {
        const { title } = validate(titleSchema, await readFields(req));
        if (categoryExists(db, title)) throw new HttpError(409, "Category already exists");
        db.prepare("INSERT INTO categories (title, date) VALUES (?, ?)").run(title, sqlNow());
        return reply(200, { message: "Category created successfully!" });
      },
    },
    {
      method: "POST",
      path: "categories/update.php",
      auth: "studio",
      handle: async ({ req, query }) => {
        const id = requireId(query.get("catId"), "Category");
        const { title } = validate(titleSchema, await readFields(req));
        const current = findCategory(db, id);
        if (title !== current.title && categoryExists(db, title)) throw new HttpError(409, "Category already exists");
        db.transaction(() => {
          db.prepare("UPDATE categories SET title = ? WHERE id = ?").run(title, id);
          // Blogs and products hold the category's title, so a rename follows them.
          db.prepare("UPDATE blogs SET category = ? WHERE category = ?").run(title, current.title);
          db.prepare("UPDATE products SET category = ? WHERE category = ?").run(title, current.title);
        })();
        return reply(200, { message: "Category updated successfully!" });
      },
    },
    {
      method: "DELETE",
      path: "categories/delete.php",
      auth: "studio",
      handle: ({ query }) => {
        const id = requireId(query.get("id"), "Category");
        findCategory(db, id);
        db.prepare("DELETE FROM categories WHERE id = ?").run(id);
        return reply(200, { message: "Category deleted successfully" });
      },
    },
  ];
}
