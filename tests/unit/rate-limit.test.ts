import { beforeEach, describe, expect, it } from "vitest";
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

describe("clientIp", () => {
  const request = (headers: Record<string, string>) => new Request("http://site.test/", { headers });

  it("takes the address the nearest proxy appended to X-Forwarded-For", () => {
    expect(clientIp(request({ "X-Forwarded-For": "6.6.6.6, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(request({ "X-Forwarded-For": "2001:db8::1" }))).toBe("2001:db8::1");
  });

  it("falls back to X-Real-IP, and ignores values that are not addresses", () => {
    expect(clientIp(request({ "X-Forwarded-For": "not-an-ip", "X-Real-IP": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientIp(request({}))).toBeNull();
    expect(clientKey("contact", request({}))).toBe("contact:unknown");
  });
});
