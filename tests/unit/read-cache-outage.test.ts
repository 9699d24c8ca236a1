import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStore, redisStore, type PersistentStore } from "~/read-cache/cache-stores.server";
import { createReadCache } from "~/read-cache/cache.server";
import { startRedis, type RedisServer } from "./support/redis-server";

/**
 * Decision 004: a public read keeps its last good answer and serves it while the API fails, from
 * memory and, after a restart (a new cache over the same store), from a real folder or a real
 * redis-server; only with nothing kept does the failure reach the page.
 */

const windows = { ttlMs: 50, staleMs: 50 };
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const down = () => Promise.reject(new Error("connect ECONNREFUSED"));
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

function outageCases(name: string, open: () => PersistentStore) {
  describe(`last good answers in ${name}`, () => {
    it("serves the last good answer while the API fails, past every window, and after a restart", async () => {
      const store = open();
      const before = createReadCache({ persistent: store, staleIfErrorMs: WEEK_MS });
      expect(await before.cached("blogs:list::", () => Promise.resolve(["post a", "post b"]), windows)).toEqual([
        "post a",
        "post b",
      ]);
      await pause(150); // past fresh and stale-while-revalidate
      expect(await before.cached("blogs:list::", down, windows)).toEqual(["post a", "post b"]);

      // A new process: nothing in memory, the same store.
      const after = createReadCache({ persistent: open(), staleIfErrorMs: WEEK_MS });
      expect(await after.cached("blogs:list::", down, windows)).toEqual(["post a", "post b"]);
      // Never read before: nothing to show, the failure stands.
      await expect(after.cached("blogs:one:never-read", down, windows)).rejects.toThrow("ECONNREFUSED");
      // The API is back: the next read past the windows is fresh.
      await pause(10);
      await after.cached("blogs:list::", () => Promise.resolve(["post c"]), windows);
      await expect.poll(() => after.cached("blogs:list::", down, windows)).toEqual(["post c"]);
    });

    it("an admin write reloads at once, also for a copy read back after a restart", async () => {
      const first = createReadCache({ persistent: open(), staleIfErrorMs: WEEK_MS });
      const long = { ttlMs: 60_000, staleMs: 60_000 };
      await first.cached("products:all", () => Promise.resolve(["old price"]), long);
      first.invalidate("products:");
      await pause(20);
      const restarted = createReadCache({ persistent: open(), staleIfErrorMs: WEEK_MS });
      expect(await restarted.cached("products:all", () => Promise.resolve(["new price"]), long)).toEqual(["new price"]);
    });

    it("keeps nothing past STALE_IF_ERROR_S", async () => {
      const cache = createReadCache({ persistent: open(), staleIfErrorMs: 100 });
      await cache.cached("projects:one:7", () => Promise.resolve({ id: 7 }), windows);
      await pause(200);
      await expect(cache.cached("projects:one:7", down, windows)).rejects.toThrow("ECONNREFUSED");
    });
  });
}

const dir = mkdtempSync(path.join(tmpdir(), "read-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
outageCases("a folder", () => fileStore(dir, 1024 * 1024));

it("keeps its folder and files readable by the site's own user only", async () => {
  const own = path.join(dir, "private");
  const store = fileStore(own, 1024 * 1024);
  await store.set("blogs:list::", { value: ["post"], metadata: { createdTime: Date.now(), ttl: 1000 } }, WEEK_MS);
  await store.saveInvalidations({ "blogs:": Date.now() });
  const files = [own, ...readdirSync(own, { recursive: true, encoding: "utf8" }).map((name) => path.join(own, name))];
  expect(files.length).toBeGreaterThan(2);
  for (const file of files) {
    const stat = statSync(file);
    expect({ file, mode: (stat.mode & 0o777).toString(8) }).toEqual({ file, mode: stat.isDirectory() ? "700" : "600" });
  }
});

let redis: RedisServer | undefined;
const stores: PersistentStore[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const store of stores) await store.close?.();
  await redis?.stop();
});
outageCases("a real redis-server", () => {
  const store = redisStore(redis!.url);
  stores.push(store);
  return store;
});
