import type { IncomingMessage, ServerResponse } from "node:http";

/** An error whose message is safe to show to the caller, answered with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export type JsonBody = Record<string, unknown>;

export interface Reply {
  status: number;
  body: JsonBody;
  headers?: Record<string, string>;
}

/** Every JSON answer starts with `status`, the HTTP code, as the PHP API's clients read it. */
export function reply(status: number, body: JsonBody = {}, headers?: Record<string, string>): Reply {
  return { status, body: { status, ...body }, headers };
}

export function sendJson(res: ServerResponse, { status, body, headers }: Reply): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(payload),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(payload);
}

export type Method = "GET" | "POST" | "PUT" | "DELETE";
export type AuthKind = "studio" | "analytics";

interface RequestContext {
  req: IncomingMessage;
  query: URLSearchParams;
}

type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface RouteDef {
  method: Method;
  path: string;
  auth: AuthKind;
  handle: Handler;
}

export type RouteTable = Map<string, Map<Method, RouteDef>>;

export function buildRouteTable(routes: readonly RouteDef[]): RouteTable {
  const table: RouteTable = new Map();
  for (const route of routes) {
    const methods = table.get(route.path) ?? new Map<Method, RouteDef>();
    if (methods.has(route.method)) throw new Error(`Duplicate route ${route.method} ${route.path}`);
    methods.set(route.method, route);
    table.set(route.path, methods);
  }
  return table;
}

const JSON_LIMIT_BYTES = 1024 * 1024;

/** Past this many bytes a refused body is no longer drained: the connection is cut. */
const DRAIN_CAP_BYTES = 45 * 1024 * 1024;

function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) {
    return Promise.reject(new HttpError(413, "Request body too large", { Connection: "close" }));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_CAP_BYTES) req.destroy();
      else if (size <= limit) chunks.push(chunk);
    });
    req.on("end", () => {
      if (size > limit) reject(new HttpError(413, "Request body too large"));
      else resolve(Buffer.concat(chunks));
    });
    req.on("error", () => reject(new HttpError(400, "Request aborted")));
    req.on("close", () => {
      if (!req.complete) reject(new HttpError(400, "Request aborted"));
    });
  });
}

/**
 * Reads a small JSON or URL-encoded body into a plain object. URL-encoded is accepted too
 * because the PHP site reads `$_POST` as readily as `php://input`.
 */
export async function readFields(req: IncomingMessage): Promise<JsonBody> {
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  const raw = await readRaw(req, JSON_LIMIT_BYTES);
  if (raw.length === 0) return {};
  const text = raw.toString("utf8");
  if (type.startsWith("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type && !type.startsWith("application/json") && !type.startsWith("text/plain")) {
    throw new HttpError(415, "Send a JSON body (Content-Type: application/json)");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Request body is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, "Request body must be a JSON object");
  }
  return parsed as JsonBody;
}

/** Reads a positive integer id from a query parameter or body value; 400 when absent or malformed. */
export function requireId(value: unknown, what: string): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (text === "") throw new HttpError(400, `${what} id is required`);
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw new HttpError(400, `${what} id must be a positive integer`);
  return Number(text);
}

/** Reads an optional integer query parameter within bounds; 400 naming the parameter otherwise. */
export function intParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new HttpError(400, `${name} must be an integer between ${min} and ${max}`);
  }
  return value;
}
