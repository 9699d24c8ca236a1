import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeApi, type FakeApi } from "./support/fake-api";

/** Random slugs can neither grow the public cache nor hammer the API from it. */

let api: FakeApi;
beforeAll(async () => {
  // The API knows no post: every slug is a miss (404), as with a visitor trying random ones.
  api = await startFakeApi((_req, res) => sendJson(res, 404, { status: 404, message: "Blog not found" }));
  process.env.STUDIO_API_URL = api.url;
});
afterAll(() => api.close());

describe("public read cache", () => {
  it("stays under its caps when 10,000 random slugs are asked for", async () => {
    const { cached, cacheSize, MAX_ENTRIES, MAX_MISSES } = await import("~/read-cache/cache.server");
    // What getBlog does for a slug the API does not know (a real round trip each is too slow here; see below).
    for (let i = 0; i < 10_000; i += 1) {
      const slug = randomBytes(8).toString("hex");
      expect(await cached(`blogs:one:${slug}`, () => Promise.resolve(null))).toBeNull();
      await cached(`blogs:list:${slug}:`, () => Promise.resolve([slug]));
    }
    const size = cacheSize();
    expect(size.misses).toBeLessThanOrEqual(MAX_MISSES);
    expect(size.entries).toBeLessThanOrEqual(MAX_ENTRIES);
  });

  it("holds unknown blog slugs asked through the API among the few short-lived misses", async () => {
    const { getBlog } = await import("~/services/blogs.server");
    const { cacheSize, invalidate, MAX_MISSES } = await import("~/read-cache/cache.server");
    invalidate("");
    // Invalidated values stay as last good answers (decision 004); the misses are what this is about.
    const { entries } = cacheSize();
    const slugs = Array.from({ length: MAX_MISSES + 100 }, () => randomBytes(8).toString("hex"));
    for (const slug of slugs) expect(await getBlog(slug)).toBeNull();
    expect(cacheSize()).toEqual({ entries, misses: MAX_MISSES });
    // A repeat of a recent miss is answered from the cache, without another call.
    const calls = api.calls.length;
    expect(await getBlog(slugs[slugs.length - 1])).toBeNull();
    expect(api.calls.length).toBe(calls);
  });

  it("keeps a miss only briefly, and evicts the least recently used value past the cap", async () => {
    const { cached, cacheSize, invalidate, MAX_ENTRIES } = await import("~/read-cache/cache.server");
    invalidate("");
    let loads = 0;
    const miss = () => {
      loads += 1;
      return Promise.resolve(null);
    };
    await cached("blogs:one:gone", miss);
    await cached("blogs:one:gone", miss);
    expect(loads).toBe(1);

    await cached("keep", () => Promise.resolve("kept"));
    for (let i = 0; i < MAX_ENTRIES + 10; i += 1) {
      await cached(`k${i}`, () => Promise.resolve(i));
      if (i % 100 === 0) await cached("keep", () => Promise.resolve("reloaded")); // recently used: stays
    }
    expect(cacheSize().entries).toBe(MAX_ENTRIES);
    expect(await cached("keep", () => Promise.resolve("reloaded"))).toBe("kept");
    expect(await cached("k0", () => Promise.resolve("reloaded"))).toBe("reloaded");
  });
});
