import { describe, expect, it, vi } from "vitest";
import { analyticsSessionId, beaconSession, VISIT_MS } from "~/services/tracking.server";

/**
 * Decision 007: pages set no cookie, so a request without `studio_sid` belongs to a visit derived
 * from its address and browser; the beacon route gives that same id to the browser as the cookie.
 */
const PHONE = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const MINUTE = 60_000;
/** The start of a half hour, so the visits below never straddle one by accident. */
const T0 = Math.ceil(Date.UTC(2026, 10, 23, 9) / VISIT_MS) * VISIT_MS;

const request = (userAgent = PHONE, cookie?: string) =>
  new Request("http://localhost/resources/shop", {
    headers: { "User-Agent": userAgent, ...(cookie ? { Cookie: cookie } : {}) },
  });
const context = (ip: string) => ({ clientAddress: ip });
const session = (ip: string, at: number, userAgent = PHONE, cookie?: string) =>
  analyticsSessionId(request(userAgent, cookie), context(ip), at);

describe("analytics sessions without a cookie", () => {
  it("keeps one visit while the same address and browser come back within 30 minutes", () => {
    const first = session("10.1.0.1", T0);
    // Each view moves the end of the visit on: 100 minutes in all, never 30 without a view.
    for (const minutes of [10, 35, 60, 85, 100]) expect(session("10.1.0.1", T0 + minutes * MINUTE)).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(first).not.toContain("10.1.0.1");
  });

  it("starts a new visit after 30 minutes without a view", () => {
    const first = session("10.1.0.2", T0);
    const later = session("10.1.0.2", T0 + 31 * MINUTE);
    expect(later).not.toBe(first);
    expect(session("10.1.0.2", T0 + 40 * MINUTE)).toBe(later);
  });

  it("tells apart other addresses and other browsers on one address", () => {
    const ids = [session("10.1.0.3", T0), session("10.1.0.4", T0), session("10.1.0.3", T0, LAPTOP)];
    expect(new Set(ids).size).toBe(3);
  });

  it("derives the same id in another process while the half hour of the visit's start lasts", async () => {
    const here = session("10.1.0.5", T0 + 2 * MINUTE);
    vi.resetModules();
    const fresh = await import("~/services/tracking.server");
    expect(fresh.analyticsSessionId(request(), context("10.1.0.5"), T0 + 5 * MINUTE)).toBe(here);
  });

  it("uses the cookie's session when there is one, and ignores a malformed cookie", () => {
    expect(session("10.1.0.6", T0, PHONE, "studio_sid=0123456789abcdef0123")).toBe("0123456789abcdef0123");
    expect(session("10.1.0.6", T0, PHONE, "studio_sid=<script>")).toBe(session("10.1.0.6", T0));
  });
});

describe("the beacon's session cookie", () => {
  it("carries the id the visit's first view was counted under, for 30 more minutes", () => {
    const firstView = session("10.2.0.1", T0);
    const beacon = beaconSession(request(), context("10.2.0.1"), T0 + 8 * MINUTE);
    expect(beacon.id).toBe(firstView);
    expect(beacon.setCookie).toBe(`studio_sid=${firstView}; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax`);
    // From then on the cookie decides, even from another address (a phone moving to mobile data).
    expect(session("10.9.9.9", T0 + 50 * MINUTE, PHONE, `studio_sid=${firstView}`)).toBe(firstView);
  });

  it("refreshes a returning visitor's own session", () => {
    const beacon = beaconSession(request(PHONE, "studio_sid=fedcba9876543210fedc"), context("10.2.0.2"));
    expect(beacon.id).toBe("fedcba9876543210fedc");
    expect(beacon.setCookie).toMatch(/^studio_sid=fedcba9876543210fedc; Path=\/; Max-Age=1800;/);
  });
});
