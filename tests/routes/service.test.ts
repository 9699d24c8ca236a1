/**
 * Decision 009 at the process level: `node --import tsx server/start.ts --no-build` on free ports with the build
 * the routes suite made. SIGTERM drains a request in flight; two replicas on one API show an
 * admin write within PUBLIC_CACHE_TTL_MS; /metrics over HTTP; no secret in any log line.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startStudioApi, type StudioApi } from "../../studio-api/index";
import { freePort } from "../unit/support/redis-server";
import { cookiesOf, csrfFrom } from "./support/site";
import { startSiteProcess, type SiteProcess } from "./support/site-process";

const SECRETS = {
  STUDIO_API_TOKEN: "service-api-token-5b1e7c",
  ANALYTICS_API_TOKEN: "service-analytics-token-9d2f",
  SESSION_SECRET: "service-session-secret-c41a",
  ADMIN_PASSWORD: "service-admin-password-77",
  METRICS_TOKEN: "service-metrics-token-0123456789",
};
const ADMIN_EMAIL = "admin@service.test";
const BROWSER =
  "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

interface Running extends SiteProcess {
  /** The embedded API's DATA_DIR. */
  dataDir: string;
}

const started: Running[] = [];
const dirs: string[] = [];

async function startSite(env: Record<string, string>): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-service-"));
  dirs.push(dataDir);
  const site = await startSiteProcess(await freePort(), {
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    TRUST_PROXY: "1",
    PUBLIC_CACHE_STALE_MS: "0",
    ...SECRETS,
    ...env,
  });
  const running = { ...site, dataDir };
  started.push(running);
  return running;
}

afterEach(async () => {
  for (const site of started.splice(0)) {
    if (site.child.exitCode === null) site.signalGroup("SIGTERM");
    await site.exited;
  }
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every JSON line a process wrote (the embedded API's plain lines are skipped). */
const jsonLines = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Signs in through the real form and returns the session's Cookie header. */
async function signIn(url: string): Promise<string> {
  const page = await fetch(`${url}/auth/login`);
  const cookie = cookiesOf(page);
  const response = await fetch(`${url}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      csrf: csrfFrom(await page.text()),
      email: ADMIN_EMAIL,
      password: SECRETS.ADMIN_PASSWORD,
    }),
  });
  expect(response.status).toBe(302);
  return cookiesOf(response, cookie);
}

describe("graceful shutdown", () => {
  it("finishes a request in flight on SIGTERM, refuses new connections, stops the embedded API and exits 0", async () => {
    const apiPort = await freePort();
    const site = await startSite({
      STUDIO_API_PORT: String(apiPort),
      STUDIO_API_FAULTS: "1",
      SHUTDOWN_TIMEOUT_S: "10",
    });
    const api = `http://127.0.0.1:${apiPort}`;
    const fault = await fetch(`${api}/__faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "media/blogs.php", delayMs: 1_500, times: 1 }),
    });
    expect(fault.status).toBe(201);

    const slow = fetch(`${site.url}/resources/blogs`, { headers: { "User-Agent": BROWSER } });
    // The page's call has reached the API and is held there (the rule's one use is taken).
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${api}/__faults`)).json()) as { data: { remaining: number }[] }).data[0].remaining,
        { interval: 20 },
      )
      .toBe(0);
    site.child.kill("SIGTERM");
    // It stops taking connections once it has the signal (the request in flight is held 1.5 s).
    await expect
      .poll(
        () =>
          fetch(`${site.url}/healthz`).then(
            () => "answered",
            () => "refused",
          ),
        { interval: 20 },
      )
      .toBe("refused");

    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("</html>");
    expect(await site.exited).toBe(0);
    await expect(fetch(`${api}/__faults`)).rejects.toThrow();

    const lines = jsonLines(site.output());
    const id = response.headers.get("X-Request-Id");
    // Its access line (other lines of the request, a warning say, carry its id too).
    expect(lines.find((line) => line.requestId === id && "status" in line)).toMatchObject({
      path: "/resources/blogs",
      status: 200,
    });
    expect(lines.some((line) => String(line.msg).startsWith("SIGTERM: draining"))).toBe(true);
    // Its page view, answered after SIGTERM, was sent before the process left, not lost in the queue.
    const db = new Database(path.join(site.dataDir, "studio.db"), { readonly: true });
    try {
      const views = db
        .prepare("SELECT page_url FROM analytics_events WHERE event_type = 'page_view' AND page_url LIKE ?")
        .all(`${site.url}/%`);
      expect(views).toEqual([{ page_url: `${site.url}/resources/blogs` }]);
    } finally {
      db.close();
    }
  }, 30_000);
});

