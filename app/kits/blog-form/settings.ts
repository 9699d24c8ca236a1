import { SOCIAL_FEATURED, type BlogSettingsValues } from "~/schemas/blog-form";
import { FRONT_MATTER_KEYS, keptLinesFrom, keptLinesText, visibility } from "~/records/front-matter";
import type { Post, PostDraft } from "~/records/post";

/**
 * The blog form's settings (draft, publish date, SEO and image text) as a post's (records/post.ts),
 * which keeps them in its content's settings block (DESIGN rule 13,
 * docs/decisions/014-front-matter-in-content.md). The form shows them as fields of their own and
 * the content without the block.
 */

/** 'Save Draft' pressed, or Draft chosen in the publishing control. */
export const isDraftSave = (values: Pick<BlogSettingsValues, "status" | "visibility">) =>
  values.status === "draft" || values.visibility === "draft";

/** The post's settings of the form's fields, as its save and its preview give them. */
export function postSettings(values: BlogSettingsValues): Required<Omit<PostDraft, "content">> {
  const social = values.social_image === SOCIAL_FEATURED ? "" : values.social_image;
  return {
    settings: {
      status: isDraftSave(values) ? "draft" : undefined,
      publish: values.publish ? FRONT_MATTER_KEYS.publish(values.publish) : undefined,
      "seo-title": values.seo_title || undefined,
      description: values.meta_description || undefined,
      "social-image": social || undefined,
      "image-alt": values.image_alt || undefined,
      "image-caption": values.image_caption || undefined,
    },
    keptSettings: keptLinesFrom(values.settings_kept),
  };
}

/** What the form shows of a post: the Markdown alone, and each setting in its field. */
export function formSettings({
  content,
  settings,
  keptSettings,
}: Pick<Post, "content" | "settings" | "keptSettings">): {
  content: string;
} & Omit<BlogSettingsValues, "status"> & {
    draft: boolean;
  } {
  return {
    content,
    draft: settings.status === "draft",
    // The control starts where the post stands now (a schedule whose time has passed: published).
    visibility: visibility({ data: settings, extra: keptSettings }).state,
    // A datetime-local input's value: 'YYYY-MM-DDTHH:MM'.
    publish: settings.publish ? settings.publish.slice(0, 16) : "",
    seo_title: settings["seo-title"] ?? "",
    meta_description: settings.description ?? "",
    social_image: settings["social-image"] ?? SOCIAL_FEATURED,
    image_alt: settings["image-alt"] ?? "",
    image_caption: settings["image-caption"] ?? "",
    settings_kept: keptLinesText(keptSettings),
  };
}
