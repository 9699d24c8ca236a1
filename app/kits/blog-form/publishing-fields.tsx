import type { FieldMetadata } from "@conform-to/react";
import { PublishControl } from "~/components/admin/publish-control";
import { ConformField, ConformSelect } from "~/components/forms";
import { SearchFields } from "~/kits/seo/search-fields";
import { BLOG_LIMITS, SOCIAL_FEATURED, SOCIAL_STUDIO, type BlogSettingsValues } from "~/schemas/blog-form";

/** The uploads images a post's Markdown shows, for the social image choice. */
function contentImages(markdown: string): string[] {
  const found = [...markdown.matchAll(/!\[[^\]]*\]\(\s*<?(\/?uploads\/[^\s)>]+)/g)].map(
    (match) => `/${match[1].replace(/^\/+/, "")}`,
  );
  return [...new Set(found)];
}

/** The form's fields this part reads: the settings, and the content for its images. */
type PublishingFieldsMeta = {
  [K in keyof BlogSettingsValues]: FieldMetadata<string, Record<string, unknown>, string[]>;
} & {
  content: FieldMetadata<string, Record<string, unknown>, string[]>;
};

/**
 * 'Publishing and search' of Add Blog and Edit Blog (decision 014): the shared Published, Scheduled
 * or Draft control with the publish date (components/admin/publish-control.tsx), the SEO title and
 * meta description with their counters (kits/seo/search-fields.tsx), social image and the featured image's alt text and caption, kept
 * in the content's settings block (kits/blog-form/settings.ts, decision 014); the block's lines
 * this site does not know ride along in a hidden field.
 */
export function PublishingFields({ fields }: { fields: PublishingFieldsMeta }) {
  const socialChosen = fields.social_image.initialValue ?? SOCIAL_FEATURED;
  const socialOptions = [
    { value: SOCIAL_FEATURED, label: "The featured image" },
    { value: SOCIAL_STUDIO, label: "The studio's card" },
    ...[...new Set([...contentImages(fields.content.initialValue ?? ""), socialChosen])]
      .filter((path) => path !== SOCIAL_FEATURED && path !== SOCIAL_STUDIO)
      .map((path) => ({ value: path, label: `Image in the post: ${path.split("/").pop() ?? path}` })),
  ];
  return (
    <fieldset className="cms-fieldset">
      <legend>Publishing and search</legend>
      <PublishControl record="post" choice={fields.visibility} date={fields.publish}>
        <p className="publish-control__note">
          &lsquo;Save Draft&rsquo; saves the post as a draft whatever is chosen here.
        </p>
      </PublishControl>
      <SearchFields fields={fields} titleFallback="the title and the studio's name" descriptionFallback="the excerpt" />
      <ConformSelect meta={fields.social_image} label="Social image" options={socialOptions} />
      <div className="cms-form__row">
        <ConformField
          meta={fields.image_alt}
          label="Featured image alt text (optional)"
          maxLength={BLOG_LIMITS.imageText}
          hint="What the picture shows, for screen readers; the title when empty."
        />
        <ConformField
          meta={fields.image_caption}
          label="Featured image caption (optional)"
          maxLength={BLOG_LIMITS.imageText}
        />
      </div>
      <input type="hidden" name={fields.settings_kept.name} defaultValue={fields.settings_kept.initialValue ?? ""} />
    </fieldset>
  );
}
