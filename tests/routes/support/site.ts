/**
 * The built site's request handler (the real server bundle of `remix build`) in front of a real
 * embedded studio API on a free port over a fresh DATA_DIR: one per test file. Requests are plain
 * `Request`s; nothing follows redirects, so a test sees each 30x itself.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll } from "vitest";
import { startStudioApi, type StudioApi } from "../../../studio-api/index";
import type { ApiStyle } from "../../../studio-api/php-style";
import { createSiteHandler } from "../../../server/app";
import { serverBuildPath } from "../../e2e/support/build";

export const ORIGIN = "http://localhost:3000";

/**
 * How the embedded API answers in this run: `json` (our exact contract) or `php` (like a PHP
 * backend written from the spec, studio-api/php-style.ts). The `routes-php` vitest project runs
 * every route test again with STUDIO_API_STYLE=php.
 */
export const API_STYLE: ApiStyle = process.env.STUDIO_API_STYLE === "php" ? "php" : "json";

interface RequestOptions extends Omit<RequestInit, "body"> {
  /** Sent as application/x-www-form-urlencoded, like a form without scripts. */
  form?: Record<string, string>;
  /** Cookie header to send (see `cookiesOf`). */
  cookie?: string;
  /**
   * The client's address (the rate limits key on it), 127.0.0.1 unless given: passed as the TCP
   * peer (`context.clientAddress`, what the site's server gives loaders) and as X-Forwarded-For.
   */
  clientAddress?: string;
  body?: BodyInit;
}

export interface Site {
  /** The embedded API's DATA_DIR (its SQLite database is `studio.db` there; read it to check what was stored). */
  dataDir: string;
  /** The site's own DATA_DIR (its lead outbox is `outbox/` there). */
  siteDataDir: string;
  /** Stops the embedded API (the site's calls then fail as with a PHP API that is down). */
  stopApi(): Promise<void>;
  /** Starts it again on the same port over the same data. */
  startApi(): Promise<void>;
  apiToken: string;
  analyticsToken: string;
  adminEmail: string;
  adminPassword: string;
  /** Asks the built site, as a browser would ask remix-serve. */
  request(path: string, options?: RequestOptions): Promise<Response>;
  /** Calls the embedded API directly (arranging and checking data); throws on an error status. */
  api<T = unknown>(path: string, init?: RequestInit & { token?: string }): Promise<T>;
  injectFault(rule: {
    path: string;
    method?: string;
    status?: number;
    /** HTTP 200 with this `status` in the JSON body (a PHP API's way of failing). */
    bodyStatus?: number;
    body?: string;
    malformed?: boolean;
    delayMs?: number;
    times?: number;
  }): Promise<void>;
  clearFaults(): Promise<void>;
  /** Signs in through the real form (CSRF token and all) and returns the Cookie header of the session. */
  signIn(): Promise<string>;
  /**
   * A new process, as far as the site knows: the build imported afresh (a new module instance,
   * so nothing kept in memory), over the same configuration and disk.
   */
  restartSite(): Promise<void>;
}

/** `name=value` pairs of a response's Set-Cookie headers, merged into `previous`. */
export function cookiesOf(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0];
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...jar.values()].join("; ");
}

