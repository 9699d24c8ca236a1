import {
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { sniffImageType } from "~/utils/image-type";
import { MAX_IMAGE_BYTES } from "~/vocabulary/images";

/**
 * Streams a multipart form with the studio's upload limits. A file over
 * 5 MB, a file that is not a JPG/PNG/WEBP by content, or one file too many
 * stops the parse at once (nothing more of the body is read) and comes back
 * as an `UploadRefused` with the spec's message, so the action can re-render
 * the form and nothing reaches the API.
 */

export type UploadProblem = "too-large" | "not-an-image" | "too-many";

export class UploadRefused extends Error {
  constructor(
    readonly problem: UploadProblem,
    readonly field: string,
  ) {
    super(problem);
    this.name = "UploadRefused";
  }
}

export interface UploadLimits {
  /** Names of the file fields, e.g. ['image'] or ['images']. */
  fileFields: string[];
  maxFiles: number;
  maxFileBytes?: number;
}

const TEXT_FIELDS_BYTES = 256 * 1024;
const MAX_REQUEST_BYTES = 50 * 1024 * 1024;

export async function parseUpload(
  request: Request,
  limits: UploadLimits,
): Promise<{ formData: FormData; files: File[] } | { refused: UploadRefused; formData: FormData }> {
  const maxFileBytes = limits.maxFileBytes ?? MAX_IMAGE_BYTES;
  // Only absurd bodies are refused before reading: an ordinary oversize photo is
  // stopped by the stream at 5 MB, after the text fields before it were kept.
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_REQUEST_BYTES) {
    return { refused: new UploadRefused("too-large", limits.fileFields[0]), formData: new FormData() };
  }
  const files: File[] = [];
  // The text fields read so far, so a refused form can be shown again as typed.
  // Put file inputs last in the form's DOM order: parts after a refused file are never read.
  const typed = new FormData();
  const decoder = () => new TextDecoder();

  const imageHandler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (!limits.fileFields.includes(name)) return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > maxFileBytes) throw new UploadRefused("too-large", name);
      chunks.push(chunk);
    }
    // An empty file input still sends an empty part without a name.
    if (!filename || size === 0) return undefined;
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    const type = sniffImageType(bytes.subarray(0, 16));
    if (!type) throw new UploadRefused("not-an-image", name);
    if (files.length >= limits.maxFiles) throw new UploadRefused("too-many", name);
    const file = new File([bytes], filename, { type: type ?? contentType });
    files.push(file);
    return file;
  };

  const textHandler: UploadHandler = async ({ name, filename, data }) => {
    if (filename !== undefined) return undefined;
    const text = decoder();
    let value = "";
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > TEXT_FIELDS_BYTES) throw new Error(`Field ${name} is too long`);
      value += text.decode(chunk, { stream: true });
    }
    value += text.decode();
    typed.append(name, value);
    return value;
  };

  try {
    const formData = await parseMultipartFormData(request, composeUploadHandlers(imageHandler, textHandler));
    return { formData, files };
  } catch (error) {
    if (error instanceof UploadRefused) return { refused: error, formData: typed };
    throw error;
  }
}
