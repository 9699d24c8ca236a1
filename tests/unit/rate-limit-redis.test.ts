import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rateLimit, resetRateLimits } from "~/platform/rate-limit.server";
import { createLimiterClient, redisDown } from "~/platform/redis.server";
import { startRedis, type RedisServer } from "./support/redis-server";

/*
 * A stalled Redis, on a real redis-server stopped with SIGSTOP: before, every limited POST
 * waited for Redis (100 s in the review) and the waiting commands ran on resume. Now a command
 * gives up after 250 ms, this process counts in memory meanwhile (one warning), nothing is sent
 * while Redis is away, and a ping finds it again (one line).
 */
describe("a stalled Redis (real redis-server, SIGSTOP)", () => {
  let server: RedisServer;
  let limiterClient: Redis;
  let plain: Redis;
  const limits = { limit: 5, windowMs: 60_000 };

  beforeAll(async () => {
    server = await startRedis();
    limiterClient = createLimiterClient(server.url);
    plain = new Redis(server.url);
    await Promise.all([
      new Promise((resolve) => limiterClient.once("ready", resolve)),
      new Promise((resolve) => plain.once("ready", resolve)),
    ]);
    resetRateLimits();
  });
  afterAll(async () => {
    server?.resume();
    limiterClient?.disconnect();
    plain?.disconnect();
    await server?.stop();
  });

  it("answers from memory within a command timeout, warns once, sends nothing meanwhile, and comes back", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect((await rateLimit("contact:198.51.100.1", limits, limiterClient)).ok).toBe(true);
      expect(await plain.get("rl:contact:198.51.100.1")).toBe("1");

      server.pause();
      let started = performance.now();
      const burst = await Promise.all(
        Array.from({ length: 8 }, () => rateLimit("contact:198.51.100.1", limits, limiterClient)),
      );
      // One command timeout (250 ms), not until Redis comes back; generous for a loaded machine.
      expect(performance.now() - started).toBeLessThan(2_000);
      // The limits still hold, in this process's memory: 5 of the burst pass.
      expect(burst.filter((result) => result.ok)).toHaveLength(limits.limit);
      expect(redisDown(limiterClient)).toBe(true);

      started = performance.now();
      for (let i = 0; i < 10; i += 1) await rateLimit("newsletter:198.51.100.1", limits, limiterClient);
      // Straight to memory while Redis is taken as away: no command waits out its timeout.
      expect(performance.now() - started).toBeLessThan(200);
      const downLines = warn.mock.calls.filter(([line]) => String(line).includes("not answering"));
      expect(downLines).toHaveLength(1);

      server.resume();
      await vi.waitUntil(() => !redisDown(limiterClient), { timeout: 10_000, interval: 50 });
      expect(warn.mock.calls.filter(([line]) => String(line).includes("answers again"))).toHaveLength(1);
      expect(warn.mock.calls.filter(([line]) => String(line).includes("not answering"))).toHaveLength(1);

      // What reached Redis: the first hit and the burst's commands already on the wire when it
      // stalled, each once; none of the 10 sent while it was away, nothing replayed.
      expect(Number(await plain.get("rl:contact:198.51.100.1"))).toBeLessThanOrEqual(1 + burst.length);
      expect(await plain.get("rl:newsletter:198.51.100.1")).toBeNull();
      // And the shared counters are used again.
      await rateLimit("newsletter:198.51.100.1", limits, limiterClient);
      expect(await plain.get("rl:newsletter:198.51.100.1")).toBe("1");
    } finally {
      warn.mockRestore();
    }
  });
});
