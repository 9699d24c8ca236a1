import { z } from "zod";
import { MAX_IMAGE_BYTES } from "~/vocabulary/images";
import { SEO_LIMITS } from "~/vocabulary/search-engines";
import { optionalText, seoFields } from "~/schemas/seo-fields";
import { checkPublishing, publishChoiceField, publishDateField } from "~/schemas/publish";
import { PUBLISH_MESSAGES } from "~/vocabulary/publish-states";

/**
 * The blog form (admin-area §5), shared by the browser (Conform) and the
 * server. The spec checks the fields one after another and answers only the
 * first problem, so this schema does the same: fields in the spec's order,
 * one issue at most, on the field it concerns.
 */

export const BLOG_MESSAGES = {
  title: "Please enter a blog title",
  excerpt: "Please enter a blog excerpt",
  content: "Please enter blog content",
  category: "Please select a category",
  author: "Please enter author name",
  image: "Please select a featured image",
  imageType: "Please select a valid image file (JPG, PNG, WEBP)",
  imageSize: "Image size should be less than 5MB",
  publish: PUBLISH_MESSAGES.date,
} as const;

/** Excerpt length shown by the counter ('n/200 characters'); a guide, not a limit. */
export const EXCERPT_GUIDE = 200;

/** Upper bounds the studio API accepts; past them nothing is sent. */
export const BLOG_LIMITS = {
  title: 200,
  excerpt: 1000,
  content: 100_000,
  author: 100,
  tags: 500,
  seoTitle: SEO_LIMITS.title,
  metaDescription: SEO_LIMITS.description,
  imageText: 300,
} as const;

/** The social image choices: the featured image, the studio's own card, or an uploads path in the post. */
export const SOCIAL_FEATURED = "featured";
export const SOCIAL_STUDIO = "studio";

const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

function required(message: string, max: number, name: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `${name} is too long (at most ${max} characters)`);
}

const featured = z
  .union([z.string(), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "1" || value === "true");

/**
 * The featured image: a File with content. The server has already judged the
 * type by content (upload.server.ts) and the browser by its first bytes
 * (sniffFile); here the declared type and size are checked once more.
 */
const isFile = (value: unknown): value is File =>
  typeof File !== "undefined" && value instanceof File && value.size > 0;

function image(requiredImage: boolean) {
  return z.unknown().transform((value, ctx): File | null => {
    if (!isFile(value)) {
      if (!requiredImage) return null;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: BLOG_MESSAGES.image });
      return z.NEVER;
    }
    if (value.type && !ACCEPTED_TYPES.has(value.type)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: BLOG_MESSAGES.imageType });
      return z.NEVER;
    }
    if (value.size > MAX_IMAGE_BYTES) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: BLOG_MESSAGES.imageSize });
      return z.NEVER;
    }
    return value;
  });
}

/** Which button was pressed: 'Save Draft' sends status=draft; the save button sends none. */
const status = z
  .string()
  .optional()
  .transform((value): "draft" | "" => (value === "draft" ? "draft" : ""));

function shape(requiredImage: boolean) {
  // The order of these keys is the order of the checks.
  return {
    title: required(BLOG_MESSAGES.title, BLOG_LIMITS.title, "Title"),
    excerpt: required(BLOG_MESSAGES.excerpt, BLOG_LIMITS.excerpt, "Excerpt"),
    content: required(BLOG_MESSAGES.content, BLOG_LIMITS.content, "Content"),
    category: required(BLOG_MESSAGES.category, 100, "Category"),
    author: required(BLOG_MESSAGES.author, BLOG_LIMITS.author, "Author"),
    image: image(requiredImage),
    tags: optionalText(BLOG_LIMITS.tags, "Tags"),
    featured,
    // Decision 014: kept in the content's settings block (app/kits/blog-form/settings.ts), not API fields.
    publish: publishDateField,
    status,
    /** The shared control's choice (components/admin/publish-control.tsx); 'Save Draft' wins over it. */
    visibility: publishChoiceField,
    ...seoFields,
    social_image: optionalText(BLOG_LIMITS.imageText, "Social image"),
    image_alt: optionalText(BLOG_LIMITS.imageText, "Alt text"),
    image_caption: optionalText(BLOG_LIMITS.imageText, "Caption"),
    /** Settings lines this site does not know, carried through the edit form unchanged. */
    settings_kept: optionalText(4000, "Settings"),
  };
}

/** The spec's order of the checks (the keys of the shape). */
export const BLOG_ERROR_ORDER: readonly string[] = Object.keys(shape(true));

type Shape = ReturnType<typeof shape>;
export type BlogFormValues = { [K in keyof Shape]: z.output<Shape[K]> };

/** What the form posts (strings, the checkbox's 'on', the picked file). */
interface BlogFormInput {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  image: File;
  tags: string;
  featured: string;
  publish: string;
  status: string;
  visibility: string;
  seo_title: string;
  meta_description: string;
  social_image: string;
  image_alt: string;
  image_caption: string;
  settings_kept: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Runs the fields' checks in order: each failing field gives its first message, in that order (decision 019). */
function inOrder(fields: Shape) {
  return z.custom<Partial<BlogFormInput>>(isRecord).transform((input, ctx): BlogFormValues => {
    const output: Record<string, unknown> = {};
    let failed = false;
    for (const [key, schema] of Object.entries(fields)) {
      const result = (schema as z.ZodTypeAny).safeParse((input as Record<string, unknown>)[key]);
      if (!result.success) {
        const issue = result.error.issues[0];
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue?.message ?? "Invalid value", path: [key] });
        failed = true;
      } else output[key] = result.data;
    }
    if (failed) return z.NEVER;
    const values = output as BlogFormValues;
    // 'Save Draft' (status=draft) keeps the post a draft whatever the control says; else the
    // control's choice with its date (a schedule needs a date ahead).
    if (values.status !== "draft") checkPublishing(values, ctx);
    return values;
  });
}

/** Add Blog: every field of §5, the image included. */
export const createBlogSchema = inOrder(shape(true));

/** Edit Blog: the same checks; the current image stays unless a new one is picked. */
export const editBlogSchema = inOrder(shape(false));

/** The fields the API receives, without the image (the content as typed: the kit adds the settings block). */
export function blogFields({ title, excerpt, content, category, tags, author, featured }: BlogFormValues) {
  return { title, excerpt, content, category, tags, author, featured };
}

/** The form's fields that live in the content's settings block (decision 014). */
export type BlogSettingsValues = Pick<
  BlogFormValues,
  | "publish"
  | "status"
  | "visibility"
  | "seo_title"
  | "meta_description"
  | "social_image"
  | "image_alt"
  | "image_caption"
  | "settings_kept"
>;

/** What Save Draft keeps in localStorage under `blogDraft` (admin-area §3). */
export const BLOG_DRAFT_KEY = "blogDraft";

export const blogDraftSchema = z.object({
  title: z.string().default(""),
  excerpt: z.string().default(""),
  content: z.string().default(""),
  category: z.string().default(""),
  tags: z.string().default(""),
  author: z.string().default(""),
  featured: z.boolean().default(false),
  /** The picked image as a data URL, when it fitted in storage. */
  imagePreview: z.string().nullish(),
  imageName: z.string().nullish(),
  lastSaved: z.string(),
});
export type BlogDraft = z.infer<typeof blogDraftSchema>;
