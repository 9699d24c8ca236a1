import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { saveErrorMessage, upstream, UpstreamError } from "~/services/client.server";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const handlers = new Map<string, Handler>();
let server: Server;
let baseUrl: string;
const seen: { auth?: string; cookie?: string; body?: string; method?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ auth: req.headers.authorization, cookie: req.headers.cookie, body, method: req.method });
      const path = new URL(req.url ?? "/", "http://x").pathname.slice(1);
      const handler = handlers.get(path);
      if (handler) handler(req, res);
      else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json =
  (status: number, body: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  };
const schema = z.object({ status: z.number(), data: z.array(z.string()) });

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("upstream client", () => {
  it("sends the bearer and parses a valid body", async () => {
    handlers.set("ok.php", json(200, { status: 200, data: ["a", "b"] }));
    const result = await upstream({ path: "ok.php", schema, baseUrl, bearer: "secret-1", cookie: "PHPSESSID=abc" });
    expect(result.data.data).toEqual(["a", "b"]);
    expect(seen.at(-1)).toMatchObject({ auth: "Bearer secret-1", cookie: "PHPSESSID=abc" });
  });

  it("uses the analytics token when asked", async () => {
    handlers.set("track.php", json(201, { status: 201, data: [] }));
    await upstream({ path: "track.php", method: "POST", json: { a: 1 }, schema, baseUrl, token: "analytics" });
    expect(seen.at(-1)).toMatchObject({ auth: "Bearer unit-analytics-token", method: "POST", body: '{"a":1}' });
  });

  it("turns a slow answer into a timeout", async () => {
    handlers.set("slow.php", (_req, res) => setTimeout(() => json(200, { status: 200, data: [] })(_req, res), 400));
    const error = await failure(upstream({ path: "slow.php", schema, baseUrl, timeoutMs: 100 }));
    expect(error.kind).toBe("timeout");
    expect(saveErrorMessage(error, "x")).toBe("Request timeout. Please try again.");
  });

  it("turns a refused connection into a network error", async () => {
    const error = await failure(upstream({ path: "x.php", schema, baseUrl: "http://127.0.0.1:9/" }));
    expect(error.kind).toBe("network");
    expect(saveErrorMessage(error, "x")).toBe("Network error. Please check your connection.");
  });

  it("keeps the server's message on a non-2xx status", async () => {
    handlers.set("bad.php", json(422, { status: 422, message: "Please enter a blog title" }));
    const error = await failure(upstream({ path: "bad.php", schema, baseUrl }));
    expect(error).toMatchObject({ kind: "status", status: 422, serverMessage: "Please enter a blog title" });
    expect(saveErrorMessage(error, "x")).toBe("Please enter a blog title");
  });

  it("falls back to 'Server error: {status}' without a message", async () => {
    handlers.set("boom.php", (_req, res) => res.writeHead(503).end("<html>down</html>"));
    const error = await failure(upstream({ path: "boom.php", schema, baseUrl }));
    expect(error).toMatchObject({ kind: "status", status: 503 });
    expect(saveErrorMessage(error, "x")).toBe("Server error: 503");
  });

  it("reports 401 apart", async () => {
    handlers.set("auth.php", json(401, { status: 401, message: "Unauthorized" }));
    const error = await failure(upstream({ path: "auth.php", schema, baseUrl }));
    expect(error.kind).toBe("unauthorized");
    expect(saveErrorMessage(error, "x")).toBe("Session expired. Please login again.");
  });

  it("reports broken JSON and unexpected shapes as malformed", async () => {
    handlers.set("broken.php", (_req, res) => res.writeHead(200).end('{"status":200,"data":'));
    handlers.set("shape.php", json(200, { status: 200, data: "not a list" }));
    expect((await failure(upstream({ path: "broken.php", schema, baseUrl }))).kind).toBe("malformed");
    expect((await failure(upstream({ path: "shape.php", schema, baseUrl }))).kind).toBe("malformed");
  });

  it("drops empty query values and encodes the rest", async () => {
    let url = "";
    handlers.set("q.php", (req, res) => {
      url = req.url ?? "";
      json(200, { status: 200, data: [] })(req, res);
    });
    await upstream({
      path: "q.php",
      query: { category: "interior design", limit: 3, empty: "", none: undefined },
      schema,
      baseUrl,
    });
    expect(url).toBe("/q.php?category=interior+design&limit=3");
  });
});
