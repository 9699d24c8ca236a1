import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_TTL, cached, invalidate } from "~/read-cache/cache.server";

/**
 * The public read cache (app/read-cache/cache.server.ts, cachified over lru-cache): fresh,
 * stale-while-revalidate, one load at a time. Its last good answers: tests/unit/read-cache-outage.test.ts.
 */

const windows = { ttlMs: 1_000, staleMs: 5_000 };

/** A loader that counts its calls and answers `value` (or the next of `values`). */
function loader<T>(...values: T[]) {
  const load = vi.fn(() => Promise.resolve(values.length > 1 ? values.shift()! : values[0]));
  return load;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-01T12:00:00Z") });
  invalidate("");
});
afterEach(() => {
  vi.useRealTimers();
});

describe("cached", () => {
  it("loads once and serves repeat reads from memory while fresh", async () => {
    const load = loader("first", "second");
    expect(await cached("products:list", load, windows)).toBe("first");
    vi.advanceTimersByTime(999);
    expect(await cached("products:list", load, windows)).toBe("first");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps keys apart", async () => {
    expect(await cached("blogs:list:a", loader("a"), windows)).toBe("a");
    expect(await cached("blogs:list:b", loader("b"), windows)).toBe("b");
  });

  it("when stale, answers the old value at once and refreshes it once in the background", async () => {
    const load = loader("old", "new");
    await cached("projects:list", load, windows);
    vi.advanceTimersByTime(1_500);
    const [a, b] = await Promise.all([cached("projects:list", load, windows), cached("projects:list", load, windows)]);
    expect([a, b]).toEqual(["old", "old"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => expect(await cached("projects:list", load, windows)).toBe("new"));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("after the stale window, waits for a new load", async () => {
    const load = loader("old", "new");
    await cached("categories:list", load, windows);
    vi.advanceTimersByTime(6_001);
    expect(await cached("categories:list", load, windows)).toBe("new");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks the API once however many visitors ask together", async () => {
    let release: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((done) => (release = done)));
    const reads = Promise.all([1, 2, 3].map(() => cached("blogs:one:x", load, windows)));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    release("post");
    expect(await reads).toEqual(["post", "post", "post"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never caches a failure: the next read tries again", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("HTTP 500"))
      .mockResolvedValueOnce("recovered");
    await expect(cached("products:one:1", load, windows)).rejects.toThrow("HTTP 500");
    expect(await cached("products:one:1", load, windows)).toBe("recovered");
  });

  it("a failed background refresh keeps the stale value, and the next stale read tries again", async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce("kept").mockRejectedValue(new Error("down"));
    await cached("projects:one:2", load, windows);
    vi.advanceTimersByTime(1_500);
    expect(await cached("projects:one:2", load, windows)).toBe("kept");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await cached("projects:one:2", load, windows)).toBe("kept");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });

  it("unless configured, answers from memory for 30 s, then stale while it refreshes, and loads again past 5 min more", async () => {
    // No windows given and no PUBLIC_CACHE_* set (the unit suite's environment): the defaults in use.
    expect(process.env.PUBLIC_CACHE_TTL_MS ?? process.env.PUBLIC_CACHE_STALE_MS).toBeUndefined();
    const load = loader("first", "second", "third", "fourth");
    expect(await cached("projects:list:defaults", load)).toBe("first");
    vi.advanceTimersByTime(CACHE_TTL.ttlMs - 1);
    expect(await cached("projects:list:defaults", load)).toBe("first");
    expect(load).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2); // 30 s: stale, answered at once while one refresh runs
    expect(await cached("projects:list:defaults", load)).toBe("first");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await cached("projects:list:defaults", load)).toBe("second");

    // Near the end of the refreshed copy's windows (30 s fresh, 5 min stale): answered at once, and refreshed.
    vi.advanceTimersByTime(CACHE_TTL.ttlMs + CACHE_TTL.staleMs - 1_000);
    expect(await cached("projects:list:defaults", load)).toBe("second");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    // Past both windows of that copy: nothing kept to answer with, so the read waits for a load.
    vi.advanceTimersByTime(CACHE_TTL.ttlMs + CACHE_TTL.staleMs + 1_000);
    expect(await cached("projects:list:defaults", load)).toBe("fourth");
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe("invalidate", () => {
  it("reloads the entries under a prefix, so an admin's write shows at once, and leaves the rest", async () => {
    const blogs = loader("v1", "v2");
    const products = loader("p1", "p2");
    await cached("blogs:list:", blogs, windows);
    await cached("products:list", products, windows);
    invalidate("blogs:");
    expect(await cached("blogs:list:", blogs, windows)).toBe("v2");
    expect(await cached("products:list", products, windows)).toBe("p1");
  });

  it("takes several prefixes", async () => {
    const a = loader("a1", "a2");
    const b = loader("b1", "b2");
    await cached("blogs:x", a, windows);
    await cached("categories:y", b, windows);
    invalidate("blogs:", "categories:");
    expect(await cached("blogs:x", a, windows)).toBe("a2");
    expect(await cached("categories:y", b, windows)).toBe("b2");
  });
});
