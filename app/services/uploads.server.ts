import { upstreamFile } from "~/services/client.server";
import { sniffImageType } from "~/utils/image-type";

const SAFE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** True for paths like 'blogs/ab12.webp': no traversal, no odd characters. */
export function isSafeUploadPath(path: string): boolean {
  return SAFE_PATH.test(path) && !path.split("/").some((part) => part === "." || part === "..");
}

/** The image types /uploads passes on: raster formats only, never SVG or HTML. */
export type ServedImageType = "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/gif";

const SNIFF_BYTES = 32;

/** The image type of a file's first bytes (its magic number), or null for anything else. */
export function sniffServedImageType(head: Uint8Array): ServedImageType | null {
  const known = sniffImageType(head);
  if (known) return known;
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "image/gif";
  // ISO-BMFF: a 'ftyp' box whose major brand is AVIF (still image or sequence).
  if (head.length >= 12 && ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "image/avif";
  return null;
}

export interface Upload {
  type: ServedImageType;
  length: string | null;
  body: ReadableStream<Uint8Array>;
}

/** The first `count` bytes of a stream, and a stream that replays them before the rest. */
async function peek(stream: ReadableStream<Uint8Array>, count: number) {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < count) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  const head = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    head.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.byteLength) controller.enqueue(head);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head: head.subarray(0, count), body, cancel: () => reader.cancel() };
}

/**
 * Reads an uploaded image from the API's uploads folder. Returns null when it
 * is missing or unsafe, or when its bytes are not a JPEG, PNG, WebP, AVIF or
 * GIF (whatever the API's Content-Type says: an SVG or HTML file on the API's
 * side would otherwise run as script on this site's origin), so the caller
 * answers the placeholder.
 */
export async function fetchUpload(path: string, signal?: AbortSignal): Promise<Upload | null> {
  if (!isSafeUploadPath(path)) return null;
  try {
    const response = await upstreamFile(`uploads/${path}`, { signal });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return null;
    }
    const { head, body, cancel } = await peek(response.body, SNIFF_BYTES);
    const type = sniffServedImageType(head);
    if (!type) {
      await cancel();
      return null;
    }
    return { type, length: response.headers.get("Content-Length"), body };
  } catch {
    return null;
  }
}

/**
 * What identifies this version of an upload without downloading it (a HEAD
 * request): its ETag, else Last-Modified and length, else its length alone
 * (stored names are random and never reused, so name and length suffice).
 * `missing` when the API has no such file; `unknown` when HEAD gives nothing usable.
 */
export async function uploadValidator(path: string, signal?: AbortSignal): Promise<string | "missing" | "unknown"> {
  if (!isSafeUploadPath(path)) return "missing";
  try {
    const response = await upstreamFile(`uploads/${path}`, { method: "HEAD", signal });
    if (response.status === 404 || response.status === 410) return "missing";
    if (!response.ok) return "unknown";
    const etag = response.headers.get("ETag");
    const length = response.headers.get("Content-Length");
    const modified = response.headers.get("Last-Modified");
    if (etag) return `etag:${etag}`;
    if (length) return `length:${length};modified:${modified ?? ""}`;
    return "unknown";
  } catch {
    return "unknown";
  }
}
