/**
 * A wrong TRUST_PROXY is seen (app/platform/rate-limit.server.ts): each way it can be wrong is named
 * from one request, and the log says so at once, then at most once an hour.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientIp, proxyMismatch } from "~/platform/rate-limit.server";

const request = (forwardedFor?: string) =>
  new Request("https://aniwa.test/", forwardedFor ? { headers: { "X-Forwarded-For": forwardedFor } } : undefined);

describe("a wrong TRUST_PROXY", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("names a public peer whose forwarding header would be believed, a proxy that sends none, and an untrusted proxy", () => {
    expect(proxyMismatch(request("198.51.100.7"), "203.0.113.9", 1)).toMatch(
      /^TRUST_PROXY=1, but a request came straight from the public address 203\.0\.113\.9/,
    );
    expect(proxyMismatch(request(), "10.0.0.5", 1)).toMatch(
      /^TRUST_PROXY=1, but a request from 10\.0\.0\.5 came without X-Forwarded-For/,
    );
    expect(proxyMismatch(request("198.51.100.7"), "172.18.0.3", 0)).toMatch(
      /^TRUST_PROXY=0, but requests come through a proxy at 172\.18\.0\.3/,
    );
    expect(proxyMismatch(request("198.51.100.7"), "fd00::3", 0)).toMatch(/through a proxy at fd00::3/);
  });

  it("says nothing when the setting fits the request", () => {
    expect(proxyMismatch(request("198.51.100.7"), "10.0.0.5", 1)).toBeNull();
    expect(proxyMismatch(request("198.51.100.7, 10.0.0.4"), "127.0.0.1", 2)).toBeNull();
    expect(proxyMismatch(request(), "203.0.113.9", 0)).toBeNull();
    expect(proxyMismatch(request("198.51.100.7"), null, 1)).toBeNull();
  });

  it("logs the first at once, then at most once an hour", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-28T10:00:00Z") });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const context = { clientAddress: "203.0.113.9" };
    for (let n = 0; n < 50; n += 1) clientIp(request("198.51.100.7"), context, 1);
    expect(warn).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.parse("2026-11-28T10:59:00Z"));
    clientIp(request("198.51.100.7"), context, 1);
    expect(warn).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.parse("2026-11-28T11:00:01Z"));
    clientIp(request("198.51.100.7"), context, 1);
    expect(warn).toHaveBeenCalledTimes(2);
    // What it counts is unchanged: the Nth address from the right.
    expect(clientIp(request("198.51.100.7"), context, 1)).toBe("198.51.100.7");
  });
});
