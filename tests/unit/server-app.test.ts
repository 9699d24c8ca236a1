import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import remixExpress from "@remix-run/express/dist/server.js";
import {
  createSiteApp,
  dropUntrustedForwarding,
  refuseCrossSite,
  refuseMalformedHost,
  remixUrl,
  securityHeaders,
} from "../../server/app";

const { createRemixRequest } = remixExpress;

/**
 * The server entry's guards (decision 005) (server/app.ts), on a real express
 * app in front of a stand-in for the Remix handler.
 */

const logged: string[] = [];
const servers: Server[] = [];

async function start(production: boolean, trustProxy = 0): Promise<string> {
  const app = express();
  app.use(dropUntrustedForwarding(trustProxy));
  app.use(securityHeaders({ production }));
  app.use(refuseCrossSite((line: string) => logged.push(line)));
  app.get("/page", (_req, res) => void res.type("html").send("<p>page</p>"));
  app.get("/data", (_req, res) => void res.json({ ok: true }));
  app.get(
    "/image.svg",
    (_req, res) => void res.type("image/svg+xml").send("<svg xmlns='http://www.w3.org/2000/svg'/>"),
  );
  app.get("/echo", (req, res) => void res.json({ forwarded: req.get("x-forwarded-for") ?? null }));
  app.post("/action", (_req, res) => void res.type("html").send("<p>done</p>"));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let production: string;
let development: string;
beforeAll(async () => {
  production = await start(true);
  development = await start(false);
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe("the site's server entry", () => {
  it("sends HSTS in production, on pages and everything else", async () => {
    for (const path of ["/page", "/data"]) {
      const response = await fetch(`${production}${path}`);
      expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    }
    expect((await fetch(`${development}/page`)).headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("sends the static security headers on every answer (helmet), and nothing helmet adds besides", async () => {
    for (const path of ["/page", "/data"]) {
      const { headers } = await fetch(`${development}${path}`);
      expect(headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
      expect(headers.get("Cross-Origin-Opener-Policy"), path).toBe("same-origin");
      expect(headers.get("Permissions-Policy"), path).toBe(
        "camera=(), microphone=(), geolocation=(), interest-cohort=()",
      );
      expect(headers.get("Cross-Origin-Resource-Policy"), path).toBeNull();
      expect(headers.get("X-XSS-Protection"), path).toBeNull();
    }
  });

  it("marks every answer that is not HTML nosniff with a sandboxing CSP (an SVG included)", async () => {
    for (const path of ["/data", "/image.svg"]) {
      const answer = await fetch(`${production}${path}`);
      expect(answer.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(answer.headers.get("Content-Security-Policy"), path).toBe("default-src 'none'; sandbox");
    }
    expect((await fetch(`${production}/page`)).headers.get("Content-Security-Policy")).toBeNull();
  });

  it("answers a cross-site post 403 with one log line, and lets same-origin posts through", async () => {
    logged.length = 0;
    const host = new URL(production).host;
    const crossSite = await fetch(`${production}/action`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    const opaque = await fetch(`${production}/action`, { method: "POST", headers: { Origin: "null" } });
    expect(opaque.status).toBe(403);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/^Refused cross-site POST \/action from Origin "https:\/\/evil\.example"$/);

    const sameSite = await fetch(`${production}/action`, { method: "POST", headers: { Origin: `http://${host}` } });
    expect(sameSite.status).toBe(200);
    const noOrigin = await fetch(`${production}/action`, { method: "POST" });
    expect(noOrigin.status).toBe(200);
  });

  it("does not let a client's X-Forwarded-Host vouch for its Origin without a trusted proxy", async () => {
    const response = await fetch(`${production}/action`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
    });
    expect(response.status).toBe(403);
  });

  it("drops forwarding headers unless TRUST_PROXY names proxies in front", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.7" };
    expect(await (await fetch(`${production}/echo`, { headers })).json()).toEqual({ forwarded: null });
    const behindProxy = await start(true, 1);
    expect(await (await fetch(`${behindProxy}/echo`, { headers })).json()).toEqual({ forwarded: "203.0.113.7" });
  });
});

describe("a malformed % escape", () => {
  it("answers 400 with one warning line and no stack", async () => {
    const assets = mkdtempSync(join(tmpdir(), "site-app-"));
    const before = process.env.NODE_ENV;
    // express's own error handler prints stacks outside NODE_ENV=test; the site runs in production.
    process.env.NODE_ENV = "production";
    const lines: string[] = [];
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const build = { publicPath: "/build/", assetsBuildDirectory: assets, entry: { module: {} }, routes: {} };
      const app = createSiteApp({
        getBuild: () => build as never,
        mode: "production",
        production: true,
        trustProxy: 0,
        log: (line: string) => lines.push(line),
      });
      const server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
      });
      servers.push(server);
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/blog/%E0%A4%A`);
      expect(response.status).toBe(400);
      expect(lines).toEqual(["Bad request: GET \"/blog/%E0%A4%A\" (Failed to decode param '/blog/%E0%A4%A')"]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      process.env.NODE_ENV = before;
      errors.mockRestore();
      rmSync(assets, { recursive: true, force: true });
    }
  });
});

describe("a malformed Host header", () => {
  it("answers 400 with one warning line and no stack; a good Host, an IP and [IPv6] with ports go on", async () => {
    const app = express();
    const lines: string[] = [];
    app.use(refuseMalformedHost((line: string) => lines.push(line)));
    app.get("/page", (_req, res) => void res.send("page"));
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    servers.push(server);
    const { port } = server.address() as AddressInfo;
    // Host is a forbidden header for fetch: send the request by hand.
    const statusWith = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, path: "/page", headers: { Host: host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end();
      });
    for (const good of ["aniwa.studio", "localhost:8080", "10.0.0.7:3000", "[::1]:3000", "site_1"]) {
      expect(await statusWith(good), good).toBe(200);
    }
    expect(lines).toEqual([]);
    expect(await statusWith("exa mple.com")).toBe(400);
    expect(await statusWith("aniwa.studio:80:80")).toBe(400);
    expect(await statusWith("[::1")).toBe(400);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Bad request: GET "/page" with a malformed Host header "exa mple.com"');
  });
});

describe("the URL a kept page is looked up by", () => {
  it("is the one @remix-run/express gives Remix's request, with and without a trusted proxy", async () => {
    const urls = async (trustProxy: number, headers: Record<string, string>, path = "/resources/shop?x=1") => {
      const app = express();
      app.set("trust proxy", trustProxy);
      app.use(dropUntrustedForwarding(trustProxy));
      app.get("*", (req, res) => void res.json({ ours: remixUrl(req).href, remix: createRemixRequest(req, res).url }));
      const server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
      });
      servers.push(server);
      return new Promise<{ ours: string; remix: string }>((resolve, reject) => {
        const req = request(
          { host: "127.0.0.1", port: (server.address() as AddressInfo).port, path, headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
          },
        );
        req.on("error", reject);
        req.end();
      });
    };
    const asks: [number, Record<string, string>][] = [
      [0, { Host: "aniwa.studio" }],
      [0, { Host: "localhost:3650" }],
      [0, { Host: "[::1]:3000" }],
      [0, { Host: "aniwa.studio", "X-Forwarded-Host": "evil.example:8443", "X-Forwarded-Proto": "https" }],
      [1, { Host: "10.0.0.7:3000", "X-Forwarded-Host": "aniwa.studio", "X-Forwarded-Proto": "https" }],
      [1, { Host: "10.0.0.7:3000", "X-Forwarded-Host": "aniwa.studio:8443", "X-Forwarded-Proto": "https" }],
      [1, { Host: "localhost:3650" }],
    ];
    for (const [trustProxy, headers] of asks) {
      const { ours, remix } = await urls(trustProxy, headers);
      expect(ours, JSON.stringify(headers)).toBe(remix);
    }
    const odd = await urls(0, { Host: "aniwa.studio" }, "/resources/./shop//x?a=%20b&c");
    expect(odd.ours).toBe(odd.remix);
  });
});
