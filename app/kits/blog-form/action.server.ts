import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import type { Submission as ConformSubmission } from "@conform-to/react";
import {
  BLOG_MESSAGES,
  createBlogSchema,
  editBlogSchema,
  type BlogFormInput,
  type BlogFormValues,
} from "~/schemas/blog-form";
import { listCategoriesFresh } from "~/services/categories.server";
import type { Admin } from "~/session.server";
import { assertCsrf } from "~/security.server";
import { titleCase } from "~/utils/site";
import { parseUpload, type UploadRefused } from "~/utils/upload.server";

/**
 * The shared first half of the Add Blog and Edit Blog actions: stream the
 * multipart body with the upload limits, check the CSRF token, validate in
 * the spec's order. Either the valid values come back, or the response that
 * shows the form again with what was typed (never the file).
 */

const REFUSAL_MESSAGE: Record<UploadRefused["problem"], string> = {
  "too-large": BLOG_MESSAGES.imageSize,
  "not-an-image": BLOG_MESSAGES.imageType,
  "too-many": "Only one featured image is allowed",
};

export const HIDDEN_FIELDS = ["image"];

type Submission = ConformSubmission<Partial<BlogFormInput>, string[], BlogFormValues>;

export async function readBlogSubmission(
  request: Request,
  mode: "create" | "edit",
): Promise<{ values: BlogFormValues; submission: Submission } | { response: Response }> {
  const schema = mode === "create" ? createBlogSchema : editBlogSchema;
  const upload = await parseUpload(request, { fileFields: ["image"], maxFiles: 1 });

  if ("refused" in upload) {
    // Nothing is saved on this path, so it needs no CSRF check: it only shows
    // the form again. The file input comes last in the form, so the text
    // fields were all read; earlier problems are still reported first.
    const message = REFUSAL_MESSAGE[upload.refused.problem];
    const readAnything = [...upload.formData.keys()].length > 0;
    const submission = parseWithZod(upload.formData, { schema });
    const errors = submission.status === "error" ? submission.error : undefined;
    const firstField = errors ? Object.keys(errors)[0] : undefined;
    const result =
      readAnything && firstField && firstField !== "image"
        ? submission.reply({ hideFields: HIDDEN_FIELDS })
        : submission.reply({ hideFields: HIDDEN_FIELDS, fieldErrors: { image: [message] } });
    return { response: json({ result }, { status: 400 }) };
  }

  await assertCsrf(request, upload.formData);
  const submission = parseWithZod(upload.formData, { schema });
  if (submission.status !== "success") {
    return { response: json({ result: submission.reply({ hideFields: HIDDEN_FIELDS }) }, { status: 400 }) };
  }
  return { values: submission.value, submission };
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
