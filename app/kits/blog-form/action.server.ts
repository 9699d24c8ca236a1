import { formAction } from "~/kits/upload-form/action.server";
import {
  BLOG_ERROR_ORDER,
  BLOG_MESSAGES,
  blogFields,
  createBlogSchema,
  editBlogSchema,
  type BlogFormValues,
} from "~/schemas/blog-form";
import { isDraftSave, postSettings } from "~/kits/blog-form/settings";
import { blogPreview } from "~/kits/blog-form/preview.server";
import { longDate } from "~/utils/blog";
import { FRONT_MATTER_KEYS } from "~/records/front-matter";
import type { BlogFields } from "~/services/blogs.server";
import { listCategoriesFresh } from "~/services/categories.server";
import type { Admin, SignedInAdmin } from "~/sign-in/session.server";
import { titleCase } from "~/vocabulary/titles";
import { INSERT_PICTURE } from "~/components/admin/markdown-field";
import { insertPicture } from "~/kits/upload-form/pictures.server";

export const DRAFTS_LIST = "/dashboard/blogs/?status=draft";
export const SCHEDULED_LIST = "/dashboard/blogs/?status=scheduled";

/** Where a saved post stands: a draft ('Save Draft' or Draft chosen), scheduled (a publish date ahead) or published. */
function savedAs(
  values: BlogFormValues,
  now = new Date(),
): { state: "draft" } | { state: "scheduled"; at: string } | null {
  if (isDraftSave(values)) return { state: "draft" };
  const at = values.publish ? FRONT_MATTER_KEYS.publish(values.publish) : undefined;
  return at && Date.parse(at) > now.getTime() ? { state: "scheduled", at } : null;
}

/** The toast of a draft or a scheduled post; the screen's own words for one published now. */
export function savedToast(values: BlogFormValues, published: string): string {
  const state = savedAs(values);
  if (state?.state === "draft") return "Draft saved on the server. Visitors will not see it until you publish it.";
  if (state?.state === "scheduled")
    return `Blog post scheduled for ${longDate(state.at)}, ${state.at.slice(11, 16)}. Visitors will see it from then.`;
  return published;
}

/** A draft goes to the list's drafts, a scheduled post to the scheduled ones; a published one where the screen says. */
export function savedTo(values: BlogFormValues, published: string): string {
  const state = savedAs(values);
  if (state?.state === "draft") return DRAFTS_LIST;
  if (state?.state === "scheduled") return SCHEDULED_LIST;
  return published;
}

/**
 * Add Blog and Edit Blog: the upload-form action with the blog's schema and
 * its one featured image. The content sent to the API carries the post's
 * settings block (draft, publish date, SEO and image text).
 */
export function blogAction({
  request,
  admin,
  mode,
  failure,
  success,
  save,
  currentImage = () => Promise.resolve(null),
}: {
  request: Request;
  /** The admin: a preview's picked image is kept for the session's next save (app/sign-in/picked-files.server.ts). */
  admin: SignedInAdmin;
  mode: "create" | "edit";
  failure: string;
  success: { to: string; toast: string };
  save: (fields: BlogFields, image: File | null) => Promise<unknown>;
  /** Edit Blog: the post's stored image, which 'Preview' shows unless a new one is picked. */
  currentImage?: () => Promise<string | null>;
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
    picked: { sid: admin.sid },
    intents: {
      preview: async (formData) => blogPreview(formData, await currentImage(), request),
      [INSERT_PICTURE]: (formData) =>
        insertPicture(formData, { field: "content", label: "Content", hide: ["image"], admin }),
    },
    save: (values) => save({ ...blogFields(values), ...postSettings(values) }, values.image),
    failure,
    success: {
      to: (values) => savedTo(values, success.to),
      toast: (values) => savedToast(values, success.toast),
    },
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
