import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createSiteApp } from "../../server/app";
import { serverBuildPath } from "../e2e/support/build";
import { useSite } from "./support/site";

/**
 * A kept page is answered by the server before express's routes and Remix (server/app.ts
 * serveKeptPages, docs/performance.md): over real HTTP, its answer is the one the Remix path
 * gives, to the byte and header (but the per-request ones), compressed or not, for GET, HEAD and
 * a 304; with its log line and page view; and what the page cache must not answer still reaches
 * Remix. Two servers share one build and so one page cache: `remixOnly` without the early answer
 * (as before it), `site` with it.
 */
const site = useSite({ env: { PAGE_CACHE_TTL_MS: "60000", LOG_LEVEL: "info" } });

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
/** Headers that differ from one answer to the next whoever makes it. */
const PER_REQUEST = ["date", "x-request-id", "server-timing", "connection", "keep-alive"];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
interface Ask {
  method?: string;
  host: string;
  headers?: Record<string, string>;
  body?: string;
}

type EntryModule = Record<string, unknown> & { withPageCache(handle: Handler): Handler };
type Handler = (request: Request, context?: unknown) => Promise<Response>;

/** The build with Remix's path counted (every request that reaches withPageCache) and, if asked, no early answer. */
function countedBuild(build: ServerBuild, reached: string[], { early }: { early: boolean }): ServerBuild {
  const entry = build.entry.module as unknown as EntryModule;
  const module = {
    ...entry,
    keptPageAnswers: early ? entry.keptPageAnswers : undefined,
    withPageCache: (handle: Handler): Handler => {
      const served = entry.withPageCache(handle);
      return (request, context) => {
        const { pathname, search } = new URL(request.url);
        reached.push(`${request.method} ${pathname}${search}`);
        return served(request, context);
      };
    },
  };
  return { ...build, entry: { ...build.entry, module: module as unknown as ServerBuild["entry"]["module"] } };
}

