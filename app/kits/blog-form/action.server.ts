import { formAction } from "~/kits/upload-form/action.server";
import { BLOG_ERROR_ORDER, BLOG_MESSAGES, blogFields, createBlogSchema, editBlogSchema } from "~/schemas/blog-form";
import type { BlogFields } from "~/services/blogs.server";
import { listCategoriesFresh } from "~/services/categories.server";
import type { Admin } from "~/session.server";
import { titleCase } from "~/vocabulary/titles";

/**
 * Add Blog and Edit Blog: the upload-form action with the blog's schema and
 * its one featured image.
 */
export function blogAction({
  request,
  mode,
  failure,
  success,
  save,
}: {
  request: Request;
  mode: "create" | "edit";
  failure: string;
  success: { to: string; toast: string };
  save: (fields: BlogFields, image: File | null) => Promise<unknown>;
}) {
  return formAction({
    request,
    schema: mode === "create" ? createBlogSchema : editBlogSchema,
    order: BLOG_ERROR_ORDER,
    upload: {
      field: "image",
      maxFiles: 1,
      messages: { ...BLOG_MESSAGES, tooManyImages: "Only one featured image is allowed" },
    },
    save: (values) => save(blogFields(values), values.image),
    failure,
    success,
  });
}

/** The category select: titles shown spaced and capitalised, the hyphenated title as the value. */
export async function categoryOptions(admin: Admin): Promise<{
  categories: Array<{ value: string; label: string }>;
  categoriesError: string | null;
}> {
  try {
    const categories = await listCategoriesFresh(admin);
    return {
      categories: categories.map((category) => ({ value: category.title, label: titleCase(category.title) })),
      categoriesError: null,
    };
  } catch {
    return { categories: [], categoriesError: "Failed to load categories" };
  }
}