describe("a child that dies", () => {
  it("the site killed (as the kernel's out-of-memory killer does) stops the start with one JSON line naming it and the signal, and a non-zero exit", async () => {
    const site = await startSite({ STUDIO_API_PORT: String(await freePort()) });
    // The site's own process: start.ts's child running serve-entry.mjs.
    const children = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(site.child.pid)], { encoding: "utf8" });
    const sitePid = Number(/^\s*(\d+)\s.*serve-entry\.mjs/m.exec(children)?.[1]);
    expect(sitePid).toBeGreaterThan(0);
    process.kill(sitePid, "SIGKILL");
    expect(await site.exited).toBe(1);
    // The supervisor's line about its child (its other lines, JSON too, say what it started).
    const line = jsonLines(site.output()).find((entry) => entry.service === "supervisor" && "child" in entry);
    expect(line).toMatchObject({
      level: "error",
      child: "the site",
      code: null,
      signal: "SIGKILL",
      msg: "the site exited on SIGKILL (killed: out of memory?); stopping",
    });
  });
});

describe("two replicas on one studio API", () => {
  let api: StudioApi | undefined;
  const apiDir = mkdtempSync(path.join(tmpdir(), "studio-service-api-"));
  dirs.push(apiDir);
  afterAll(async () => api?.close());

  it("an admin write through one shows on the other within PUBLIC_CACHE_TTL_MS; /metrics over HTTP; no secret logged", async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "test";
    api = await startStudioApi({
      port: 0,
      dataDir: apiDir,
      token: SECRETS.STUDIO_API_TOKEN,
      analyticsToken: SECRETS.ANALYTICS_API_TOKEN,
      adminEmail: ADMIN_EMAIL,
      adminPassword: SECRETS.ADMIN_PASSWORD,
      log: () => {},
    });
    process.env.NODE_ENV = previous;
    const TTL_MS = 1_500;
    const shared = { STUDIO_API_URL: api.url, PUBLIC_CACHE_TTL_MS: String(TTL_MS) };
    const [a, b] = await Promise.all([startSite(shared), startSite(shared)]);

    // Product 1 of the seed, on the shop page of both replicas (each now holds it in its caches).
    const name = "Adinkra Oak Lounge Chair";
    expect(await (await fetch(`${a.url}/resources/shop`)).text()).toContain(name);
    expect(await (await fetch(`${b.url}/resources/shop`)).text()).toContain(name);

    const cookie = await signIn(a.url);
    const confirm = await fetch(`${a.url}/dashboard/view-products?delete=1`, { headers: { Cookie: cookie } });
    const deleted = await fetch(`${a.url}/dashboard/view-products?delete=1`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookiesOf(confirm, cookie), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: csrfFrom(await confirm.text()), intent: "delete", id: "1" }),
    });
    expect(deleted.status).toBe(302);
    const written = Date.now();
    // Replica A dropped its own caches at once; B keeps its copy for at most the TTL.
    expect(await (await fetch(`${a.url}/resources/shop`)).text()).not.toContain(name);
    let goneAfter = Infinity;
    await expect
      .poll(
        async () => {
          const gone = !(await (await fetch(`${b.url}/resources/shop`)).text()).includes(name);
          if (gone) goneAfter = Date.now() - written;
          return gone;
        },
        { timeout: TTL_MS + 1_000, interval: 100 },
      )
      .toBe(true);
    expect(goneAfter).toBeLessThanOrEqual(TTL_MS + 500);

    expect((await fetch(`${b.url}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${b.url}/metrics`, { headers: { Authorization: `Bearer ${SECRETS.METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(
      /http_request_duration_seconds_count\{route="routes\/_site\.resources\.shop",method="GET",status="200"\} [1-9]/,
    );

    const logs = a.output() + b.output();
    expect(jsonLines(logs).filter((line) => line.msg === "request").length).toBeGreaterThan(5);
    const cookieValues = cookie.split("; ").map((pair) => pair.slice(pair.indexOf("=") + 1));
    for (const secret of [...Object.values(SECRETS), ...cookieValues]) expect(logs).not.toContain(secret);
  }, 40_000);
});