const servers: Server[] = [];
async function listen(build: ServerBuild): Promise<number> {
  const app = createSiteApp({
    getBuild: () => build,
    mode: "production",
    production: true,
    trustProxy: 0,
    log: () => {},
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

/** The raw answer: no decompression, every header as sent. */
function ask(port: number, path: string, { method = "GET", host, headers = {}, body }: Ask): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: "127.0.0.1", port, path, method, agent: false, headers: { host, "user-agent": BROWSER, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

const comparable = ({ status, headers, body }: Answer) => ({
  status,
  headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.includes(name))),
  body: body.toString("base64"),
});

const reachedRemix: string[] = [];
const reachedRemixEarly: string[] = [];
let remixOnly = 0;
let early = 0;
let hosts = 0;
/** A host of its own: its pages are filed apart (the page cache keys on the origin), so its first ask renders. */
const freshHost = () => `kept-${(hosts += 1)}.test`;

beforeAll(async () => {
  // The very module instance useSite loaded: one page cache behind both servers.
  const build = (await import(/* @vite-ignore */ pathToFileURL(serverBuildPath).href)) as ServerBuild;
  remixOnly = await listen(countedBuild(build, reachedRemix, { early: false }));
  early = await listen(countedBuild(build, reachedRemixEarly, { early: true }));
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

let written: string[] = [];
beforeEach(() => {
  written = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

const requestLines = () =>
  written
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === "request");

/** How it asks, and the Content-Encoding of the home page's answer. */
const ASKS: [string, Omit<Ask, "host">, string | undefined][] = [
  ["GET without Accept-Encoding", {}, undefined],
  ["GET with gzip", { headers: { "accept-encoding": "gzip" } }, "gzip"],
  ["GET as a browser asks", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, "br"],
  ["GET with deflate", { headers: { "accept-encoding": "deflate" } }, "deflate"],
  ["HEAD", { method: "HEAD" }, undefined],
  ["HEAD with gzip", { method: "HEAD", headers: { "accept-encoding": "gzip" } }, undefined],
];
const PAGES = ["/", "/resources/shop", "/resources/blogs.data?_routes=root,routes/_site,routes/_site.resources.blogs"];

describe("kept pages answered before express's routes", () => {
  test.each(ASKS)(
    "%s: the same status, headers and bytes as the first, uncached answer",
    async (_, asked, encoding) => {
      for (const path of PAGES) {
        const host = freshHost();
        const first = await ask(remixOnly, path, { ...asked, host });
        expect(reachedRemix.at(-1), path).toBe(`${asked.method ?? "GET"} ${path}`);
        expect(first.status, path).toBe(200);
        const kept = await ask(remixOnly, path, { ...asked, host });
        const seen = reachedRemixEarly.length;
        // The first early answer of a page to an Accept-Encoding goes through compression(), the next from its copy.
        const answers = [await ask(early, path, { ...asked, host }), await ask(early, path, { ...asked, host })];
        expect(reachedRemixEarly.length, `${path}: Remix was not asked`).toBe(seen);
        for (const answer of [kept, ...answers]) {
          expect(comparable(answer), path).toEqual(comparable(first));
          expect(answer.headers["set-cookie"], path).toBeUndefined();
          expect(answer.headers["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
          expect(answer.headers["server-timing"], path).toMatch(/cache;desc=hit/);
        }
        expect(answers[0].headers["x-request-id"]).not.toBe(answers[1].headers["x-request-id"]);
        if (path === "/") expect(answers[1].headers["content-encoding"]).toBe(encoding);
      }
    },
  );

  test("a matching If-None-Match answers the same 304", async () => {
    for (const path of PAGES) {
      const host = freshHost();
      const etag = (await ask(remixOnly, path, { host })).headers.etag as string;
      const asked = { host, headers: { "if-none-match": etag, "accept-encoding": "gzip" } };
      const kept = await ask(remixOnly, path, asked);
      expect(kept.status, path).toBe(304);
      const seen = reachedRemixEarly.length;
      const answer = await ask(early, path, asked);
      expect(reachedRemixEarly.length, path).toBe(seen);
      expect(comparable(answer), path).toEqual(comparable(kept));
    }
  });

  test("an early answer writes the request's one log line and counts the page view", async () => {
    const host = freshHost();
    await ask(early, "/resources/shop", { host });
    const view = `early-view-${Date.now()}`;
    written = [];
    const answer = await ask(early, `/resources/shop?junk=${view}`, { host, headers: { "accept-encoding": "gzip" } });
    // Its own line only (express's static-file line is not written for it); an earlier render's may come late.
    const lines = requestLines().filter((line) => String(line.path).includes(view));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      requestId: answer.headers["x-request-id"],
      method: "GET",
      path: `/resources/shop?junk=${view}`,
      route: "routes/_site.resources.shop",
      status: 200,
      cache: "hit",
      upstream: [],
    });
    // The page views queued for their batch go to the API now.
    const build = (await import(/* @vite-ignore */ pathToFileURL(serverBuildPath).href)) as ServerBuild;
    await (
      build.entry.module as unknown as { observability: { flushEvents(): Promise<void> } }
    ).observability.flushEvents();
    const stored = await site.api<{ data: { page_url: string; event_type: string }[] }>(
      `analytics/track-views.php?search=${encodeURIComponent(`junk=${view}`)}`,
    );
    expect(stored.data.map((event) => [event.event_type, event.page_url])).toEqual([
      ["page_view", `http://${host}/resources/shop?junk=${view}`],
    ]);
  });

  test("what the page cache must not answer still reaches Remix", async () => {
    const host = freshHost();
    const shop = await ask(early, "/resources/shop", { host });
    const admin = await site.signIn();
    const refused: [string, Ask, (answer: Answer) => void][] = [
      [
        "GET /resources/shop",
        { host, headers: { cookie: admin } },
        (answer) => expect(answer.headers["cache-control"]).toBe("private, no-store"),
      ],
      [
        "GET /resources/shop",
        { host, headers: { cookie: "__enquiry=anything" } },
        (answer) => expect(answer.headers["cache-control"]).toBe("private, no-store"),
      ],
      [
        "POST /resources/contact-us",
        {
          host,
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
          body: new URLSearchParams({
            name: "Ama",
            email: "ama@example.com",
            message: "",
            name__confirm: "",
          }).toString(),
        },
        (answer) => expect(answer.headers["cache-control"]).toBe("private, no-store"),
      ],
      // A value the page reads is a page of its own, not the kept /resources/shop.
      ["GET /resources/shop?search=oak", { host }, (answer) => expect(answer.body.equals(shop.body)).toBe(false)],
    ];
    // The contact page is kept too, so the post above would find it were it a GET.
    await ask(early, "/resources/contact-us", { host });
    for (const [request, asked, check] of refused) {
      const [method, path] = request.split(" ");
      const seen = reachedRemixEarly.length;
      const answer = await ask(early, path, { ...asked, method });
      expect(reachedRemixEarly.slice(seen), request).toEqual([request]);
      check(answer);
    }
    // A parameter no page reads finds the kept page, early, as through Remix.
    const seen = reachedRemixEarly.length;
    const junk = await ask(early, "/resources/shop?junk=1", { host });
    expect(reachedRemixEarly.length).toBe(seen);
    expect(junk.headers.etag).toBe(shop.headers.etag);
  });
});
