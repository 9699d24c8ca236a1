import { env } from "~/env.server";

const SAFE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** True for paths like 'blogs/ab12.webp': no traversal, no odd characters. */
export function isSafeUploadPath(path: string): boolean {
  return SAFE_PATH.test(path) && !path.split("/").some((part) => part === "." || part === "..");
}

/**
 * Reads an uploaded image from the API's uploads folder. Returns null when it
 * is missing, unsafe or not an image, so the caller answers the placeholder.
 */
export async function fetchUpload(path: string, signal?: AbortSignal): Promise<Response | null> {
  if (!isSafeUploadPath(path)) return null;
  const url = new URL(`uploads/${path}`, env().STUDIO_API_URL);
  try {
    const timeout = AbortSignal.timeout(10_000);
    const response = await fetch(url, {
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      redirect: "manual",
    });
    const type = response.headers.get("Content-Type") ?? "";
    if (!response.ok || !type.startsWith("image/")) {
      await response.body?.cancel();
      return null;
    }
    return response;
  } catch {
    return null;
  }
}
