import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { expect } from "vitest";
import type { z } from "zod";
import type { Target } from "./target";

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

interface RequestOptions {
  /** Bearer to send; the studio token by default, null for none. */
  token?: string | null;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export class Client {
  constructor(private readonly target: Target) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token === undefined ? this.target.token : options.token;
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    const res = await fetch(new URL(path, this.target.url), { method, headers, body, redirect: "manual" });
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: left undefined for the test to judge.
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  get(path: string, options?: RequestOptions) {
    return this.request("GET", path, options);
  }
  post(path: string, options?: RequestOptions) {
    return this.request("POST", path, options);
  }
  put(path: string, options?: RequestOptions) {
    return this.request("PUT", path, options);
  }
  delete(path: string, options?: RequestOptions) {
    return this.request("DELETE", path, options);
  }

  /** A GET with the path sent byte for byte; fetch would resolve `..` segments itself. */
  rawGet(rawPath: string): Promise<{ status: number; contentType: string }> {
    const url = new URL(this.target.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: `${url.pathname.replace(/\/$/, "")}${rawPath}`, method: "GET" },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, contentType: res.headers["content-type"] ?? "" }));
        },
      );
      req.on("error", reject);
      req.end();
    });
  }
}

/** Asserts the HTTP status and that the body matches `schema`, and returns the typed body. */
export function expectBody<S extends z.ZodTypeAny>(res: ApiResponse, status: number, schema: S): z.output<S> {
  expect({ status: res.status, body: res.json ?? res.text }).toMatchObject({ status });
  const parsed = schema.safeParse(res.json);
  if (!parsed.success) {
    throw new Error(`Response does not match the contract: ${parsed.error.message}\nBody: ${res.text.slice(0, 500)}`);
  }
  return parsed.data;
}

/** A form that must be refused with this status (and this message, when given). */
export type Refusal = readonly [form: FormData, status: number, message?: string | RegExp];

/** Sends each form in turn and expects each to be refused as its case says. */
export async function expectRefusals(
  send: (form: FormData) => Promise<ApiResponse>,
  refusals: readonly Refusal[],
): Promise<void> {
  for (const [form, status, message] of refusals) expectError(await send(form), status, message);
}

/** Asserts an error answer: the status, `{status, message}` with that message, and no stack trace. */
export function expectError(res: ApiResponse, status: number, message?: string | RegExp): void {
  // A PHP backend may answer a failure with HTTP 200 and its status in the body: the site reads the body's.
  expect([status, 200], res.text).toContain(res.status);
  expect(res.json).toMatchObject({ status });
  const body = res.json as { message?: unknown };
  expect(typeof body.message).toBe("string");
  if (message !== undefined) expect(body.message).toMatch(typeof message === "string" ? exact(message) : message);
  expect(res.text).not.toMatch(/\bat .+\.(ts|js|php):\d+|Traceback|Stack trace/);
}

const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

export interface FileSpec {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

export function multipart(fields: Record<string, string | string[]>, files: FileSpec[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files) {
    form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type ?? "image/webp" }), file.name);
  }
  return form;
}

const imagesDir = new URL("../../../studio-api/seed/images/", import.meta.url);

/** Real images to upload: the seed's WEBP files, and a 1×1 PNG. */
export const images = {
  webp: (name = "beach-house-ada-foah-1") => readFileSync(new URL(`${name}.webp`, imagesDir)),
  png: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
  /** Text with a .jpg name and an image type: must be judged by content. */
  fake: Buffer.from("This is plain text pretending to be a JPEG photograph."),
  /** A PNG signature followed by padding, just over 5 MB. */
  oversize: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(5 * 1024 * 1024 + 1024),
  ]),
};

export const image = (field: string, name = "photo.webp", data = images.webp()): FileSpec => ({
  field,
  name,
  data,
  type: name.endsWith(".png") ? "image/png" : name.endsWith(".jpg") ? "image/jpeg" : "image/webp",
});

/** `count` images for an `images[]` field, alternating between two of the seed's pictures. */
export const seedPictures = (count: number, [even, odd]: readonly [string, string]): FileSpec[] =>
  Array.from({ length: count }, (_, i) => image("images[]", `p${i}.webp`, images.webp(i % 2 ? odd : even)));

/**
 * What every upload refuses whatever the form: text named .jpg (judged by its content, 422 with
 * `notAnImage`) and a PNG just over 5 MB (413), each sent as the form's one file under `field`.
 */
export function badImages(form: (files: FileSpec[]) => FormData, field: string, notAnImage: string): Refusal[] {
  return [
    [form([image(field, "fake.jpg", images.fake)]), 422, notAnImage],
    [form([image(field, "huge.png", images.oversize)]), 413, "Image size should be less than 5MB"],
  ];
}
