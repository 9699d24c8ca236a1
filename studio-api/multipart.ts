import busboy from "busboy";
import type { IncomingMessage } from "node:http";
import { HttpError } from "./http";

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_MULTIPART_BYTES = 45 * 1024 * 1024;
const MAX_FIELD_BYTES = 1024 * 1024;

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartLimits {
  /** Form field names whose files are kept; files under other names are discarded. */
  fileFields: readonly string[];
  maxFiles: number;
  tooManyFilesMessage: string;
}

export class MultipartBody {
  constructor(
    private readonly values: Map<string, string[]>,
    readonly files: UploadedFile[],
  ) {}

  /** The first value of a field, trimmed; '' when absent. */
  text(name: string): string {
    return (this.values.get(name)?.[0] ?? "").trim();
  }

  /** Every value sent as `name` or `name[]`, each split on commas and trimmed. */
  list(name: string): string[] {
    const raw = [...(this.values.get(name) ?? []), ...(this.values.get(`${name}[]`) ?? [])];
    return raw
      .flatMap((value) => value.split(","))
      .map((v) => v.trim())
      .filter(Boolean);
  }
}

/**
 * Streams a multipart body, keeping files in memory and refusing it as soon as a limit is
 * passed: a file over 5 MB (413), more files than allowed (422) or a body over 45 MB (413).
 * Empty file parts (a file input left empty in a plain HTML form) are ignored.
 */
export function parseMultipart(req: IncomingMessage, limits: MultipartLimits): Promise<MultipartBody> {
  const contentType = req.headers["content-type"] ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) {
    return Promise.reject(new HttpError(415, "Send a multipart/form-data body"));
  }
  if (Number(req.headers["content-length"] ?? 0) > MAX_MULTIPART_BYTES) {
    return Promise.reject(new HttpError(413, "Request body too large", { Connection: "close" }));
  }

  return new Promise((resolve, reject) => {
    const values = new Map<string, string[]>();
    const files: UploadedFile[] = [];
    let settled = false;
    let received = 0;
    let fileCount = 0;

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_IMAGE_BYTES, fieldSize: MAX_FIELD_BYTES, fields: 200, parts: 300 },
      });
    } catch {
      reject(new HttpError(400, "Malformed multipart body"));
      return;
    }

    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on("error", () => undefined);
      // The rest is read and dropped, not parsed: a client still sending would otherwise get a
      // broken pipe instead of our answer. Past the hard cap the connection is cut (below).
      req.resume();
      reject(error);
    };

    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_MULTIPART_BYTES) {
        fail(new HttpError(413, "Request body too large"));
        req.destroy();
      }
    });
    req.on("error", () => fail(new HttpError(400, "Request aborted")));
    req.on("close", () => {
      if (!req.complete) fail(new HttpError(400, "Request aborted"));
    });

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(new HttpError(413, `Field ${name} is too long`));
      values.set(name, [...(values.get(name) ?? []), value]);
    });

    parser.on("file", (field, stream, info) => {
      if (!limits.fileFields.includes(field)) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let counted = false;
      stream.on("data", (chunk: Buffer) => {
        if (!counted) {
          counted = true;
          fileCount += 1;
          if (fileCount > limits.maxFiles) return fail(new HttpError(422, limits.tooManyFilesMessage));
        }
        chunks.push(chunk);
      });
      stream.on("limit", () => fail(new HttpError(413, "Image size should be less than 5MB")));
      stream.on("end", () => {
        if (settled || !counted || stream.truncated) return;
        files.push({ field, filename: info.filename ?? "", data: Buffer.concat(chunks) });
      });
    });

    parser.on("fieldsLimit", () => fail(new HttpError(413, "Too many form fields")));
    parser.on("partsLimit", () => fail(new HttpError(413, "Too many form parts")));
    parser.on("error", () => fail(new HttpError(400, "Malformed multipart body")));
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolve(new MultipartBody(values, files));
    });

    req.pipe(parser);
  });
}
