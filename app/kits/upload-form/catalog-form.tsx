import { Link } from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";
import { ConformMarkdownField } from "~/components/admin/markdown-field";
import { CATALOG } from "~/kits/upload-form/catalog";
import { PreviewButton } from "~/kits/upload-form/catalog-preview";
import { UploadForm } from "~/kits/upload-form/upload-form";
import type { CatalogFormProps, useCatalogForm } from "~/kits/upload-form/use-catalog-form";

type CatalogFormState<P> = ReturnType<typeof useCatalogForm<P>>;

/**
 * The form of Add/Edit Product and Add/Edit Project in its frame: after the save button 'Preview',
 * the record's own actions (a project's Reset) and the link back to the list; the preview beside it.
 */
export function CatalogForm<P>({
  state,
  Preview,
  actions,
  listLabel,
  children,
}: {
  /** What useCatalogForm gives the frame. */
  state: Pick<CatalogFormState<P>, "record" | "frame" | "upload" | "preview" | "previewing" | "revealPreview">;
  /** The record as its public page will show it (ProductPreview). */
  Preview: ComponentType<{ preview: P; reveal?: boolean }>;
  actions?: ReactNode;
  /** The list link's words ('Back to Products'). */
  listLabel: string;
  children: ReactNode;
}) {
  const { record, preview } = state;
  return (
    <div className="catalog-with-preview">
      <UploadForm
        {...state.frame}
        actions={
          <>
            <PreviewButton record={record} disabled={state.upload.busy || state.previewing} />
            {actions}
            <Link to={CATALOG[record].list} className="button button--ghost">
              {listLabel}
            </Link>
          </>
        }
      >
        {children}
      </UploadForm>
      {preview ? <Preview preview={preview} reveal={state.revealPreview} /> : null}
    </div>
  );
}

/**
 * A catalog record's Description, a Markdown field with the pictures already uploaded, and the lines
 * of its settings block this site does not know, which ride along in a hidden field (decision 014).
 */
export function CatalogDescription({
  fields,
  rows,
  pictures,
  picturesError,
}: Pick<CatalogFormProps<unknown>, "pictures" | "picturesError"> & {
  fields: CatalogFormState<unknown>["fields"];
  rows: number;
}) {
  return (
    <>
      <ConformMarkdownField
        meta={fields.description}
        label="Description"
        rows={rows}
        pictures={pictures}
        picturesError={picturesError}
      />
      <input
        type="hidden"
        name={fields.settings_kept.name}
        defaultValue={String(fields.settings_kept.initialValue ?? "")}
      />
    </>
  );
}
