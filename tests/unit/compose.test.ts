import { readFileSync } from "node:fs";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { dropUntrustedForwarding, refuseCrossSite } from "../../server/app";
import { startupProblem } from "../../config/env";
import { parseEnv } from "~/platform/env.server";

/**
 * compose.yaml as docs/deploy.md runs it. Read as text (no YAML package is a
 * dependency of ours): the site's environment block and nginx's config.
 */
const compose = readFileSync(new URL("../../compose.yaml", import.meta.url), "utf8");

/** The replicas' environment, with `${NAME:?…}` given a value and `${NAME:-}` as compose passes it unset: "". */
function composeEnvironment(given: Record<string, string>): Record<string, string> {
  const block = /^ {2}environment:\n((?: {4}.*\n|\s*#.*\n)+)/m.exec(compose)?.[1] ?? "";
  const env: Record<string, string> = {};
  for (const [, name, raw] of block.matchAll(/^ {4}(\w+): (.+)$/gm)) {
    const value = raw.replace(/^"(.*)"$/, "$1");
    const reference = /^\$\{(\w+):([-?])(.*)\}$/.exec(value);
    env[name] = reference ? (given[reference[1]] ?? (reference[2] === "-" ? reference[3] : "")) : value;
  }
  return env;
}

/** nginx's config as compose writes it (`$$` is compose's escape for `$`). */
const nginxConf = (/^ {4}content: \|\n((?: {6}.*\n?|\n)+)/m.exec(compose)?.[1] ?? "")
  .replace(/^ {6}/gm, "")
  .replaceAll("$$", "$");

describe("compose.yaml's replicas", () => {
  const secrets = {
    STUDIO_API_URL: "https://api.studio.example/",
    STUDIO_API_TOKEN: "api-token",
    ANALYTICS_API_TOKEN: "analytics-token",
    SESSION_SECRET: "a-session-secret",
  };

  it("ask for SITE_URL and start with METRICS_TOKEN left out, as docs/deploy.md runs them", () => {
    expect(compose).toMatch(/^ {4}SITE_URL: \$\{SITE_URL:\?set SITE_URL/m);
    const env = composeEnvironment({ ...secrets, SITE_URL: "https://aniwa.studio" });
    expect(env).toMatchObject({ SITE_URL: "https://aniwa.studio", METRICS_TOKEN: "", TRUST_PROXY: "1" });
    const parsed = parseEnv({ ...env, NODE_ENV: "production" });
    expect(parsed.SITE_URL).toBe("https://aniwa.studio");
    expect(parsed.METRICS_TOKEN).toBeUndefined();
    expect(startupProblem({ ...env, NODE_ENV: "production" })).toBeNull();
  });

  it("treat an empty string as unset for every optional variable", () => {
    const empty = Object.fromEntries(
      [
        "SITE_URL",
        "METRICS_TOKEN",
        "METRICS_PORT",
        "PORT",
        "TRUST_PROXY",
        "REDIS_URL",
        "SHUTDOWN_TIMEOUT_S",
        "LOG_LEVEL",
        "DATA_DIR",
        "IMAGE_CACHE_DIR",
        "IMAGE_CACHE_MAX_MB",
        "PUBLIC_CACHE_TTL_MS",
        "PAGE_CACHE_TTL_MS",
        "ANALYTICS_CACHE_DIR",
      ].map((name) => [name, ""]),
    );
    const parsed = parseEnv({ ...secrets, ...empty, NODE_ENV: "production" });
    expect(parsed).toMatchObject({ PORT: 3000, TRUST_PROXY: 0, SHUTDOWN_TIMEOUT_S: 8, LOG_LEVEL: "info" });
    expect(parsed.REDIS_URL).toBeUndefined();
    expect(parsed.METRICS_PORT).toBeUndefined();
    // An empty NODE_ENV is production for `npm start`, so it still asks for real credentials.
    expect(startupProblem({ NODE_ENV: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "", DEMO: "" })).toMatch(
      /^Configuration error: ADMIN_EMAIL is not set/,
    );
  });
});

describe("compose.yaml's nginx", () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it("passes the port the visitor used, so a form post on http://localhost:8080 is same-origin", async () => {
    // What nginx's variables hold for `POST http://localhost:8080/contact`.
    const variables: Record<string, string> = {
      host: "localhost",
      http_host: "localhost:8080",
      scheme: "http",
      proxy_add_x_forwarded_for: "192.0.2.7",
      request_id: "4f1c0ffee",
    };
    const headers: Record<string, string> = { Origin: "http://localhost:8080" };
    for (const [, name, value] of nginxConf.matchAll(/proxy_set_header\s+([\w-]+)\s+(\S+);/g)) {
      headers[name] = value.replace(/^"(.*)"$/, "$1").replace(/\$(\w+)/g, (_, v: string) => variables[v] ?? "");
    }
    expect(headers.Host).toBe("localhost:8080");
    expect(headers["X-Forwarded-Host"]).toBe("localhost:8080");

    const app = express();
    app.use(dropUntrustedForwarding(1));
    app.use(refuseCrossSite(() => {}));
    app.post("/contact", (_req, res) => void res.send("received"));
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    servers.push(server);
    const { port } = server.address() as AddressInfo;
    // Host is a forbidden header for fetch: send the request by hand.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: "/contact", method: "POST", headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(200);
  });
});

describe("compose.yaml's volumes and nginx's upstream (decision 013, docs/deploy.md)", () => {
  it("Redis appends to a volume; each replica's DATA_DIR is a named volume and both mount one lead outbox", () => {
    expect(compose).toMatch(/command: \["redis-server", "--appendonly", "yes"\]\n\s+volumes: \[redis-data:\/data\]/);
    expect(compose).toContain("volumes: [site-1-data:/data, leads:/data/outbox]");
    expect(compose).toContain("volumes: [site-2-data:/data, leads:/data/outbox]");
  });

  it("each replica has a memory limit, and no swap beyond it, that npm start sizes its heap to (docs/deploy.md)", () => {
    const site = /^x-site: &site\n((?: {2}.*\n|\s*#.*\n)+)/m.exec(compose)?.[1] ?? "";
    expect(site).toMatch(/^ {2}mem_limit: 256m$/m);
    expect(site).toMatch(/^ {2}memswap_limit: 256m$/m);
  });

  it("nginx (1.27.3 or later) looks the replicas up again, with a short connect timeout", () => {
    const version = /image: nginx:(\d+)\.(\d+)/.exec(compose);
    expect(Number(version?.[1]) * 100 + Number(version?.[2])).toBeGreaterThanOrEqual(128);
    expect(nginxConf).toMatch(/^resolver \$\{NGINX_LOCAL_RESOLVERS\} valid=5s/m);
    expect(nginxConf).toMatch(/zone site 64k;/);
    expect(nginxConf.match(/server site-\d:3000 resolve /g)).toHaveLength(2);
    expect(nginxConf).toMatch(/proxy_connect_timeout 2s;/);
  });
});
