import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useActionData, useFormAction } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorList } from "~/components/fields";
import { MarkdownBar } from "~/components/admin/markdown-bar";
import type { UploadedPicture } from "~/components/admin/markdown-format";

/** The intent of 'Insert picture' without scripts, and the name of its picture select. */
export const INSERT_PICTURE = "insert-picture";
export const PICTURE_FIELD = "picture";

/** What the form's action answers to 'Insert picture', beside the form as typed. */
export interface InsertedPicture {
  insertedPicture: { field: string; note: string };
}

const insertedNote = (data: unknown, field: string): string | null => {
  if (typeof data !== "object" || data === null || !("insertedPicture" in data)) return null;
  const inserted = (data as InsertedPicture).insertedPicture;
  return inserted.field === field ? inserted.note : null;
};

const GROUPS = ["Posts", "Projects", "Products"] as const;

/**
 * A Markdown body field (a post's content, a project's or product's description) that a
 * non-technical owner can write: the formatting bar above it with scripts (markdown-bar.tsx), and
 * for everyone the short guide below it and the pictures already uploaded. Without scripts a picture
 * is chosen in the select and 'Insert picture' posts the form: the page comes back with everything
 * typed kept, the picture's Markdown at the end of the text, and lands here. No path is ever typed.
 */
export function ConformMarkdownField<Schema, Form extends Record<string, unknown>>({
  meta,
  label,
  hint,
  pictures,
  picturesError,
  ...rest
}: {
  meta: FieldMetadata<Schema, Form, string[]>;
  label: string;
  hint?: ReactNode;
  pictures: readonly UploadedPicture[];
  picturesError?: string | null;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
}) {
  const { key, ...textarea } = getTextareaProps(meta);
  const action = useFormAction();
  const note = insertedNote(useActionData(), meta.name);
  const id = meta.id;
  const errorId = meta.errors?.length ? meta.errorId : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const guideId = `${id}-guide`;
  return (
    <div className="field md-field" id={`${id}-field`}>
      <label htmlFor={id}>{label}</label>
      <MarkdownBar fieldId={id} fieldLabel={label} pictures={pictures} picturesError={picturesError} />
      <textarea
        key={key}
        {...textarea}
        {...rest}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId, guideId].filter(Boolean).join(" ")}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={meta.errors} />
      <MarkdownGuide id={guideId} />
      <div className="md-insert md-nojs-only">
        <div className="field md-insert__choice">
          <label htmlFor={`${id}-picture`}>Picture to insert</label>
          <select id={`${id}-picture`} name={PICTURE_FIELD} defaultValue="">
            <option value="">{pictures.length ? "Choose an uploaded picture" : "No pictures uploaded yet"}</option>
            {GROUPS.map((group) => {
              const inGroup = pictures.filter((picture) => picture.group === group);
              return inGroup.length ? (
                <optgroup key={group} label={group}>
                  {inGroup.map((picture) => (
                    <option key={picture.src} value={picture.src}>
                      {picture.label}
                    </option>
                  ))}
                </optgroup>
              ) : null;
            })}
          </select>
          {picturesError ? <p className="form-error">{picturesError}</p> : null}
        </div>
        <button
          type="submit"
          name="intent"
          value={INSERT_PICTURE}
          formNoValidate
          formAction={`${action}#${id}-field`}
          className="button button--ghost cms-button--outline"
        >
          Insert picture
        </button>
      </div>
      {note ? (
        <p className="md-insert__note" role="status">
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** How to write the marks by hand: the same five the bar writes, and a word on pictures. */
function MarkdownGuide({ id }: { id: string }) {
  return (
    <details className="md-guide" id={id}>
      <summary>How to format the text</summary>
      <dl className="md-guide__list">
        <div>
          <dt>A heading</dt>
          <dd>
            Start the line with two hashes and a space: <code>## Materials</code>
          </dd>
        </div>
        <div>
          <dt>Bold, italic</dt>
          <dd>
            Two stars around the words for bold, one for italic: <code>**local laterite**</code>,{" "}
            <code>*in the shade*</code>
          </dd>
        </div>
        <div>
          <dt>A list</dt>
          <dd>
            Each item on its own line, after a dash and a space: <code>- Courtyard</code>
          </dd>
        </div>
        <div>
          <dt>A quote</dt>
          <dd>
            Start the line with &gt; and a space: <code>&gt; It stays cool all day.</code>
          </dd>
        </div>
        <div>
          <dt>A link</dt>
          <dd>
            The words in square brackets, the address in round ones: <code>[our projects](https://…)</code>
          </dd>
        </div>
        <div>
          <dt>A picture</dt>
          <dd>
            <span className="md-js-only">Press Picture above the field and choose one of the uploaded pictures.</span>
            <span className="md-nojs-only">
              Choose one of the uploaded pictures below the field and press &lsquo;Insert picture&rsquo;.
            </span>{" "}
            No address to type.
          </dd>
        </div>
      </dl>
      <p>Leave an empty line between paragraphs; a single line break stays a break.</p>
    </details>
  );
}
