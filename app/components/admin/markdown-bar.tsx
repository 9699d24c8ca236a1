import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import {
  formatEdit,
  pictureEdit,
  type MarkdownFormat,
  type TextEdit,
  type UploadedPicture,
} from "~/components/admin/markdown-format";

/** The bar's buttons in order: what each writes is formatEdit's (markdown-format.ts). */
const BUTTONS: ReadonlyArray<{ kind: MarkdownFormat; label: string; mark: string; keys?: string }> = [
  { kind: "heading", label: "Heading", mark: "H" },
  { kind: "bold", label: "Bold", mark: "B", keys: "Control+B" },
  { kind: "italic", label: "Italic", mark: "I", keys: "Control+I" },
  { kind: "list", label: "List", mark: "•" },
  { kind: "quote", label: "Quote", mark: "❝" },
  { kind: "link", label: "Link", mark: "↗", keys: "Control+K" },
];
const SHORTCUTS: Record<string, MarkdownFormat> = { b: "bold", i: "italic", k: "link" };

/**
 * Writes an edit into the field as typing would: through the browser's own insertText where it has
 * it (so Ctrl+Z undoes it, and the form hears an input event: Conform's value, the counters, the
 * blog's autosave), else by setRangeText and an input event of our own.
 */
function apply(field: HTMLTextAreaElement, edit: TextEdit) {
  field.focus();
  field.setSelectionRange(edit.from, edit.to);
  const typed = edit.insert !== "" && document.execCommand?.("insertText", false, edit.insert);
  if (!typed) {
    field.setRangeText(edit.insert, edit.from, edit.to, "end");
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  field.setSelectionRange(...edit.select);
}

/**
 * The formatting bar above a Markdown field (Heading, Bold, Italic, List, Quote, Link, Picture): each
 * button writes the marks into the field around the selection or at the caret and gives the field
 * its focus back. One tab stop; the arrow keys, Home and End move along it (the WAI-ARIA toolbar
 * pattern); Ctrl+B, Ctrl+I and Ctrl+K work in the field. 'Picture' opens the pictures already
 * uploaded and writes the chosen one's Markdown, so no path is ever typed. Shown only when scripts
 * run (the .js class); without them the guide and the picker beside the field do the same work.
 */
export function MarkdownBar({
  fieldId,
  fieldLabel,
  pictures,
  picturesError,
}: {
  fieldId: string;
  /** The field's name, for the bar's and the dialog's labels ('Description'). */
  fieldLabel: string;
  pictures: readonly UploadedPicture[];
  picturesError?: string | null;
}) {
  const [active, setActive] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const field = () => document.getElementById(fieldId) as HTMLTextAreaElement | null;

  const format = (kind: MarkdownFormat) => {
    const target = field();
    if (!target) return;
    apply(target, formatEdit(kind, target.value, target.selectionStart, target.selectionEnd));
  };

  // The shortcuts belong to the field: the bar listens to it.
  useEffect(() => {
    const target = document.getElementById(fieldId);
    if (!target) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const kind = SHORTCUTS[event.key.toLowerCase()];
      if (!kind || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      format(kind);
    };
    target.addEventListener("keydown", onKey);
    return () => target.removeEventListener("keydown", onKey);
  });

  const count = BUTTONS.length + 1;
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = {
      ArrowRight: (active + 1) % count,
      ArrowLeft: (active - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      className="md-bar"
      role="toolbar"
      // Not the field's name: its label is the field's alone ('Content'), for people and for getByLabel.
      aria-label="Formatting"
      aria-controls={fieldId}
      onKeyDown={move}
    >
      {BUTTONS.map(({ kind, label, mark, keys }, index) => (
        <button
          key={kind}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={`md-bar__button md-bar__button--${kind}`}
          tabIndex={index === active ? 0 : -1}
          aria-keyshortcuts={keys}
          title={keys ? `${label} (${keys.replace("Control", "Ctrl")})` : label}
          onFocus={() => setActive(index)}
          onClick={() => format(kind)}
        >
          <span className="md-bar__mark" aria-hidden="true">
            {mark}
          </span>
          {label}
        </button>
      ))}
      <PicturePicker
        buttonRef={(element) => {
          buttons.current[BUTTONS.length] = element;
        }}
        tabIndex={active === BUTTONS.length ? 0 : -1}
        onFocus={() => setActive(BUTTONS.length)}
        fieldId={fieldId}
        fieldLabel={fieldLabel}
        pictures={pictures}
        picturesError={picturesError}
        onPick={(picture) => {
          const target = field();
          if (target) apply(target, pictureEdit(picture, target.value, target.selectionStart, target.selectionEnd));
        }}
      />
    </div>
  );
}

/** 'Picture': a dialog of the uploaded pictures, with a search; a pick closes it and writes the picture at the caret. */
function PicturePicker({
  buttonRef,
  tabIndex,
  onFocus,
  fieldId,
  fieldLabel,
  pictures,
  picturesError,
  onPick,
}: {
  buttonRef: (element: HTMLButtonElement | null) => void;
  tabIndex: number;
  onFocus: () => void;
  fieldId: string;
  fieldLabel: string;
  pictures: readonly UploadedPicture[];
  picturesError?: string | null;
  onPick: (picture: UploadedPicture) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const words = query.trim().toLowerCase();
  const shown = words
    ? pictures.filter((picture) => `${picture.label} ${picture.alt}`.toLowerCase().includes(words))
    : pictures;
  const titleId = `${fieldId}-pictures-title`;

  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="md-bar__button md-bar__button--picture"
        tabIndex={tabIndex}
        aria-haspopup="dialog"
        onFocus={onFocus}
        onClick={() => setOpen(true)}
      >
        <span className="md-bar__mark" aria-hidden="true">
          ▣
        </span>
        Picture
      </button>
      {open ? (
        <dialog
          ref={dialog}
          className="url-dialog md-pictures"
          aria-labelledby={titleId}
          onClose={() => {
            setOpen(false);
            setQuery("");
          }}
        >
          <div className="url-dialog__header">
            <h2 id={titleId} className="url-dialog__title">
              Insert a picture
            </h2>
            <button
              type="button"
              className="url-dialog__close"
              aria-label="Close"
              onClick={() => dialog.current?.close()}
            >
              ×
            </button>
          </div>
          <div className="md-pictures__body">
            <p className="field__hint">
              Pictures already uploaded to posts, projects and products. The one you choose goes into the{" "}
              {fieldLabel.toLowerCase()} where the cursor was.
            </p>
            {picturesError ? <p className="form-error">{picturesError}</p> : null}
            {pictures.length > 0 ? (
              <div className="field md-pictures__search">
                <label htmlFor={`${titleId}-search`}>Find a picture</label>
                <input
                  id={`${titleId}-search`}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="e.g. courtyard, lamp"
                />
              </div>
            ) : picturesError ? null : (
              <p>No pictures uploaded yet: add a featured image to a post or photos to a project or product first.</p>
            )}
            <ul className="md-pictures__list" aria-label="Uploaded pictures">
              {shown.map((picture) => (
                <li key={picture.src}>
                  <button
                    type="button"
                    className="md-pictures__choice"
                    onClick={() => {
                      dialog.current?.close();
                      onPick(picture);
                    }}
                  >
                    <img
                      src={`${picture.src}?w=160`}
                      srcSet={`${picture.src}?w=160 160w, ${picture.src}?w=320 320w`}
                      sizes="160px"
                      alt=""
                      width={160}
                      height={107}
                      loading="lazy"
                    />
                    <span className="md-pictures__label">{picture.label}</span>
                    {/* Its alt text, which the Markdown carries, when it says more than the label. */}
                    {picture.alt !== picture.label ? <span className="md-pictures__alt">{picture.alt}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
            {words && shown.length === 0 ? <p role="status">No picture matches &lsquo;{query.trim()}&rsquo;.</p> : null}
          </div>
        </dialog>
      ) : null}
    </>
  );
}
