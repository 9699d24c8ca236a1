import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { env } from "~/platform/env.server";
import { observeUpstreamCall } from "~/platform/metrics.server";
import { currentRequest } from "~/platform/request-scope.server";
import { noteUpstreamFailure } from "~/platform/render-scope.server";
import { noteApiAnswered, noteApiFailed } from "~/read-cache/outage.server";
import { IMAGE_EXTENSIONS, isImageType } from "~/vocabulary/images";

/**
 * The one HTTP client for the studio's PHP API. It adds the bearer, the
 * per-call timeout and zod parsing; every failure becomes an UpstreamError
 * that routes turn into the spec's messages.
 */

/** The signed-in administrator a call is made for: their API session cookie rides along. */
export interface Admin {
  email: string;
  upstreamCookie?: string;
}

export const TIMEOUT = { short: 10_000, default: 30_000, upload: 60_000 } as const;

export type UpstreamErrorKind = "timeout" | "network" | "unauthorized" | "status" | "malformed";

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    /** HTTP status, when the API answered. */
    readonly status?: number,
    /** The API's own `message`, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export interface UpstreamRequest<T> {
  path: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  body?: FormData;
  schema: z.ZodType<T, z.ZodTypeDef, unknown>;
  timeoutMs?: number;
  /** Which bearer to send: the main API token or the analytics one. */
  token?: "api" | "analytics";
  /** Cookies the API set on the admin's sign-in, sent back on that admin's calls. */
  cookie?: string;
  signal?: AbortSignal;
  /** Extra request headers (the outbox's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Base URL override (tests); defaults to STUDIO_API_URL. */
  baseUrl?: string;
  bearer?: string;
}

export interface UpstreamResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export function upstreamUrl(
  path: string,
  query: UpstreamRequest<unknown>["query"] = {},
  baseUrl = env().STUDIO_API_URL,
): URL {
  const url = new URL(path.replace(/^\/+/, ""), baseUrl);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url;
}

function bearerFor(request: UpstreamRequest<unknown>): string {
  if (request.bearer) return request.bearer;
  return request.token === "analytics" ? env().ANALYTICS_API_TOKEN : env().STUDIO_API_TOKEN;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === "object" && "message" in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === "string" && message.trim()) return message;
  }
  return undefined;
}

/** The `status` every spec answer carries, when it is a whole number (or such a string). */
function statusOf(body: unknown): number | undefined {
  if (!body || typeof body !== "object" || !("status" in body)) return undefined;
  const status = (body as { status: unknown }).status;
  const value = typeof status === "string" && /^\d{3}$/.test(status.trim()) ? Number(status) : status;
  return typeof value === "number" && Number.isInteger(value) ? value : undefined;
}

export async function upstream<T>(request: UpstreamRequest<T>): Promise<UpstreamResponse<T>> {
  const startedAt = performance.now();
  const observed = { method: request.method ?? "GET", path: request.path };
  try {
    const response = await call(request);
    observeUpstreamCall({ ...observed, status: response.status }, startedAt);
    noteApiAnswered();
    return response;
  } catch (error) {
    // Timings, error counts and the request's log line (decision 009).
    const failure = error instanceof UpstreamError ? error : undefined;
    observeUpstreamCall({ ...observed, status: failure?.status, failure: failure?.kind ?? "aborted" }, startedAt);
    // A page rendered around this failure is never kept for other visitors.
    noteUpstreamFailure(error);
    // /healthz, the admin's banner and one log line follow whether the API answers (outage.server.ts).
    if (failure && isApiDown(failure)) noteApiFailed();
    else if (failure) noteApiAnswered();
    throw error;
  }
}

/** A failure of an absent or broken API; a definite refusal (4xx, 401 included) is an answer. */
const isApiDown = ({ kind, status }: UpstreamError) =>
  kind === "timeout" || kind === "network" || kind === "malformed" || (kind === "status" && (status ?? 500) >= 500);

