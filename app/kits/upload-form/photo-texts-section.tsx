import { Field } from "~/components/forms";
import { FormSection } from "~/kits/upload-form/form-section";

interface PhotoTextValue {
  path?: string;
  alt?: string;
  caption?: string;
}

/** The rows a form starts with (the record's, or what a refused post or a preview sent back). */
export const photoTextsOf = (initialValue: unknown): PhotoTextValue[] =>
  (initialValue as { photo_texts?: PhotoTextValue[] } | undefined)?.photo_texts ?? [];

/**
 * 'Photo descriptions' of Edit Project and Edit Product: for each stored photo its alt text and an
 * optional caption, posted as `photo_texts[n].path|alt|caption` (PhotoTextRow, records/front-matter.ts).
 */
export function PhotoTextsSection({ rows, fallback }: { rows: PhotoTextValue[]; fallback: string }) {
  if (rows.length === 0) return null;
  return (
    <FormSection
      title="Photo descriptions"
      description={`What each photo shows, for screen readers (${fallback} when empty), and an optional caption under it. New photos get theirs after saving.`}
    >
      {rows.map((photo, index) => (
        <div key={photo.path ?? index} className="catalog-grid-2">
          <input type="hidden" name={`photo_texts[${index}].path`} defaultValue={photo.path ?? ""} />
          <Field
            name={`photo_texts[${index}].alt`}
            id={`photo-alt-${index}`}
            type="text"
            label={`Alt text, image ${index + 1}`}
            defaultValue={photo.alt ?? ""}
            maxLength={300}
          />
          <Field
            name={`photo_texts[${index}].caption`}
            id={`photo-caption-${index}`}
            type="text"
            label={`Caption, image ${index + 1}`}
            defaultValue={photo.caption ?? ""}
            maxLength={300}
          />
        </div>
      ))}
    </FormSection>
  );
}
