/**
 * Sends a form to its Remix route action with XMLHttpRequest, so the page can
 * show how much of the body has been sent (fetch cannot report upload
 * progress). The request is a Remix data request (`?_data=<routeId>`), so the
 * action answers exactly as it does for `useSubmit`: its JSON, or a 204 with
 * `X-Remix-Redirect` when it redirected (Post/Redirect/Get).
 */

export type UploadOutcome =
  | { kind: "redirect"; location: string }
  | { kind: "data"; status: number; data: unknown }
  /** A thrown response or an error page (403 bad CSRF token, 500…). */
  | { kind: "failed"; status: number }
  | { kind: "network" }
  | { kind: "timeout" }
  | { kind: "aborted" };

export interface UploadRequest {
  /** The form's action URL (the current route when empty). */
  action: string;
  /** The id of the route whose action handles it, e.g. 'routes/dashboard.add-blogs'. */
  routeId: string;
  formData: FormData;
  /** 0–100: the share of the request body sent so far. */
  onProgress?: (percent: number) => void;
  /** The upstream save may take 60 s; allow a little more for the body itself. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export function dataRequestUrl(action: string, routeId: string, base: string): string {
  const url = new URL(action || base, base);
  url.searchParams.set("_data", routeId);
  return url.toString();
}

export function sendWithProgress({
  action,
  routeId,
  formData,
  onProgress,
  timeoutMs = 90_000,
  signal,
}: UploadRequest): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", dataRequestUrl(action, routeId, window.location.href));
    xhr.timeout = timeoutMs;
    xhr.responseType = "text";

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100);
    };
    // The last progress event may come before the final bytes; the body is fully sent here.
    xhr.upload.onload = () => onProgress?.(100);

    xhr.onload = () => {
      const redirect = xhr.getResponseHeader("X-Remix-Redirect");
      if (redirect) return resolve({ kind: "redirect", location: redirect });
      const isCatch = xhr.getResponseHeader("X-Remix-Catch") || xhr.getResponseHeader("X-Remix-Error");
      const isJson = (xhr.getResponseHeader("Content-Type") ?? "").includes("application/json");
      if (!isCatch && isJson) {
        try {
          return resolve({ kind: "data", status: xhr.status, data: JSON.parse(xhr.responseText) });
        } catch {
          // fall through: an unreadable answer is a failure
        }
      }
      resolve({ kind: "failed", status: xhr.status });
    };
    xhr.onerror = () => resolve({ kind: "network" });
    xhr.ontimeout = () => resolve({ kind: "timeout" });
    xhr.onabort = () => resolve({ kind: "aborted" });
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });

    onProgress?.(0);
    xhr.send(formData);
  });
}