async function call<T>(request: UpstreamRequest<T>): Promise<UpstreamResponse<T>> {
  const timeoutMs = request.timeoutMs ?? TIMEOUT.default;
  const url = upstreamUrl(request.path, request.query, request.baseUrl);
  const headers = new Headers({ Accept: "application/json", Authorization: `Bearer ${bearerFor(request)}` });
  if (request.cookie) headers.set("Cookie", request.cookie);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  // The API's logs can then be joined with ours.
  const requestId = currentRequest()?.id;
  if (requestId) headers.set("X-Request-Id", requestId);
  let body: BodyInit | undefined;
  if (request.body) body = request.body;
  else if (request.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(request.json);
  }

  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method: request.method ?? "GET", headers, body, signal, redirect: "manual" });
    text = await response.text();
  } catch (error) {
    if (timeout.aborted) throw new UpstreamError("timeout", `Timed out after ${timeoutMs} ms: ${url.pathname}`);
    if (request.signal?.aborted) throw error;
    throw new UpstreamError("network", `Network error calling ${url.pathname}: ${String(error)}`);
  }

  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
    if (response.ok) throw new UpstreamError("malformed", `Malformed JSON from ${url.pathname}`, response.status);
  }

  if (response.status === 401) {
    throw new UpstreamError("unauthorized", `Unauthorized: ${url.pathname}`, 401, messageOf(parsed));
  }
  // PHP APIs often answer HTTP 200 with {"status":400,"message":"..."}: the body's status wins.
  const bodyStatus = statusOf(parsed);
  if (response.ok && bodyStatus !== undefined && (bodyStatus < 200 || bodyStatus > 299)) {
    throw new UpstreamError(
      bodyStatus === 401 ? "unauthorized" : "status",
      `Status ${bodyStatus} in the body from ${url.pathname} (HTTP ${response.status})`,
      bodyStatus,
      messageOf(parsed),
    );
  }
  if (!response.ok) {
    throw new UpstreamError(
      "status",
      `HTTP ${response.status} from ${url.pathname}`,
      response.status,
      messageOf(parsed),
    );
  }

  const result = request.schema.safeParse(parsed);
  if (!result.success) {
    throw new UpstreamError(
      "malformed",
      `Unexpected response shape from ${url.pathname}: ${result.error.issues[0]?.message ?? "invalid"}`,
      response.status,
      messageOf(parsed),
    );
  }
  return { data: result.data, status: response.status, headers: response.headers };
}

/**
 * A file the API serves as it is (its uploads folder): the response with its body unread, for the
 * caller to stream. Public files: no bearer and no cookie ride along; the address, the request id
 * and the timeout (`TIMEOUT.short`) are every call's. A timeout or a network failure is an
 * `UpstreamError`; any answer, 404 included, is the caller's to read.
 */
export async function upstreamFile(
  path: string,
  { method = "GET", signal }: { method?: "GET" | "HEAD"; signal?: AbortSignal } = {},
): Promise<Response> {
  const url = upstreamUrl(path);
  const headers = new Headers();
  const requestId = currentRequest()?.id;
  if (requestId) headers.set("X-Request-Id", requestId);
  const timeout = AbortSignal.timeout(TIMEOUT.short);
  try {
    return await fetch(url, {
      method,
      headers,
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      redirect: "manual",
    });
  } catch (error) {
    if (timeout.aborted) throw new UpstreamError("timeout", `Timed out after ${TIMEOUT.short} ms: ${url.pathname}`);
    throw new UpstreamError("network", `Network error calling ${url.pathname}: ${String(error)}`);
  }
}

/**
 * The spec's error pattern for saves (admin-area §8): the server's message,
 * else 'Server error: {status}'; no response 'Network error…'; timeout
 * 'Request timeout…'; otherwise the screen's default.
 */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof UpstreamError)) return fallback;
  switch (error.kind) {
    case "timeout":
      return "Request timeout. Please try again.";
    case "network":
      return "Network error. Please check your connection.";
    case "unauthorized":
      return "Session expired. Please login again.";
    case "status":
      return error.serverMessage ?? `Server error: ${error.status}`;
    default:
      return error.serverMessage ?? fallback;
  }
}

export type FileField = { name: string; file: File };

/**
 * A multipart body from validated fields and files (never from raw user input).
 * Files go under a random name with the extension of their sniffed type: the
 * uploader's own name (e.g. 'x.php') never reaches the API.
 */
export function multipart(
  fields: Record<string, string | number | boolean | null | undefined>,
  files: FileField[] = [],
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    body.append(name, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  for (const { name, file } of files) {
    // Types judged by content in images/upload.server.ts; the extension comes from the one list.
    const extension = isImageType(file.type) ? IMAGE_EXTENSIONS[file.type] : null;
    if (!extension) throw new Error(`Refusing to forward a file of type '${file.type || "unknown"}'`);
    body.append(name, file, `${randomUUID()}.${extension}`);
  }
  return body;
}

/** True when the API answered 404: the record does not exist. */
export const isNotFound = (error: unknown) => error instanceof UpstreamError && error.status === 404;
