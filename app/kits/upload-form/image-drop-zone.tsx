import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type DragEvent,
  type ReactNode,
} from "react";
import { ErrorList, type ListOfErrors } from "~/components/forms";
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES, sniffFile } from "~/utils/image-type";

/**
 * An image picker for admin forms. Without JavaScript it is a plain file
 * input (the server checks type, size and count). With JavaScript it becomes
 * a drop zone with previews that checks each file in the browser first: type
 * by content (JPG, PNG, WEBP), size, and the count of existing plus new images.
 * The input stays the source of truth, so the form posts the files as usual.
 *
 * Put it last in its form: the server stops reading at a refused file.
 */

export interface ExistingImage {
  /** Sent as the value of `removeExistingName` when the admin removes it. */
  key: string;
  src: string;
  alt: string;
  badge?: string;
}

export interface DropZoneMessages {
  invalidType: string;
  tooLarge: string;
  tooMany: string;
}

const DEFAULT_MESSAGES: DropZoneMessages = {
  invalidType: "Please select a valid image file (JPG, PNG, WEBP)",
  tooLarge: "Image size should be less than 5MB",
  tooMany: "Maximum 1 image allowed",
};

export interface ImageDropZoneHandle {
  /** Replaces the selection (e.g. from a saved draft); runs the same checks. */
  setFiles(files: File[]): Promise<void>;
  clear(): void;
  files(): File[];
}

interface Picked {
  file: File;
  url: string;
}

export interface ImageDropZoneProps {
  name: string;
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
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
  /** Errors from the server or the form's validation. */
  errors?: ListOfErrors;
  required?: boolean;
  messages?: Partial<DropZoneMessages>;
  onFilesChange?: (files: File[]) => void;
  disabled?: boolean;
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export const ImageDropZone = forwardRef<ImageDropZoneHandle, ImageDropZoneProps>(function ImageDropZone(
  {
    name,
    label,
    id: givenId,
    hint,
    maxFiles = 1,
    maxBytes = MAX_IMAGE_BYTES,
    existing = [],
    removeExistingName,
    initialRemoved,
    existingNote,
    replaceExisting = false,
    errors,
    required,
    messages: givenMessages,
    onFilesChange,
    disabled,
  },
  ref,
) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const messages = { ...DEFAULT_MESSAGES, ...givenMessages };
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [clientError, setClientError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<Set<string>>(() => new Set(initialRemoved));
  const [dragging, setDragging] = useState(false);
  const urls = useRef<string[]>([]);

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  // A new submit shows the form's own verdict again, not this pick's message.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onSubmit = () => setClientError(null);
    form.addEventListener("submit", onSubmit, { capture: true });
    return () => form.removeEventListener("submit", onSubmit, { capture: true });
  }, []);

  const kept = replaceExisting ? 0 : existing.filter((image) => !removed.has(image.key)).length;
  const room = Math.max(0, maxFiles - kept);

  /** Puts `files` into the input and the previews, and tells the form. */
  const commit = useCallback(
    (files: File[]) => {
      const input = inputRef.current;
      if (input) {
        const transfer = new DataTransfer();
        for (const file of files) transfer.items.add(file);
        input.files = transfer.files;
        // Conform listens to input events to revalidate the field.
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
      for (const url of urls.current) URL.revokeObjectURL(url);
      const next = files.map((file) => ({ file, url: URL.createObjectURL(file) }));
      urls.current = next.map((entry) => entry.url);
      setPicked(next);
      onFilesChange?.(files);
    },
    [onFilesChange],
  );

  /** Checks candidates in the browser: type by content, then size, then count. */
  const accept = useCallback(
    async (candidates: File[], mode: "replace" | "append") => {
      const base = maxFiles > 1 && mode === "append" ? picked.map((entry) => entry.file) : [];
      const accepted: File[] = [];
      let problem: string | null = null;
      for (const file of candidates) {
        if (!(await sniffFile(file))) problem ??= messages.invalidType;
        else if (file.size > maxBytes) problem ??= messages.tooLarge;
        else accepted.push(file);
      }
      let next = [...base, ...accepted];
      if (next.length > room) {
        problem ??= maxFiles === 1 ? null : messages.tooMany;
        next = maxFiles === 1 ? next.slice(-1) : next.slice(0, room);
      }
      // A single picker with a refused file keeps nothing, so nothing wrong is sent.
      if (maxFiles === 1 && problem) next = [];
      setClientError(problem);
      commit(next);
    },
    [commit, maxBytes, maxFiles, messages.invalidType, messages.tooLarge, messages.tooMany, picked, room],
  );

  useImperativeHandle(
    ref,
    () => ({
      setFiles: (files) => accept(files, "replace"),
      clear: () => {
        setClientError(null);
        commit([]);
      },
      files: () => picked.map((entry) => entry.file),
    }),
    [accept, commit, picked],
  );

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length) void accept(maxFiles === 1 ? files.slice(0, 1) : files, "append");
  };

  const removePicked = (index: number) => {
    setClientError(null);
    commit(picked.filter((_, at) => at !== index).map((entry) => entry.file));
  };

  const shownErrors = clientError ? [clientError] : errors;
  const errorId = shownErrors?.some(Boolean) ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const full = picked.length >= room && maxFiles > 1;

  return (
    <div className={`field cms-dropzone${dragging ? " is-dragging" : ""}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>

      {existing.length ? (
        <div className="cms-dropzone__existing">
          <ul className="cms-dropzone__previews" aria-label="Current images">
            {existing.map((image) => (
              <li
                key={image.key}
                className={`cms-thumb${removed.has(image.key) || (replaceExisting && picked.length) ? " is-removed" : ""}`}
              >
                <img src={image.src} alt={image.alt} loading="lazy" />
                {image.badge ? <span className="badge badge--accent cms-thumb__badge">{image.badge}</span> : null}
                {removeExistingName ? (
                  <label className="cms-thumb__remove">
                    <input
                      type="checkbox"
                      name={removeExistingName}
                      value={image.key}
                      checked={removed.has(image.key)}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setRemoved((before) => {
                          const after = new Set(before);
                          if (checked) after.add(image.key);
                          else after.delete(image.key);
                          return after;
                        });
                      }}
                    />
                    Remove
                  </label>
                ) : null}
              </li>
            ))}
          </ul>
          {existingNote ? <p className="field__hint">{existingNote}</p> : null}
        </div>
      ) : null}

      <input
        ref={inputRef}
        id={id}
        className="cms-dropzone__input"
        type="file"
        name={name}
        accept={IMAGE_ACCEPT}
        multiple={maxFiles > 1}
        required={required}
        disabled={disabled}
        aria-labelledby={`${id}-label ${id}-surface-text`}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        aria-invalid={errorId ? true : undefined}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          void accept(files, "append");
        }}
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

      {picked.length ? (
        <ul className="cms-dropzone__previews" aria-label="Selected images">
          {picked.map((entry, index) => (
            <li key={entry.url} className="cms-thumb">
              <img src={entry.url} alt={`Preview of ${entry.file.name}`} />
              <span className="cms-thumb__caption">
                {entry.file.name} · {formatBytes(entry.file.size)}
              </span>
              <button
                type="button"
                className="cms-thumb__drop"
                aria-label={`Remove ${entry.file.name}`}
                onClick={() => removePicked(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div role="alert" aria-live="assertive">
        <ErrorList id={errorId} errors={shownErrors} />
      </div>
    </div>
  );
});
