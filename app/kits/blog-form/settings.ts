import { SOCIAL_FEATURED, type BlogSettingsValues } from "~/schemas/blog-form";
import { FENCE, FRONT_MATTER_KEYS, readFrontMatter, writeFrontMatter, type FrontMatter } from "~/utils/front-matter";

/**
 * The blog form's settings (draft, publish date, SEO and image text) and the content field the
 * API stores: the settings ride in a block at the top of the content (DESIGN rule 13,
 * docs/decisions/014-front-matter-in-content.md). The form shows them as fields of their own and
 * the content without the block.
 */

/** The lines of settings this site does not read, as the form carries them (one `key: value` a line). */
const keptLines = (extra: FrontMatter["extra"]) => extra.map(([key, value]) => `${key}: ${value}`).join("\n");

const fromKeptLines = (text: string): FrontMatter["extra"] =>
  text.trim() ? readFrontMatter(`${FENCE}\n${text.trim()}\n${FENCE}\n`).extra : [];

/** The content field as the API stores it: the block of the settings given, then the post's Markdown. */
export function storedContent(body: string, values: BlogSettingsValues): string {
  const social = values.social_image === SOCIAL_FEATURED ? "" : values.social_image;
  return writeFrontMatter({
    data: {
      status: values.status === "draft" ? "draft" : undefined,
      publish: values.publish ? FRONT_MATTER_KEYS.publish(values.publish) : undefined,
      "seo-title": values.seo_title || undefined,
      description: values.meta_description || undefined,
      "social-image": social || undefined,
      "image-alt": values.image_alt || undefined,
      "image-caption": values.image_caption || undefined,
    },
    extra: fromKeptLines(values.settings_kept),
    body,
  });
}

/** What the form shows of a stored content: the Markdown alone, and each setting in its field. */
export function formSettings(stored: string): { content: string } & Omit<BlogSettingsValues, "status"> & {
    draft: boolean;
  } {
  const { data, extra, body } = readFrontMatter(stored);
  return {
    content: body,
    draft: data.status === "draft",
    // A datetime-local input's value: 'YYYY-MM-DDTHH:MM'.
    publish: data.publish ? data.publish.slice(0, 16) : "",
    seo_title: data["seo-title"] ?? "",
    meta_description: data.description ?? "",
    social_image: data["social-image"] ?? SOCIAL_FEATURED,
    image_alt: data["image-alt"] ?? "",
    image_caption: data["image-caption"] ?? "",
    settings_kept: keptLines(extra),
  };
}
