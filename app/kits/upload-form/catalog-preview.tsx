import { useFormAction } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type { CatalogRecord } from "~/kits/upload-form/catalog";

/** The intent of the forms' 'Preview' button. */
export const PREVIEW = "preview";

/** The preview's region, which a no-JavaScript 'Preview' lands on. */
export const previewId = (record: CatalogRecord) => `${record.toLowerCase()}-preview`;

/**
 * 'Preview' on Add/Edit Product and Add/Edit Project (decision 020): posts the form, checked by nothing
 * and saved nowhere; the answer keeps every typed value and shows the record as its public page
 * will. Without JavaScript the page answers and lands on the preview; with it the preview comes
 * back beside the form, which never leaves the page.
 */
export function PreviewButton({ record, disabled }: { record: CatalogRecord; disabled: boolean }) {
  const action = useFormAction();
  return (
    <button
      type="submit"
      name="intent"
      value={PREVIEW}
      formNoValidate
      formAction={`${action}#${previewId(record)}`}
      className="button button--ghost"
      disabled={disabled}
    >
      Preview
    </button>
  );
}

/**
 * The record as its public page will show it, in the blog preview's frame ('Preview: not saved.').
 * `reveal`: the preview's data when it came by a fetcher (scripts), so the page does what the
 * fragment does without them, as the blog's preview does: each new one is scrolled to, and the
 * focus goes there for a screen reader to read (typing in the form, which draws the preview again,
 * does not move the page).
 */
export function CatalogPreview({
  record,
  note,
  reveal = null,
  children,
}: {
  record: CatalogRecord;
  /** Why visitors will not see it even once saved (a draft, a schedule), when so. */
  note?: string | null;
  reveal?: object | null;
  children: ReactNode;
}) {
  const id = previewId(record);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reveal) return;
    region.current?.scrollIntoView({ block: "start" });
    region.current?.focus({ preventScroll: true });
  }, [reveal]);
  return (
    <section ref={region} className="cms-preview catalog-preview" id={id} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className="cms-preview__title">
        Preview: not saved. Visitors see this once you save.
      </h2>
      {note ? <p className="catalog-preview__note">{note}</p> : null}
      {children}
    </section>
  );
}

/** The preview in an action's answer, when it is one. */
export function previewOf<T>(data: unknown): T | null {
  if (typeof data !== "object" || data === null || !("preview" in data)) return null;
  return (data as { preview: T }).preview;
}
