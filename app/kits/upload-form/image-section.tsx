import { forwardRef, useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { ErrorList, type ListOfErrors } from "~/components/forms";
import { useTicked } from "~/kits/admin-list/use-ticked";
import { AddMoreTile } from "~/kits/upload-form/add-more-tile";
import { FormSection } from "~/kits/upload-form/form-section";
import { ExistingImages, PickedPreviews, type ExistingImage } from "~/kits/upload-form/image-previews";
import { usePickedFiles, type ImagePickerHandle } from "~/kits/upload-form/use-picked-files";
import { KeptFromPreview, keptPictureUrls } from "~/kits/upload-form/kept-from-preview";
import type { ImageMessages } from "~/schemas/upload-form";
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from "~/vocabulary/images";

export type { ExistingImage } from "~/kits/upload-form/image-previews";
export type { ImagePickerHandle } from "~/kits/upload-form/use-picked-files";

/**
 * The images of an admin form: the record's existing images with 'Remove'
 * boxes, the new files, and the count and size limits. Without JavaScript it
 * is a plain file input (the server checks type, size and count). With
 * JavaScript it is a drop zone with previews that checks each file first.
 *
 * Put it last in its form: the server stops reading at a refused file.
 */

const DEFAULT_MESSAGES: ImageMessages = {
  imageType: "Please select a valid image file (JPG, PNG, WEBP)",
  imageSize: "Image size should be less than 5MB",
  tooManyImages: "Maximum 1 image allowed",
};

export interface ImageSectionProps {
  name: string;
  label: ReactNode;
  id?: string;
  /** In a titled block with 'Max N images' (product and project forms). */
  title?: string;
  /** Below the drop zone; a function of how many images the record will have. */
  hint?: ReactNode | ((total: number) => ReactNode);
  /** 1 for a single image; more makes the input `multiple`. */
  maxFiles?: number;
  maxBytes?: number;
  existing?: ExistingImage[];
  /** With it, each existing image has a 'Remove' checkbox posting this name with the image's key. */
  removeExistingName?: string;
  /** Keys whose 'Remove' box starts ticked (a refused form shown again as it was sent). */
  initialRemoved?: readonly string[];
  existingNote?: ReactNode;
  /** A new pick replaces the existing image(s) instead of adding to them (one featured image). */
  replaceExisting?: boolean;
  errors?: ListOfErrors;
  required?: boolean;
  /** The form's own messages object (PRODUCT_MESSAGES, …): its image wording is used. */
  messages?: Partial<ImageMessages>;
  /** Told how many images the record will have (kept + new). */
  onCountChange?: (total: number) => void;
  /** The pictures kept from a 'Preview' without JavaScript ('<token>.<count>', the hidden field `picked`). */
  keptFromPreview?: string | null;
}

export const ImageSection = forwardRef<ImagePickerHandle, ImageSectionProps>(function ImageSection(props, ref) {
  const { title, maxFiles = 1, existing = [], replaceExisting = false, onCountChange } = props;
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const messages = { ...DEFAULT_MESSAGES, ...props.messages };
  const inputRef = useRef<HTMLInputElement>(null);
  const [removed, toggle] = useTicked(props.initialRemoved);
  const [dragging, setDragging] = useState(false);

  const kept = replaceExisting ? 0 : existing.filter((image) => !removed.has(image.key)).length;
  const room = Math.max(0, maxFiles - kept);
  const files = usePickedFiles({
    inputRef,
    handle: ref,
    maxFiles,
    maxBytes: props.maxBytes ?? MAX_IMAGE_BYTES,
    room,
    messages,
  });
  const fromPreview = files.picked.length === 0 ? keptPictureUrls(props.keptFromPreview) : [];
  const total = kept + files.picked.length + fromPreview.length;
  useEffect(() => onCountChange?.(total), [onCountChange, total]);

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length) void files.accept(maxFiles === 1 ? dropped.slice(0, 1) : dropped, "append");
  };

  const hint = typeof props.hint === "function" ? props.hint(total) : props.hint;
  const shownErrors = files.error ? [files.error] : props.errors;
  const errorId = shownErrors?.some(Boolean) ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const full = files.picked.length >= room && maxFiles > 1;

  const field = (
    <div className={`field cms-dropzone${dragging ? " is-dragging" : ""}`}>
      <span className="field__label" id={`${id}-label`}>
        {props.label}
      </span>
      <ExistingImages
        images={existing}
        removeName={props.removeExistingName}
        removed={removed}
        onToggle={toggle}
        replaced={replaceExisting && (files.picked.length > 0 || fromPreview.length > 0)}
        note={props.existingNote}
      />
      <input
        ref={inputRef}
        id={id}
        className="cms-dropzone__input"
        type="file"
        name={props.name}
        accept={IMAGE_ACCEPT}
        multiple={maxFiles > 1}
        required={props.required}
        aria-labelledby={`${id}-label ${id}-surface-text`}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        aria-invalid={errorId ? true : undefined}
        onChange={(event) => void files.accept(Array.from(event.currentTarget.files ?? []), "append")}
      />
      <label
        htmlFor={id}
        className={`cms-dropzone__surface${full ? " is-full" : ""}`}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" className="cms-dropzone__icon">
          <path
            d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span id={`${id}-surface-text`} className="cms-dropzone__text">
          {maxFiles > 1 ? "Drop images here or click to browse" : "Drop an image here or click to browse"}
        </span>
        <span className="cms-dropzone__sub">JPG, PNG or WEBP, under 5 MB</span>
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <PickedPreviews picked={files.picked} onDrop={files.drop} />
      {fromPreview.length > 0 ? <KeptFromPreview value={props.keptFromPreview ?? ""} urls={fromPreview} /> : null}
      <div role="alert" aria-live="assertive">
        <ErrorList id={errorId} errors={shownErrors} />
      </div>
    </div>
  );

  if (!title) return field;
  return (
    <FormSection title={title} description={`Max ${maxFiles} images`}>
      {field}
      {existing.length > 0 && total < maxFiles ? <AddMoreTile inputId={id} count={total} max={maxFiles} /> : null}
    </FormSection>
  );
});
