import RedisMock from "ioredis-mock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "~/platform/env.server";
import {
  beginSignIn,
  GLOBAL_SIGN_IN_FAILURES,
  resetSignInFailures,
  SIGN_IN_FAILURES,
  SIGN_IN_IN_FLIGHT,
} from "~/services/auth.server";
import {
  clientIp,
  clientKey,
  giveBack,
  leadSource,
  limitAddress,
  rateLimit,
  resetRateLimits,
  type RedisClient,
} from "~/platform/rate-limit.server";
import { registry } from "~/platform/metrics.server";

const window = { limit: 3, windowMs: 60_000 };

async function refusals(scope: string): Promise<number> {
  const metric = (await registry.getSingleMetric("rate_limit_refusals_total")?.get())?.values ?? [];
  return metric.find((value) => value.labels.scope === scope)?.value ?? 0;
}

describe("rateLimit (memory store: no REDIS_URL)", () => {
  beforeEach(() => {
    resetRateLimits();
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it("allows `limit` hits in the window, refuses the next until the window ends, and counts the refusal", async () => {
    expect(await rateLimit("a:1", window)).toEqual({ ok: true, remaining: 2, retryAfterMs: 0 });
    vi.setSystemTime(10_000);
    expect((await rateLimit("a:1", window)).remaining).toBe(1);
    expect((await rateLimit("a:1", window)).remaining).toBe(0);
    const before = await refusals("a");
    vi.setSystemTime(30_000);
    expect(await rateLimit("a:1", window)).toEqual({ ok: false, remaining: 0, retryAfterMs: 30_000 });
    expect(await refusals("a")).toBe(before + 1);
    vi.advanceTimersByTime(30_001);
    expect((await rateLimit("a:1", window)).ok).toBe(true);
  });

  it("keeps separate budgets per key and per scope", async () => {
    for (let i = 0; i < 3; i += 1) await rateLimit("contact:1.1.1.1", window);
    expect((await rateLimit("contact:1.1.1.1", window)).ok).toBe(false);
    expect((await rateLimit("contact:2.2.2.2", window)).ok).toBe(true);
    expect((await rateLimit("login:1.1.1.1", window)).ok).toBe(true);
  });
});

/*
 * CI cannot run Redis here: the Redis store runs against ioredis-mock, an
 * in-memory Redis that executes the library's own Lua script. What it proves
 * is our part: the key layout, the expiry set to the window, and two
 * replicas (two limiters on one store) sharing one budget.
 */
describe("rateLimit (Redis store, on ioredis-mock)", () => {
  let redis: InstanceType<typeof RedisMock>;
  beforeEach(async () => {
    resetRateLimits();
    redis = new RedisMock();
    await redis.flushall();
  });
  afterEach(() => redis.disconnect());
  const client = () => redis as unknown as RedisClient;

  it("stores rl:<scope>:<key> with the window as its expiry", async () => {
    await rateLimit("contact:203.0.113.7", window, client());
    expect(await redis.get("rl:contact:203.0.113.7")).toBe("1");
    const ttl = await redis.pttl("rl:contact:203.0.113.7");
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await rateLimit("contact:203.0.113.7", window, client());
    expect(await redis.get("rl:contact:203.0.113.7")).toBe("2");
  });

  it("shares one budget between replicas: the second replica refuses once the first used it up", async () => {
    for (let i = 0; i < window.limit; i += 1)
      expect((await rateLimit("newsletter:1.2.3.4", window, client())).ok).toBe(true);
    resetRateLimits(); // another process: new limiter objects, same store
    const refused = await rateLimit("newsletter:1.2.3.4", window, client());
    expect(refused.ok).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
  });

  it("starts a new window when the key expires", async () => {
    for (let i = 0; i < window.limit; i += 1) await rateLimit("events:9.9.9.9", window, client());
    await redis.del("rl:events:9.9.9.9"); // what Redis does when the expiry passes
    expect((await rateLimit("events:9.9.9.9", window, client())).ok).toBe(true);
  });

  it("gives a point back (a sign-in that was not a wrong guess)", async () => {
    const throttle = { limit: 2, windowMs: 60_000 };
    await rateLimit("signin:5.5.5.5", throttle, client());
    await rateLimit("signin:5.5.5.5", throttle, client());
    expect(await redis.get("rl:signin:5.5.5.5")).toBe("2");
    await giveBack("signin:5.5.5.5", throttle, client());
    expect(await redis.get("rl:signin:5.5.5.5")).toBe("1");
    expect((await rateLimit("signin:5.5.5.5", throttle, client())).ok).toBe(true);
    expect((await rateLimit("signin:5.5.5.5", throttle, client())).ok).toBe(false);
  });
});

describe("clientIp (TRUST_PROXY)", () => {
  const request = (headers: Record<string, string>) => new Request("http://site.test/", { headers });
  const peer = { clientAddress: "198.51.100.9" };

  it("with no trusted proxy (the default) is the TCP peer: a forged X-Forwarded-For changes nothing", () => {
    expect(env().TRUST_PROXY).toBe(0);
    const plain = clientKey("login", request({}), peer);
    for (const forged of ["203.0.113.7", "6.6.6.6, 203.0.113.8", "2001:db8::1"]) {
      expect(clientKey("login", request({ "X-Forwarded-For": forged, "X-Real-IP": "192.0.2.1" }), peer)).toBe(plain);
    }
    expect(plain).toBe("login:198.51.100.9");
  });

  it("reads an IPv4 peer on a dual-stack socket as IPv4, and has no address without the server entry", () => {
    expect(clientIp(request({}), { clientAddress: "::ffff:203.0.113.5" })).toBe("203.0.113.5");
    expect(clientIp(request({ "X-Forwarded-For": "203.0.113.7" }))).toBeNull();
    expect(clientKey("contact", request({}))).toBe("contact:unknown");
  });

  it("with N trusted proxies takes the Nth address from the right of X-Forwarded-For", () => {
    const forwarded = request({ "X-Forwarded-For": "6.6.6.6, 203.0.113.7, 10.0.0.2" });
    expect(clientIp(forwarded, peer, 1)).toBe("10.0.0.2");
    expect(clientIp(forwarded, peer, 2)).toBe("203.0.113.7");
    // What the client wrote itself (left of the trusted hops) is never taken.
    expect(clientIp(request({ "X-Forwarded-For": "6.6.6.6, 203.0.113.7" }), peer, 1)).toBe("203.0.113.7");
  });

  it("falls back to the peer when the header is missing, too short or not an address", () => {
    expect(clientIp(request({}), peer, 1)).toBe("198.51.100.9");
    expect(clientIp(request({ "X-Forwarded-For": "203.0.113.7" }), peer, 2)).toBe("198.51.100.9");
    expect(clientIp(request({ "X-Forwarded-For": "not-an-ip" }), peer, 1)).toBe("198.51.100.9");
  });

  it("counts a lead's source as the public peer whatever it forwards, and as the forwarded client behind a nearby proxy", () => {
    const spoofed = (address: string) => request({ "X-Forwarded-For": address });
    // TRUST_PROXY=1 with no proxy in front: a new made-up address per request is still one source.
    const sources = ["203.0.113.7", "203.0.113.8", "2001:db8::1"].map((address) =>
      leadSource(spoofed(address), peer, 1),
    );
    expect(new Set(sources).size).toBe(1);
    // Behind a real proxy (a private peer), each visitor its own source.
    const proxy = { clientAddress: "10.0.0.2" };
    expect(leadSource(spoofed("203.0.113.7"), proxy, 1)).not.toBe(leadSource(spoofed("203.0.113.8"), proxy, 1));
    // A keyed hash: the address itself is not what is kept with the lead.
    expect(sources[0]).toMatch(/^[\w-]{16}$/);
    expect(sources[0]).not.toContain("198");
  });
});

describe("sign-in throttle (the point is taken before the password check)", () => {
  beforeEach(() => {
    resetSignInFailures();
    vi.useFakeTimers({ now: 1_000 });
  });
  afterEach(() => vi.useRealTimers());
  const from = (address: string) => [new Request("http://site.test/auth/login"), { clientAddress: address }] as const;

  it("lets 10 wrong guesses a minute through per client; a sign-in or an API failure gives its point back", async () => {
    for (let i = 0; i < 20; i += 1) await (await beginSignIn(...from("203.0.113.1"))).settle("failed");
    for (let i = 0; i < SIGN_IN_FAILURES.limit - 1; i += 1) {
      await (await beginSignIn(...from("203.0.113.1"))).settle("refused");
    }
    const signedIn = await beginSignIn(...from("203.0.113.1"));
    expect(signedIn.retryAfterS).toBe(0);
    await signedIn.settle("signed-in"); // forgets the client's wrong guesses
    for (let i = 0; i < SIGN_IN_FAILURES.limit; i += 1) {
      await (await beginSignIn(...from("203.0.113.1"))).settle("refused");
    }
    expect((await beginSignIn(...from("203.0.113.1"))).retryAfterS).toBeGreaterThan(0);
    expect((await beginSignIn(...from("203.0.113.2"))).retryAfterS).toBe(0);
  });

  it("runs at most SIGN_IN_IN_FLIGHT checks of one client at a time, and counts them before they answer", async () => {
    const running = await Promise.all(Array.from({ length: 5 }, () => beginSignIn(...from("203.0.113.3"))));
    expect(running.map((attempt) => attempt.retryAfterS > 0)).toEqual([false, false, true, true, true]);
    expect(SIGN_IN_IN_FLIGHT).toBe(2);
    await Promise.all(running.map((attempt) => attempt.settle("refused")));
    // Those two points were taken when the checks began: 8 guesses left, however they are timed.
    let allowed = 0;
    for (let i = 0; i < 20; i += 1) {
      const attempts = await Promise.all([beginSignIn(...from("203.0.113.3")), beginSignIn(...from("203.0.113.3"))]);
      allowed += attempts.filter((attempt) => attempt.retryAfterS === 0).length;
      await Promise.all(attempts.map((attempt) => attempt.settle("refused")));
    }
    expect(allowed).toBe(SIGN_IN_FAILURES.limit - 2);
  });

  it("stops everyone after 100 failures a minute spread over many addresses, until the window passes", async () => {
    for (let i = 0; i < GLOBAL_SIGN_IN_FAILURES.limit; i += 1) {
      await (await beginSignIn(...from(`10.1.${i}.1`))).settle("refused");
    }
    expect((await beginSignIn(...from("203.0.113.99"))).retryAfterS).toBeGreaterThan(0);
    vi.advanceTimersByTime(GLOBAL_SIGN_IN_FAILURES.windowMs + 1);
    expect((await beginSignIn(...from("203.0.113.99"))).retryAfterS).toBe(0);
  });
});

describe("IPv6 clients are limited by their /64", () => {
  it("keys every address of one /64 alike, other /64s and IPv4 apart", () => {
    expect(limitAddress("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(limitAddress("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(limitAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitAddress("::1")).toBe("0:0:0:0::/64");
    expect(limitAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(limitAddress("203.0.113.7")).toBe("203.0.113.7");
    const key = (address: string) => clientKey("events", new Request("http://site.test/"), { clientAddress: address });
    expect(key("2001:db8:1:2::1")).toBe(key("2001:db8:1:2:ffff::9"));
    expect(key("2001:db8:1:3::1")).not.toBe(key("2001:db8:1:2::1"));
  });
});
