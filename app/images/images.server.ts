import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pLimit from "p-limit";
import sharp from "sharp";
import { env } from "~/platform/env.server";
import { DiskCache, type CachedFile } from "~/platform/disk-cache.server";

/**
 * Image transforms for /uploads (docs/performance.md, "Images and JavaScript per page"): resized to an allowed width (never
 * upscaled), turned upright by its EXIF orientation, re-encoded as AVIF or
 * WebP when the browser says it takes them, with every piece of metadata
 * (EXIF GPS, XMP, ICC) dropped. Results are kept on disk (DiskCache);
 * at most one transform per CPU runs at a time, the rest wait their turn.
 */

// libvips' own operation cache only holds memory here: results live on disk.
sharp.cache(false);

/** Larger images are refused before decoding (a decompression bomb): 50 MP, above any phone camera. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Sources larger than this are not read (the admin accepts 5 MB). */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;

/** `source`: the browser takes neither AVIF nor WebP, so the output keeps the source's kind. */
export type OutputFormat = "avif" | "webp" | "source";

const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/** True when `accept` names `type` explicitly with a non-zero q (wildcards do not count). */
function accepts(accept: string, type: string): boolean {
  return accept.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name.trim() !== type) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

export function negotiateFormat(accept: string | null): OutputFormat {
  if (!accept) return "source";
  if (accepts(accept, "image/avif")) return "avif";
  if (accepts(accept, "image/webp")) return "webp";
  return "source";
}

/** What the tests and the bench read: transforms actually run, disk hits, concurrency. */
export const imageStats = { transforms: 0, hits: 0, refused: 0, active: 0, maxActive: 0 };

/** One transform per CPU at a time; the rest wait their turn, in order. */
const slots = pLimit(Math.max(1, os.availableParallelism()));

function withSlot<T>(work: () => Promise<T>): Promise<T> {
  return slots(async () => {
    imageStats.active = slots.activeCount;
    imageStats.maxActive = Math.max(imageStats.maxActive, slots.activeCount);
    try {
      return await work();
    } finally {
      imageStats.active = slots.activeCount - 1;
    }
  });
}

export class ImageRefused extends Error {}

/** Resizes and re-encodes one image; throws for anything that is not a decodable raster image within limits. */
export async function encode(
  source: Uint8Array,
  width: number,
  format: OutputFormat,
): Promise<{ data: Buffer; ext: string }> {
  const meta = await sharp(source, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch((error: unknown) => {
      throw new ImageRefused(`not a readable image: ${String(error)}`);
    });
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageRefused(`image of ${meta.width}×${meta.height} refused`);
  }
  if (!["jpeg", "png", "webp", "heif", "gif"].includes(meta.format ?? "")) {
    throw new ImageRefused(`${meta.format} images are not served`);
  }
  const animated = (meta.pages ?? 1) > 1;
  // Output strips all metadata unless asked to keep it (sharp's default); autoOrient applies EXIF rotation first.
  const pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .timeout({ seconds: 30 });
  let ext: string;
  if (format === "avif" && !animated) {
    ext = "avif";
    pipeline.avif({ quality: 50, effort: 2 });
  } else if (format !== "source" || meta.format === "webp") {
    // Without WebP in Accept a WebP source still keeps its own kind (the 'else the source type').
    ext = "webp";
    pipeline.webp({ quality: 75, effort: 4 });
  } else if (meta.format === "gif") {
    ext = "gif";
    pipeline.gif();
  } else if (meta.format === "png" || meta.hasAlpha) {
    ext = "png";
    pipeline.png({ compressionLevel: 9 });
  } else {
    ext = "jpg";
    pipeline.jpeg({ quality: 78, mozjpeg: true });
  }
  return { data: await pipeline.toBuffer(), ext };
}

let diskCache: DiskCache | undefined;

export function imageCache(): DiskCache {
  if (!diskCache) {
    const { IMAGE_CACHE_DIR, DATA_DIR, IMAGE_CACHE_MAX_MB } = env();
    const dir =
      IMAGE_CACHE_DIR ?? (DATA_DIR ? path.join(DATA_DIR, "image-cache") : path.join(os.tmpdir(), "studio-image-cache"));
    diskCache = new DiskCache(path.resolve(dir), IMAGE_CACHE_MAX_MB * 1024 * 1024);
  }
  return diskCache;
}

/** Tests: start over with another folder or cap. */
export function useImageCache(cache: DiskCache): void {
  diskCache = cache;
}

const inFlight = new Map<string, Promise<CachedFile | null>>();

export interface TransformRequest {
  /** Which source: its path, and what identifies its current bytes (ETag, length…). */
  source: string;
  validator: string;
  width: number;
  format: OutputFormat;
  /** Reads the source; null when it is gone or not an image. */
  load: () => Promise<Uint8Array | null>;
}

/**
 * The transformed image from disk, or made now (one transform for concurrent
 * requests of the same key, waiting for a free slot). Null when the source is
 * missing, broken, not a raster image or too large: the caller answers the placeholder.
 */
export async function transformed({ source, validator, width, format, load }: TransformRequest) {
  const key = createHash("sha256").update(`${source}\n${validator}\n${width}\n${format}`).digest("hex").slice(0, 40);
  const cache = imageCache();
  const hit = await cache.get(key);
  if (hit) {
    imageStats.hits++;
    return { key, image: hit };
  }
  let pending = inFlight.get(key);
  if (!pending) {
    pending = withSlot(async () => {
      const bytes = await load();
      if (!bytes) return null;
      try {
        imageStats.transforms++;
        const { data, ext } = await encode(bytes, width, format);
        return await cache.put(key, ext, data);
      } catch (error) {
        imageStats.refused++;
        if (!(error instanceof ImageRefused)) console.error(`Image ${source} not transformed: ${String(error)}`);
        return null;
      }
    }).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const image = await pending;
  return image ? { key, image } : null;
}

/** The answer for a transformed image: cached for a year by browsers and CDNs, per Accept. */
export async function imageResponse(request: Request, key: string, image: CachedFile): Promise<Response> {
  const etag = `"${key}"`;
  const headers = new Headers({
    "Content-Type": CONTENT_TYPES[image.ext] ?? "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept",
    ETag: etag,
  });
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  const body = await readFile(image.file).catch(() => null);
  if (!body) return new Response(null, { status: 503, headers: { "Retry-After": "1" } });
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: 200, headers });
}

/** Reads a stream whole, or null past `limit` bytes. */
export async function readLimited(stream: ReadableStream<Uint8Array>, limit = MAX_SOURCE_BYTES) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
