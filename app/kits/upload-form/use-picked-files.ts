import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref, type RefObject } from "react";
import type { ImageMessages } from "~/schemas/upload-form";
import { sniffFile } from "~/utils/image-type";

/**
 * The new files of an image section: the picks with their preview URLs, the
 * browser's checks (type by content, size, count) and the message of the last
 * refused pick. The file input stays the source of truth, so the form posts
 * the files as usual.
 */

export interface ImagePickerHandle {
  /** Replaces the selection (e.g. from a saved draft); runs the same checks. */
  setFiles(files: File[]): Promise<void>;
  clear(): void;
  files(): File[];
}

export interface Picked {
  file: File;
  url: string;
}

/** The field Conform's own submissions carry (`INTENT` of @conform-to/dom): a check of one field, not a send. */
export const CONFORM_INTENT = "__intent__";

/**
 * Calls `send` when the person sends `form`, before the form's handlers run;
 * gives the remover. Conform checks a field on blur and on input by submitting
 * the form with a hidden `__intent__` button: those are not sends. Clearing on
 * them hid the pick's message when the save button's press blurred the last
 * field, so the button moved up under the pointer and the click was lost, and
 * hid it for good once the images had been checked (the pick's own input event).
 */
export function onSend(form: EventTarget, send: () => void): () => void {
  const listener = (event: Event) => {
    const submitter = (event as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") !== CONFORM_INTENT) send();
  };
  form.addEventListener("submit", listener, { capture: true });
  return () => form.removeEventListener("submit", listener, { capture: true });
}

export function usePickedFiles({
  inputRef,
  handle,
  maxFiles,
  maxBytes,
  room,
  messages,
  onFilesChange,
}: {
  inputRef: RefObject<HTMLInputElement>;
  handle?: Ref<ImagePickerHandle>;
  maxFiles: number;
  maxBytes: number;
  /** How many new files fit beside the kept existing ones. */
  room: number;
  messages: ImageMessages;
  onFilesChange?: (files: File[]) => void;
}) {
  const [picked, setPicked] = useState<Picked[]>([]);
  const [error, setError] = useState<string | null>(null);
  const urls = useRef<string[]>([]);

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  // Sending the form shows the form's own verdict again, not this pick's message.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    return onSend(form, () => setError(null));
  }, [inputRef]);

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
    [inputRef, onFilesChange],
  );

  /** Checks candidates in the browser: type by content, then size, then count. */
  const accept = useCallback(
    async (candidates: File[], mode: "replace" | "append") => {
      const base = maxFiles > 1 && mode === "append" ? picked.map((entry) => entry.file) : [];
      const accepted: File[] = [];
      let problem: string | null = null;
      for (const file of candidates) {
        if (!(await sniffFile(file))) problem ??= messages.imageType;
        else if (file.size > maxBytes) problem ??= messages.imageSize;
        else accepted.push(file);
      }
      let next = [...base, ...accepted];
      if (next.length > room) {
        problem ??= maxFiles === 1 ? null : messages.tooManyImages;
        next = maxFiles === 1 ? next.slice(-1) : next.slice(0, room);
      }
      // A single picker with a refused file keeps nothing, so nothing wrong is sent.
      if (maxFiles === 1 && problem) next = [];
      setError(problem);
      commit(next);
    },
    [commit, maxBytes, maxFiles, messages.imageType, messages.imageSize, messages.tooManyImages, picked, room],
  );

  const clear = useCallback(() => {
    setError(null);
    commit([]);
  }, [commit]);

  useImperativeHandle(
    handle,
    () => ({ setFiles: (files) => accept(files, "replace"), clear, files: () => picked.map((entry) => entry.file) }),
    [accept, clear, picked],
  );

  const drop = (index: number) => {
    setError(null);
    commit(picked.filter((_, at) => at !== index).map((entry) => entry.file));
  };

  return { picked, error, accept, drop };
}
