import type { FieldMetadata } from "@conform-to/react";
import { ConformField, ConformTextarea } from "~/components/forms";
import { CharacterCounter } from "~/kits/blog-form/counter";
import { DESCRIPTION_MAX, SEO_LIMITS, TITLE_MAX } from "~/vocabulary/search-engines";

/** A Conform field of any form (the blog's, or a catalog form's). */
type Meta<Schema, Form extends Record<string, unknown>> = FieldMetadata<Schema, Form, string[]>;

/** How many characters a field holds now (typed, else as the form started). */
function lengthOf(field: { value?: unknown; initialValue?: unknown }): number {
  const text = field.value ?? field.initialValue;
  return typeof text === "string" ? text.length : 0;
}

/**
 * The owner's SEO title and meta description of a post, a project or a product, with the same
 * limits and counters on each form; kept in the record's settings block (`seo-title`,
 * `description`, decision 014) and used by its public page's head (kits/seo/meta.ts: the whole
 * `<title>` and the description). `titleFallback` and `descriptionFallback` say what the page
 * uses when a field is empty: a project's and a product's page take the description's first lines.
 */
export function SearchFields<Schema, Form extends Record<string, unknown>>({
  fields,
  titleFallback,
  descriptionFallback = "the description's first lines",
}: {
  /** The form's fields: these two are its `seo_title` and `meta_description`. */
  fields: Record<string, Meta<Schema, Form>>;
  titleFallback: string;
  descriptionFallback?: string;
}) {
  const { seo_title: title, meta_description: description } = fields;
  return (
    <>
      <ConformField
        meta={title}
        label="SEO title (optional)"
        maxLength={SEO_LIMITS.title}
        hint={
          <CharacterCounter length={lengthOf(title)} guide={TITLE_MAX}>
            {" "}
            shown by search engines; used whole in the browser tab; {titleFallback} when empty
          </CharacterCounter>
        }
      />
      <ConformTextarea
        meta={description}
        label="Meta description (optional)"
        maxLength={SEO_LIMITS.description}
        rows={2}
        hint={
          <CharacterCounter length={lengthOf(description)} guide={DESCRIPTION_MAX}>
            {" "}
            shown by search engines; {descriptionFallback} when empty
          </CharacterCounter>
        }
      />
    </>
  );
}
