import { decode } from "turbo-stream";

/**
 * Sends a form to its Remix route action with XMLHttpRequest, so the page can
 * show how much of the body has been sent (fetch cannot report upload
 * progress). It speaks Remix's single-fetch protocol, as `useSubmit` does:
 * the POST goes to `<path>.data`, and the answer is a turbo-stream holding
 * the action's data, its error, or the redirect it returned
 * (Post/Redirect/Get). `turbo-stream` is the decoder Remix itself uses
 * (a dependency of @remix-run/react, same version).
 *
 * The format is Remix's own, not a public API (React Router 7 changes it):
 * tests/routes/upload-progress.test.ts posts real admin forms to the built
 * site and decodes the answers with `uploadOutcome`, and checks that our
 * turbo-stream is the version @remix-run/react decodes with, so an upgrade
 * that changes either fails there first.
 */

export type UploadOutcome =
  | { kind: "redirect"; location: string }
  | { kind: "data"; status: number; data: unknown }
  /** A thrown response or error (403 bad CSRF token, 500…). */
  | { kind: "failed"; status: number }
  | { kind: "network" }
  | { kind: "timeout" }
  | { kind: "aborted" };

export interface UploadRequest {
  /** The form's action URL (the current page when empty). */
  action: string;
  formData: FormData;
  /** 0–100: the share of the request body sent so far. */
  onProgress?: (percent: number) => void;
  /** The upstream save may take 60 s; allow a little more for the body itself. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The single-fetch URL of an action: '/dashboard/add-blogs/' → '/dashboard/add-blogs.data'. */
export function singleFetchActionUrl(action: string, base: string): string {
  const url = new URL(action || base, base);
  url.hash = "";
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return url.toString();
}

const REDIRECT = "redirect";

/** An action's redirect comes as `{ redirect, status, revalidate, reload, replace }`. */
interface Decoded {
  redirect?: string | { redirect?: string };
  data?: unknown;
  error?: unknown;
}

async function decodeSingleFetch(text: string): Promise<Decoded | null> {
  const body = new Response(text).body;
  if (!body) return null;
  const { value, done } = await decode(body, {
    plugins: [
      (type, ...rest) => {
        if (type === "SingleFetchRedirect") return { value: { [REDIRECT]: rest[0] } };
        if (type === "SanitizedError") return { value: new Error(String(rest[1] ?? "Error")) };
        if (type === "ErrorResponse") return { value: { status: rest[1], data: rest[0] } };
        return undefined;
      },
      (type, value) => {
        if (type === "SingleFetchFallback") return { value: undefined };
        if (type === "SingleFetchClassInstance") return { value };
        return undefined;
      },
    ],
  });
  await done;
  return value && typeof value === "object" ? (value as Decoded) : null;
}

/** What an action's single-fetch answer (its status and body) says happened. */
export async function uploadOutcome(status: number, text: string): Promise<UploadOutcome> {
  let decoded: Decoded | null = null;
  try {
    decoded = await decodeSingleFetch(text);
  } catch {
    decoded = null;
  }
  const redirect = typeof decoded?.redirect === "object" ? decoded.redirect.redirect : decoded?.redirect;
  if (typeof redirect === "string") return { kind: "redirect", location: redirect };
  if (decoded && "data" in decoded && decoded.data !== undefined && !("error" in decoded)) {
    return { kind: "data", status, data: decoded.data };
  }
  return { kind: "failed", status };
}

export function sendWithProgress({
  action,
  formData,
  onProgress,
  timeoutMs = 90_000,
  signal,
}: UploadRequest): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", singleFetchActionUrl(action, window.location.href));
    xhr.timeout = timeoutMs;
    xhr.responseType = "text";

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100);
    };
    // The last progress event may come before the final bytes; the body is fully sent here.
    xhr.upload.onload = () => onProgress?.(100);

    xhr.onload = () => {
      void uploadOutcome(xhr.status, xhr.responseText).then(resolve);
    };
    xhr.onerror = () => resolve({ kind: "network" });
    xhr.ontimeout = () => resolve({ kind: "timeout" });
    xhr.onabort = () => resolve({ kind: "aborted" });
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });

    onProgress?.(0);
    xhr.send(formData);
  });
}
