import type { FormMetadata } from "@conform-to/react";
import { useCallback, useEffect, useState, type RefObject } from "react";
import type { ImagePickerHandle } from "~/kits/upload-form/image-section";
import { showToast } from "~/components/toaster";
import { BLOG_DRAFT_KEY, blogDraftSchema, type BlogDraft } from "~/schemas/blog-form";

/**
 * The autosave of unsent typing and Load Draft for Add Blog (admin-area §2, §3): the form's
 * fields, the picked image as a data URL when it fits, and the time it was kept, in
 * localStorage under `blogDraft`, a second after the last keystroke. Only with JavaScript.
 * 'Save Draft' itself stores the post on the server as a draft (decision 014): it is a submit
 * button of the form, so it works without JavaScript too.
 */

const AUTOSAVE_DELAY_MS = 1000;

// localStorage holds about 5 MB per site; a larger image is left out of the draft.
const MAX_DRAFT_IMAGE_BYTES = 2 * 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Decoded by hand: the page's CSP does not let fetch() read data: URLs. */
function dataUrlToFile(dataUrl: string, name: string): File {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error("Not a data URL");
  const [, type = "application/octet-stream", base64, payload] = match;
  const text = base64 ? atob(payload) : decodeURIComponent(payload);
  const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
  return new File([bytes], name, { type });
}

function readDraft(): BlogDraft | null {
  try {
    const raw = window.localStorage.getItem(BLOG_DRAFT_KEY);
    if (!raw) return null;
    const parsed = blogDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};

export function useBlogDraft({
  form,
  dropZone,
}: {
  form: FormMetadata<Record<string, unknown>, string[]>;
  dropZone: RefObject<ImagePickerHandle | null>;
}) {
  const [lastSaved, setLastSaved] = useState<string | null>(null);

  const save = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      const element = document.forms.namedItem(form.id);
      if (!element) return;
      const data = new FormData(element);
      const image = dropZone.current?.files()[0] ?? null;
      const draft: BlogDraft = {
        title: text(data, "title"),
        excerpt: text(data, "excerpt"),
        content: text(data, "content"),
        category: text(data, "category"),
        tags: text(data, "tags"),
        author: text(data, "author"),
        featured: data.has("featured"),
        imagePreview: image && image.size <= MAX_DRAFT_IMAGE_BYTES ? await readAsDataUrl(image) : null,
        imageName: image?.name ?? null,
        lastSaved: new Date().toISOString(),
      };
      try {
        window.localStorage.setItem(BLOG_DRAFT_KEY, JSON.stringify(draft));
      } catch {
        // Storage full: keep the words, leave the picture out.
        window.localStorage.setItem(BLOG_DRAFT_KEY, JSON.stringify({ ...draft, imagePreview: null }));
      }
      setLastSaved(draft.lastSaved);
      if (!silent) showToast({ type: "success", message: "Draft saved locally" });
    },
    [dropZone, form.id],
  );

  // Autosave: what is typed is kept in this browser until it is sent.
  useEffect(() => {
    const element = document.forms.namedItem(form.id);
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void save({ silent: true }), AUTOSAVE_DELAY_MS);
    };
    // Once sent, the typing is the server's (published, or a draft there): the browser copy goes.
    const sent = () => {
      clearTimeout(timer);
      try {
        window.localStorage.removeItem(BLOG_DRAFT_KEY);
      } catch {
        // Storage unavailable: nothing was kept.
      }
    };
    element.addEventListener("input", schedule);
    element.addEventListener("submit", sent);
    return () => {
      clearTimeout(timer);
      element.removeEventListener("input", schedule);
      element.removeEventListener("submit", sent);
    };
  }, [form.id, save]);

  const load = useCallback(async () => {
    const draft = readDraft();
    if (!draft) {
      showToast({ type: "warning", message: "No draft found" });
      return;
    }
    form.update({
      value: {
        title: draft.title,
        excerpt: draft.excerpt,
        content: draft.content,
        category: draft.category,
        tags: draft.tags,
        author: draft.author,
        featured: draft.featured ? "on" : "",
      },
    });
    if (draft.imagePreview) {
      try {
        await dropZone.current?.setFiles([dataUrlToFile(draft.imagePreview, draft.imageName ?? "draft-image")]);
      } catch {
        // A damaged picture in storage: the words are still loaded.
      }
    }
    setLastSaved(draft.lastSaved);
    showToast({ type: "success", message: "Draft loaded" });
  }, [dropZone, form]);

  return { save, load, lastSaved };
}

export function LoadDraftButton({ onLoad }: { onLoad: () => void }) {
  return (
    <button type="button" className="button button--ghost button--small cms-button--outline" onClick={onLoad}>
      Load Draft
    </button>
  );
}

const savedAt = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", day: "numeric", month: "short" }).format(
    new Date(iso),
  );

/** When the typing was last kept in this browser (the autosave of what was not sent yet). */
export function AutosaveNote({ lastSaved }: { lastSaved: string | null }) {
  return lastSaved ? <span className="cms-form__note">Autosaved in this browser {savedAt(lastSaved)}</span> : null;
}
