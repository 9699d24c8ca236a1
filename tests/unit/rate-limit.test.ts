import { beforeEach, describe, expect, it } from "vitest";
import { env } from "~/env.server";
import {
  GLOBAL_SIGN_IN_FAILURES,
  recordFailedSignIn,
  resetSignInFailures,
  SIGN_IN_FAILURES,
  signInRetryAfter,
} from "~/services/auth.server";
import { clientIp, clientKey, rateLimit, resetRateLimits } from "~/services/rate-limit.server";

const window = { limit: 3, windowMs: 60_000 };

describe("rateLimit", () => {
  beforeEach(() => resetRateLimits());

  it("allows `limit` hits in a window, then refuses with the time until the oldest expires", () => {
    expect(rateLimit("a", { ...window, now: 0 })).toEqual({ ok: true, remaining: 2, retryAfterMs: 0 });
    expect(rateLimit("a", { ...window, now: 10_000 }).remaining).toBe(1);
    expect(rateLimit("a", { ...window, now: 20_000 }).remaining).toBe(0);
    expect(rateLimit("a", { ...window, now: 30_000 })).toEqual({ ok: false, remaining: 0, retryAfterMs: 30_000 });
  });

  it("slides: a hit leaves the window after windowMs, and refused attempts do not count", () => {
    for (const now of [0, 1, 2]) rateLimit("a", { ...window, now });
    expect(rateLimit("a", { ...window, now: 59_999 }).ok).toBe(false);
    expect(rateLimit("a", { ...window, now: 60_000 }).ok).toBe(true);
    expect(rateLimit("a", { ...window, now: 60_001 }).ok).toBe(true);
    expect(rateLimit("a", { ...window, now: 60_002 }).ok).toBe(true);
    expect(rateLimit("a", { ...window, now: 60_003 }).ok).toBe(false);
  });

  it("keeps a separate budget per key", () => {
    for (const now of [0, 1, 2]) rateLimit("contact:1.1.1.1", { ...window, now });
    expect(rateLimit("contact:1.1.1.1", { ...window, now: 3 }).ok).toBe(false);
    expect(rateLimit("contact:2.2.2.2", { ...window, now: 3 }).ok).toBe(true);
    expect(rateLimit("login:1.1.1.1", { ...window, now: 3 }).ok).toBe(true);
  });

  it("stays bounded under many keys and still limits recent ones", () => {
    for (let i = 0; i < 12_000; i += 1) rateLimit(`k${i}`, { limit: 1, windowMs: 1000, now: i });
    expect(rateLimit("k11999", { limit: 1, windowMs: 1000, now: 12_000 }).ok).toBe(false);
    expect(rateLimit("k0", { limit: 1, windowMs: 1000, now: 12_000 }).ok).toBe(true);
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
});

describe("sign-in throttle", () => {
  beforeEach(() => resetSignInFailures());
  const from = (address: string) => [new Request("http://site.test/auth/login"), { clientAddress: address }] as const;

  it("stops one client after 10 failures a minute", () => {
    for (let i = 0; i < SIGN_IN_FAILURES.limit; i += 1) recordFailedSignIn(...from("203.0.113.1"), 1_000 + i);
    expect(signInRetryAfter(...from("203.0.113.1"), 2_000)).toBeGreaterThan(0);
    expect(signInRetryAfter(...from("203.0.113.2"), 2_000)).toBe(0);
  });

  it("stops everyone after 100 failures a minute spread over many addresses, until the window passes", () => {
    for (let i = 0; i < GLOBAL_SIGN_IN_FAILURES.limit; i += 1) recordFailedSignIn(...from(`10.1.${i}.1`), 1_000 + i);
    expect(signInRetryAfter(...from("203.0.113.99"), 2_000)).toBeGreaterThan(0);
    expect(signInRetryAfter(...from("203.0.113.99"), 1_000 + 60_000 + GLOBAL_SIGN_IN_FAILURES.limit)).toBe(0);
  });
});
