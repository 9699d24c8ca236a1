import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { ConformField, ConformSelect, ConformTextarea, Field } from "~/components/forms";
import { CharacterCounter, typedLength } from "~/kits/blog-form/counter";
import { BLOG_LIMITS, SOCIAL_FEATURED, SOCIAL_STUDIO, type BlogSettingsValues } from "~/schemas/blog-form";
import { DESCRIPTION_MAX, TITLE_MAX } from "~/vocabulary/search-engines";

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
 * 'Publishing and search' of Add Blog and Edit Blog (decision 014): the publish date, SEO title, meta
 * description with its counter, social image and the featured image's alt text and caption, kept
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
  const { key: publishKey, ...publishProps } = getInputProps(fields.publish, { type: "datetime-local" });
  return (
    <fieldset className="cms-fieldset">
      <legend>Publishing and search</legend>
      <Field
        key={publishKey}
        {...publishProps}
        label="Publish date (optional)"
        errors={fields.publish.errors}
        hint="Studio time (Accra). Empty: published when saved. A date ahead schedules the post."
      />
      <ConformField
        meta={fields.seo_title}
        label="SEO title (optional)"
        maxLength={BLOG_LIMITS.seoTitle}
        hint={
          <CharacterCounter length={typedLength(fields.seo_title)} guide={TITLE_MAX}>
            {" "}
            shown by search engines; used whole in the browser tab; the title and the studio&apos;s name when empty
          </CharacterCounter>
        }
      />
      <ConformTextarea
        meta={fields.meta_description}
        label="Meta description (optional)"
        maxLength={BLOG_LIMITS.metaDescription}
        rows={2}
        hint={
          <CharacterCounter length={typedLength(fields.meta_description)} guide={DESCRIPTION_MAX}>
            {" "}
            shown by search engines; the excerpt when empty
          </CharacterCounter>
        }
      />
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
