import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { lstat, mkdir, unlink, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, resolve, sep } from "node:path";
import { PRIVATE_DIR, PRIVATE_FILE } from "./db";
import { HttpError, reply, sendJson } from "./http";
import { parseMultipart, type MultipartBody } from "./multipart";

export type UploadKind = "blogs" | "products" | "projects";

type ImageType = "jpg" | "png" | "webp";

const CONTENT_TYPES: Record<ImageType, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** Judges an image by its first bytes, never by its name or the declared type. */
function detectImageType(data: Buffer): ImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpg";
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "png";
  }
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString("latin1") === "RIFF" &&
    data.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "webp";
  }
  return null;
}

/** Throws 422 with `message` unless every file is a JPEG, PNG or WEBP image. */
export function assertImages(files: readonly { data: Buffer }[], message: string): void {
  if (files.some((file) => detectImageType(file.data) === null)) throw new HttpError(422, message);
}

/** A record's images (products, projects): at least one, at most `max`, and the spec's words for each. */
export interface ImageLimits {
  max: number;
  none: string;
  tooMany: string;
}

/** Throws 422 unless a record ends up with at least one image and at most `max`. */
export function assertImageCount(count: number, limits: ImageLimits): void {
  if (count < 1) throw new HttpError(422, limits.none);
  if (count > limits.max) throw new HttpError(422, limits.tooMany);
}

/** A record's form with its images sent as `images[]` (or `images`), read up to its limit. */
export function parseImagesForm(req: IncomingMessage, limits: ImageLimits): Promise<MultipartBody> {
  return parseMultipart(req, {
    fileFields: ["images[]", "images"],
    maxFiles: limits.max,
    tooManyFilesMessage: limits.tooMany,
  });
}

const SAFE_UPLOAD_PATH = /^(blogs|products|projects)\/[A-Za-z0-9_-]+\.(jpg|png|webp)$/;

/** The uploaded files under DATA_DIR/uploads; records hold paths relative to DATA_DIR (`uploads/…`). */
export class UploadStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, "uploads");
  }

  async save(kind: UploadKind, data: Buffer): Promise<string> {
    const type = detectImageType(data);
    if (!type) throw new HttpError(422, "Please select a valid image file (JPG, PNG, WEBP)");
    await mkdir(join(this.root, kind), { recursive: true, mode: PRIVATE_DIR });
    const name = `${randomBytes(12).toString("hex")}.${type}`;
    await writeFile(join(this.root, kind, name), data, { flag: "wx", mode: PRIVATE_FILE });
    return `uploads/${kind}/${name}`;
  }

  /** Saves several files; if one fails, the ones already written are removed again. */
  async saveAll(kind: UploadKind, files: readonly { data: Buffer }[]): Promise<string[]> {
    const paths: string[] = [];
    try {
      for (const file of files) paths.push(await this.save(kind, file.data));
    } catch (error) {
      await this.remove(paths);
      throw error;
    }
    return paths;
  }

  /** Saves the files, then runs `write` with their paths; if `write` throws, the files are removed again. */
  async saveThen<T>(kind: UploadKind, files: readonly { data: Buffer }[], write: (paths: string[]) => T): Promise<T> {
    const paths = await this.saveAll(kind, files);
    try {
      return write(paths);
    } catch (error) {
      await this.remove(paths);
      throw error;
    }
  }

  /** Removes stored files; paths that are not ours or already gone are ignored. */
  async remove(paths: readonly string[]): Promise<void> {
    for (const path of paths) {
      const file = this.resolveRelative(path.replace(/^uploads\//, ""));
      if (file) await unlink(file).catch(() => undefined);
    }
  }

  private resolveRelative(relative: string): string | null {
    if (!SAFE_UPLOAD_PATH.test(relative)) return null;
    const file = resolve(this.root, relative);
    return file.startsWith(this.root + sep) ? file : null;
  }

  /**
   * Serves `GET /uploads/…` like a web server's static files: no bearer, and only names this
   * store could have written, so `..`, absolute and percent-encoded escapes all answer 404.
   */
  async serve(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendJson(res, reply(405, { message: "Method not allowed" }, { Allow: "GET, HEAD" }));
    }
    let relative: string;
    try {
      relative = decodeURIComponent(rawPath.slice("/uploads/".length));
    } catch {
      relative = "";
    }
    const file = this.resolveRelative(relative);
    const stats = file ? await lstat(file).catch(() => null) : null;
    if (!file || !stats?.isFile()) return sendJson(res, reply(404, { message: "File not found" }));

    const type = CONTENT_TYPES[file.slice(file.lastIndexOf(".") + 1) as ImageType];
    res.writeHead(200, {
      "Content-Type": type,
      "Content-Length": stats.size,
      // Stored names are random and never reused, so a copy can be kept for good.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
    if (req.method === "HEAD") return void res.end();
    await new Promise<void>((done, fail) => {
      createReadStream(file).on("error", fail).on("end", done).pipe(res);
    });
  }
}
