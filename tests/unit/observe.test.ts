import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { upstream } from "~/services/client.server";
import { createLogger, safePath } from "~/platform/log.server";
import { requestIdFor, routeMatcher, serverTiming, withObservation } from "~/edge/observe.server";
import {
  cacheOutcome,
  newRecord,
  noteCacheLookup,
  notePageCacheHit,
  noteUpstreamCall,
  runInRequest,
  upstreamWallMs,
} from "~/platform/request-scope.server";
import { sendJson, startFakeApi } from "./support/fake-api";

describe("request ids", () => {
  it("takes X-Request-Id only behind a trusted proxy, and only a plain token", () => {
    expect(requestIdFor("edge-42", 1)).toBe("edge-42");
    expect(requestIdFor("edge-42", 0)).not.toBe("edge-42");
    expect(requestIdFor("edge-42", 0)).toMatch(/^[0-9a-f-]{36}$/);
    for (const bad of ["", "a b", "x".repeat(129), "<script>", "id\nforged-line"]) {
      expect(requestIdFor(bad, 1)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("a visitor who leaves mid-answer", () => {
  it("is logged as 499 at info (nginx's 'client closed request'), not as the server's 500 error", async () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => lines.push(String(chunk)) > 0);
    const leaving = new AbortController();
    const handler = withObservation(async (request: Request) => {
      leaving.abort();
      // What an upload's fetch throws once the request's signal is aborted.
      throw request.signal.reason;
    }, {});
    try {
      await expect(
        handler(new Request("http://site.test/uploads/a.jpg", { signal: leaving.signal })),
      ).rejects.toThrow();
    } finally {
      write.mockRestore();
    }
    const logged = lines.map((line) => JSON.parse(line) as { level: string; status?: number; aborted?: boolean });
    expect(logged).toEqual([expect.objectContaining({ level: "info", status: 499, aborted: true })]);
  });
});

describe("safePath", () => {
  it("masks secret-looking query values and keeps the rest", () => {
    expect(safePath("http://x/auth/login?redirectTo=%2Fdashboard&token=abc&email=a%40b.c")).toBe(
      "/auth/login?redirectTo=%2Fdashboard&token=[redacted]&email=[redacted]",
    );
    expect(safePath("/resources/shop?page=2&sort=price")).toBe("/resources/shop?page=2&sort=price");
    expect(safePath("/reset?PASSWORD=x&api_key=y&csrf=z")).toBe(
      "/reset?PASSWORD=[redacted]&api_key=[redacted]&csrf=[redacted]",
    );
  });
});

describe("the request record", () => {
  it("gathers upstream calls and cache lookups of the request it runs in, and nothing outside it", async () => {
    const record = newRecord("r1", performance.now());
    await runInRequest(record, async () => {
      noteUpstreamCall({ method: "GET", path: "blogs/blogs.php", status: 200, ms: 40 }, record.started + 10);
      await Promise.resolve();
      noteCacheLookup(true);
    });
    noteCacheLookup(false);
    expect(record.upstream).toEqual([{ method: "GET", path: "blogs/blogs.php", status: 200, ms: 40, start: 10 }]);
    expect(record.cache).toEqual({ hits: 1, misses: 0, page: false });
  });

  it("counts overlapping upstream calls once in the wall time", () => {
    const call = (start: number, ms: number) => ({ method: "GET", path: "p", status: 200, start, ms });
    expect(upstreamWallMs([call(0, 100), call(50, 100), call(300, 10)])).toBe(160);
    expect(upstreamWallMs([])).toBe(0);
  });

  it("says hit only when a cache answered without asking the API", () => {
    const record = newRecord("r2");
    expect(cacheOutcome(record)).toBe("miss");
    runInRequest(record, () => noteCacheLookup(true));
    expect(cacheOutcome(record)).toBe("hit");
    runInRequest(record, () => noteCacheLookup(false));
    expect(cacheOutcome(record)).toBe("miss");
    runInRequest(record, () => notePageCacheHit());
    expect(cacheOutcome(record)).toBe("hit");
  });

  it("writes Server-Timing with upstream, render, cache and total", () => {
    const record = newRecord("r3", 0);
    record.upstream.push({ method: "GET", path: "p", status: 200, start: 5, ms: 30 });
    expect(serverTiming(record, 100)).toBe(
      'upstream;dur=30.0;desc="1 call(s)", render;dur=70.0, cache;desc=miss, total;dur=100.0',
    );
  });
});

describe("routeMatcher", () => {
  const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
    id,
    parentId,
    path,
    index,
    module: {},
  });
  const routes = {
    root: route("root", undefined, ""),
    "routes/_site": route("routes/_site", "root"),
    "routes/_site._index": route("routes/_site._index", "routes/_site", undefined, true),
    "routes/_site.resources.blog-info.$slug": route(
      "routes/_site.resources.blog-info.$slug",
      "routes/_site",
      "resources/blog-info/:slug",
    ),
    "routes/_site.$": route("routes/_site.$", "routes/_site", "*"),
    "routes/healthz": route("routes/healthz", "root", "healthz"),
  } as unknown as ServerBuild["routes"];
  const match = routeMatcher(routes);

  it("names the leaf route of documents and single-fetch data requests", () => {
    expect(match("/")).toBe("routes/_site._index");
    expect(match("/_root.data")).toBe("routes/_site._index");
    expect(match("/resources/blog-info/some-post")).toBe("routes/_site.resources.blog-info.$slug");
    expect(match("/resources/blog-info/some-post.data")).toBe("routes/_site.resources.blog-info.$slug");
    expect(match("/healthz")).toBe("routes/healthz");
    expect(match("/no/such/page")).toBe("routes/_site.$");
  });
});

describe("the logger", () => {
  it("writes JSON lines naming the current request and masks secret fields", () => {
    const lines: string[] = [];
    const log = createLogger({ write: (line: string) => void lines.push(line) }, "info");
    runInRequest(newRecord("req-7"), () =>
      log.warn({ password: "hunter2-secret", cookie: "session=abc", user: { token: "t0k3n" } }, "careful"),
    );
    log.debug("not at info");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(line).toMatchObject({ level: "warn", requestId: "req-7", msg: "careful", password: "[redacted]" });
    expect(lines[0]).not.toMatch(/hunter2|session=abc|t0k3n/);
  });
});

describe("upstream calls in a request", () => {
  it("forward the request id to the API and are recorded with path, status and duration", async () => {
    const seen: (string | undefined)[] = [];
    const api = await startFakeApi((req, res) => {
      seen.push(req.headers["x-request-id"] as string | undefined);
      sendJson(res, req.url?.includes("missing") ? 404 : 200, { status: 200, data: [] });
    });
    try {
      const record = newRecord("req-forwarded");
      await runInRequest(record, async () => {
        await upstream({ path: "blogs/blogs.php", schema: z.unknown(), baseUrl: api.url });
        await upstream({ path: "blogs/missing.php", schema: z.unknown(), baseUrl: api.url }).catch(() => null);
      });
      expect(seen).toEqual(["req-forwarded", "req-forwarded"]);
      expect(record.upstream.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
        { method: "GET", path: "blogs/blogs.php", status: "200" },
        { method: "GET", path: "blogs/missing.php", status: "404" },
      ]);
      expect(record.upstream.every((call) => call.ms >= 0 && call.start >= 0)).toBe(true);
    } finally {
      await api.close();
    }
  });
});