/** The value of the page's first `name="csrf"` hidden input. */
export function csrfFrom(html: string): string {
  const match = /name="csrf" value="([^"]+)"|value="([^"]+)" name="csrf"/.exec(html);
  if (!match) throw new Error("no CSRF token in the page");
  return match[1] ?? match[2];
}

/** Starts the embedded API and loads the built site before the file's tests; stops them after. */
export function useSite({ env = {} }: { env?: Record<string, string> } = {}): Site {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-routes-"));
  const secrets = {
    apiToken: `routes-${randomBytes(8).toString("hex")}`,
    analyticsToken: `routes-analytics-${randomBytes(8).toString("hex")}`,
    adminEmail: "admin@studio.test",
    adminPassword: "correct-horse-battery",
  };
  const siteDataDir = join(dataDir, "site");
  let api: StudioApi | undefined;
  let apiPort = 0;
  let handle: ReturnType<typeof createSiteHandler> | undefined;
  let flushEvents: (() => Promise<void>) | undefined;
  let stopWorkers: (() => Promise<void>) | undefined;
  let starts = 0;
  const loadSite = async () => {
    starts += 1;
    const url = `${pathToFileURL(serverBuildPath).href}${starts > 1 ? `?start=${starts}` : ""}`;
    const build = (await import(/* @vite-ignore */ url)) as ServerBuild;
    handle = createSiteHandler(build, "production");
    const observability = (
      build.entry.module as { observability?: { flushEvents(): Promise<void>; stopWorkers(): Promise<void> } }
    ).observability;
    flushEvents = observability?.flushEvents;
    stopWorkers = observability?.stopWorkers;
  };
  /** Starts the embedded API on `port` (0: a free one) over this file's data. */
  const launchApi = async (port: number) => {
    // The embedded API is the test double here (fault injection on), so it starts outside production.
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "test";
    api = await startStudioApi({
      port,
      dataDir,
      ...secrets,
      token: secrets.apiToken,
      faults: true,
      style: API_STYLE,
      log: () => {},
    });
    apiPort = api.port;
    process.env.NODE_ENV = previous;
  };

  beforeAll(async () => {
    await launchApi(0);
    // The site runs as in production (as the e2e site does). It reads its configuration once,
    // when the bundle is imported (app/platform/env.server.ts).
    Object.assign(process.env, {
      NODE_ENV: "production",
      STUDIO_API_URL: api!.url,
      STUDIO_API_TOKEN: secrets.apiToken,
      ANALYTICS_API_TOKEN: secrets.analyticsToken,
      SESSION_SECRET: "routes-session-secret",
      // The site's own files (the lead outbox among them), apart from every other test file's.
      DATA_DIR: siteDataDir,
      PUBLIC_CACHE_TTL_MS: "0",
      PUBLIC_CACHE_STALE_MS: "0",
      // Warnings and errors only: a JSON line per request would bury the test report.
      LOG_LEVEL: "warn",
      // Rendered pages follow PUBLIC_CACHE_TTL_MS (off) unless a test file asks for them.
      ...env,
    });
    await loadSite();
  }, 60_000);

  afterAll(async () => {
    for (const name of Object.keys(env)) delete process.env[name];
    // The page views still queued go to the API while it listens (as a draining server sends
    // them), not to a closed port after the file's report.
    await flushEvents?.();
    // No lead or mail worker ticks once the file has ended (its folder is about to go).
    await stopWorkers?.();
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const site: Site = {
    dataDir,
    siteDataDir,
    ...secrets,
    async stopApi() {
      await api?.close();
      api = undefined;
    },
    startApi: () => launchApi(apiPort),
    async request(path, { form, cookie, clientAddress = "127.0.0.1", ...init } = {}) {
      if (!handle) throw new Error("useSite(): the site is not started yet");
      const headers = new Headers(init.headers);
      if (cookie) headers.set("Cookie", cookie);
      if (!headers.has("X-Forwarded-For")) headers.set("X-Forwarded-For", clientAddress);
      let body = init.body;
      if (form) {
        headers.set("Content-Type", "application/x-www-form-urlencoded");
        body = new URLSearchParams(form).toString();
      }
      const method = init.method ?? (form ? "POST" : "GET");
      return handle(new Request(new URL(path, ORIGIN), { ...init, method, headers, body }), { clientAddress });
    },
    async api<T>(path: string, { token, ...init }: RequestInit & { token?: string } = {}) {
      const headers = new Headers(init.headers);
      headers.set("Authorization", `Bearer ${token ?? secrets.apiToken}`);
      if (typeof init.body === "string") headers.set("Content-Type", "application/json");
      const response = await fetch(new URL(path, api!.url), { ...init, headers });
      const text = await response.text();
      if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
    async injectFault(rule) {
      const response = await fetch(new URL("__faults", api!.url), { method: "POST", body: JSON.stringify(rule) });
      if (!response.ok) throw new Error(`fault injection refused: ${response.status}`);
    },
    async clearFaults() {
      await fetch(new URL("__faults", api!.url), { method: "DELETE" });
    },
    async signIn() {
      const page = await site.request("/auth/login");
      let cookie = cookiesOf(page);
      const response = await site.request("/auth/login", {
        cookie,
        form: { csrf: csrfFrom(await page.text()), email: secrets.adminEmail, password: secrets.adminPassword },
      });
      if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
      cookie = cookiesOf(response, cookie);
      if (!cookie.includes("__studio_admin=")) throw new Error("sign-in set no session cookie");
      return cookie;
    },
    restartSite: loadSite,
  };
  return site;
}
