/**
 * Decision 009 at the request-handler level: request ids, the JSON log line of
 * each request, Server-Timing, /metrics behind its token, and /healthz
 * answering 503 while draining.
 */
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serverBuildPath } from "../e2e/support/build";
import { csrfFrom, cookiesOf, useSite } from "./support/site";

const METRICS_TOKEN = "routes-metrics-token-0123456789";
const site = useSite({ env: { METRICS_TOKEN, TRUST_PROXY: "1", LOG_LEVEL: "info" } });

let written: string[] = [];
beforeEach(() => {
  written = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    written.push(String(chunk));
    return rest.length ? write(chunk) : true;
  });
});
afterEach(() => vi.restoreAllMocks());

type Line = Record<string, unknown> & { requestId?: string; msg?: string };
const lines = (): Line[] =>
  written
    .join("")
    .split("\n")
    .filter(Boolean)
    .map((text) => JSON.parse(text) as Line);

/** Log lines are written when the body has been sent: read it first. */
async function fetched(path: string, init?: Parameters<typeof site.request>[1]) {
  const response = await site.request(path, init);
  const body = await response.text();
  return { response, body };
}

describe("request ids and log lines", () => {
  it("answers a page with a new X-Request-Id and writes one JSON line with it", async () => {
    const { response } = await fetched("/resources/blogs");
    const id = response.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines().find((entry) => entry.requestId === id && entry.msg === "request");
    expect(line).toMatchObject({
      level: "info",
      method: "GET",
      path: "/resources/blogs",
      route: "routes/_site.resources.blogs",
      status: 200,
      cache: expect.stringMatching(/^(hit|miss)$/),
    });
    expect(typeof line?.time).toBe("string");
    expect(line?.ms).toBeGreaterThan(0);
    const upstream = line?.upstream as { path: string; status: string; ms: number }[];
    expect(upstream.map((call) => call.path)).toContain("media/blogs.php");
    expect(upstream.every((call) => call.status === "200" && call.ms >= 0)).toBe(true);
  });

  it("keeps the id a trusted proxy set (TRUST_PROXY=1)", async () => {
    const { response } = await fetched("/resources/shop", { headers: { "X-Request-Id": "edge-4f2a" } });
    expect(response.headers.get("X-Request-Id")).toBe("edge-4f2a");
    expect(
      lines().some((entry) => entry.requestId === "edge-4f2a" && entry.route === "routes/_site.resources.shop"),
    ).toBe(true);
  });

  it("puts Server-Timing on documents, single-fetch data and redirects", async () => {
    for (const path of ["/resources/blogs", "/resources/blogs.data", "/dashboard"]) {
      const { response } = await fetched(path);
      expect(response.headers.get("Server-Timing"), path).toMatch(
        /^upstream;dur=[\d.]+;desc="\d+ call\(s\)", render;dur=[\d.]+, cache;desc=(hit|miss), total;dur=[\d.]+$/,
      );
    }
  });

  it("never writes a token, password, secret or cookie into a log line", async () => {
    const cookie = await site.signIn();
    await fetched("/dashboard/admin", { cookie });
    // A refused sign-in: its form body holds a password that must not reach the log either.
    const page = await site.request("/auth/login?token=query-secret-1234");
    await fetched("/auth/login?token=query-secret-1234", {
      cookie: cookiesOf(page),
      form: { csrf: csrfFrom(await page.text()), email: site.adminEmail, password: "wrong-password-in-a-form" },
    });
    await fetched("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    const log = written.join("");
    expect(log).toContain("/auth/login?token=[redacted]");
    const secrets = [
      site.apiToken,
      site.analyticsToken,
      site.adminPassword,
      "routes-session-secret",
      METRICS_TOKEN,
      "query-secret-1234",
      "wrong-password-in-a-form",
      ...cookie.split("; ").map((pair) => pair.slice(pair.indexOf("=") + 1)),
    ];
    for (const secret of secrets) expect(log, "a secret in the log").not.toContain(secret);
  });
});

describe("/metrics", () => {
  it("refuses without the bearer and with a wrong one", async () => {
    expect((await site.request("/metrics")).status).toBe(401);
    const wrong = await site.request("/metrics", { headers: { Authorization: "Bearer not-the-token-at-all" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain("http_request_duration_seconds");
  });

  it("exposes the named series with the token, upstream errors by API path included", async () => {
    await site.injectFault({ path: "media/blogs.php", status: 500, times: 1 });
    await fetched("/resources/blogs");
    const response = await site.request("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain; version=0.0.4/);
    const text = await response.text();
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[\d.]+",route="routes\/_site\.resources\.blogs",method="GET",status="200"\}/,
    );
    expect(text).toMatch(
      /upstream_request_duration_seconds_count\{path="media\/blogs\.php",method="GET",outcome="500"\} [1-9]/,
    );
    expect(text).toMatch(/upstream_errors_total\{path="media\/blogs\.php",kind="status"\} [1-9]/);
    expect(text).toMatch(/cache_lookups_total\{cache="read",result="(hit|miss)"\} \d+/);
    expect(text).toMatch(/cache_entries\{cache="read"\} \d+/);
    expect(text).toContain("# TYPE rate_limit_refusals_total counter");
    expect(text).toMatch(/process_cpu_user_seconds_total \d/);
    expect(text).toMatch(/nodejs_heap_size_used_bytes \d/);
  });
});

describe("/healthz while draining", () => {
  it("answers 200, then 503 once SIGTERM started the drain", async () => {
    expect((await site.request("/healthz")).status).toBe(200);
    // The same module instance the site's handler runs (the build is imported once per test file).
    const build = (await import(/* @vite-ignore */ pathToFileURL(serverBuildPath).href)) as {
      entry: { module: { observability: { startDraining(): void } } };
    };
    build.entry.module.observability.startDraining();
    const draining = await site.request("/healthz");
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: "draining" });
  });
});
