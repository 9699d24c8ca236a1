import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll } from "vitest";
import { createSiteHandler } from "../../../server/app";
import { serverBuildPath } from "../../e2e/support/build";
import { startRedis, type RedisServer } from "../../unit/support/redis-server";
import { ORIGIN } from "./site";

/**
 * Replicas as docs/deploy.md runs them, for the tests of what they share: a real redis-server for
 * the file, and a second replica of the built site beside useSite's first.
 */

export interface SharedRedis extends RedisServer {
  /** Stops it and starts a fresh one on the same port without persistence: every key is gone. */
  restart(): Promise<void>;
}

/** A redis-server for this file; its URL goes into `env` (pass the same object to useSite, after this). */
export function useRedis(env: Record<string, string>): SharedRedis {
  let server: (RedisServer & { port: number }) | undefined;
  beforeAll(async () => {
    server = await startRedis();
    env.REDIS_URL = server.url;
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get url() {
      return server!.url;
    },
    pause: () => server!.pause(),
    resume: () => server!.resume(),
    stop: () => server!.stop(),
    restart: async () => {
      await server!.stop();
      server = await startRedis(server!.port);
    },
  };
}

export interface Replica {
  /** A GET, or a form POST with `form`, as site.request sends one to the first replica. */
  request(
    path: string,
    init?: { cookie?: string; form?: Record<string, string>; clientAddress?: string; headers?: HeadersInit },
  ): Promise<Response>;
}

/**
 * The built site loaded again as another module (a query makes it one): a replica with its own
 * memory and, with `ownDataDir`, a DATA_DIR of its own, so what it knows of the first comes through
 * Redis only. It reads its settings when it loads, so load it after useSite.
 */
export function useSecondReplica({ name, ownDataDir = false }: { name: string; ownDataDir?: boolean }): Replica {
  let handler: ReturnType<typeof createSiteHandler> | undefined;
  const dataDir = ownDataDir ? mkdtempSync(join(tmpdir(), "studio-replica-2-")) : undefined;
  beforeAll(async () => {
    const first = process.env.DATA_DIR;
    if (dataDir) process.env.DATA_DIR = dataDir;
    try {
      const url = `${pathToFileURL(serverBuildPath).href}?replica=${name}`;
      handler = createSiteHandler((await import(/* @vite-ignore */ url)) as ServerBuild, "production");
    } finally {
      process.env.DATA_DIR = first;
    }
  }, 60_000);
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    request: (path, { cookie = "", form, clientAddress = "127.0.0.1", headers: given } = {}) => {
      const headers = new Headers(given);
      headers.set("Cookie", cookie);
      headers.set("X-Forwarded-For", clientAddress);
      if (form) headers.set("Content-Type", "application/x-www-form-urlencoded");
      const request = new Request(new URL(path, ORIGIN), {
        method: form ? "POST" : "GET",
        headers,
        ...(form ? { body: new URLSearchParams(form) } : {}),
      });
      return handler!(request, { clientAddress });
    },
  };
}
