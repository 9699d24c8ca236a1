import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import {
  addLine,
  createEnquiryStore,
  hasEnquiryCookies,
  itemCount,
  MAX_LINES,
  MAX_WISHLIST,
  removeLine,
  setLine,
  toggleWish,
  type BasketLine,
} from "~/basket/basket.server";
import { isSameOrigin } from "~/edge/origin.server";

const SECRETS = ["current-secret", "previous-secret"];
const store = createEnquiryStore(SECRETS, false);

/** A request carrying the `name=value` part of each Set-Cookie. */
const withCookies = (...setCookies: string[]) =>
  new Request("http://localhost/", { headers: { Cookie: setCookies.map((c) => c.split(";")[0]).join("; ") } });

/** A cookie signed with `secret`, holding any value: what a forger (or an old secret) would make. */
const signed = (name: string, value: unknown, secret = SECRETS[0]) =>
  createCookie(name, { secrets: [secret] }).serialize(value);

const lines = (...pairs: Array<[number, number]>): BasketLine[] => pairs.map(([id, quantity]) => ({ id, quantity }));

describe("the basket cookie", () => {
  it("round-trips ids and quantities, and holds nothing else", async () => {
    const cookie = await store.basketCookie(lines([3, 2], [7, 1]));
    expect(cookie).toMatch(/^__enquiry=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const value = decodeURIComponent(cookie.split(";")[0].slice("__enquiry=".length));
    const payload = JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString());
    expect(payload).toEqual([
      [3, 2],
      [7, 1],
    ]);
    expect(await store.readBasket(withCookies(cookie))).toEqual(lines([3, 2], [7, 1]));
  });

  it("is read with an older secret after rotation, and dropped when signed with an unknown one", async () => {
    const old = await signed("__enquiry", [[5, 1]], "previous-secret");
    expect(await store.readBasket(withCookies(old))).toEqual(lines([5, 1]));
    const forged = await signed("__enquiry", [[5, 1]], "attacker-secret");
    expect(await store.readBasket(withCookies(forged))).toEqual([]);
  });

  it("drops a cookie whose payload was edited (a price added, a quantity raised)", async () => {
    const cookie = (await store.basketCookie(lines([3, 2]))).split(";")[0];
    const signature = cookie.slice(cookie.lastIndexOf("."));
    for (const edited of [[[3, 2, 0.01]], [[3, 50]]]) {
      const body = Buffer.from(JSON.stringify(edited)).toString("base64");
      const tampered = `__enquiry=${encodeURIComponent(body + signature)}`;
      expect(await store.readBasket(new Request("http://localhost/", { headers: { Cookie: tampered } }))).toEqual([]);
    }
  });

  it("drops a correctly signed cookie of the wrong shape or over its bounds", async () => {
    const cases: unknown[] = [
      { 3: 2 },
      [[3, 2, 450]],
      [{ id: 3, quantity: 2, price: 1 }],
      [[3, 0]],
      [[3, 100]],
      [[-1, 1]],
      [[3.5, 1]],
      [
        [3, 1],
        [3, 2],
      ],
      Array.from({ length: MAX_LINES + 1 }, (_, i) => [i + 1, 1]),
      "garbage",
    ];
    for (const value of cases) {
      expect(await store.readBasket(withCookies(await signed("__enquiry", value))), JSON.stringify(value)).toEqual([]);
    }
    expect(await store.readBasket(withCookies("__enquiry=not-even-signed"))).toEqual([]);
  });

  it("refuses to write more than the bounds, and deletes itself when empty", async () => {
    const tooMany = Array.from({ length: MAX_LINES + 1 }, (_, i) => ({ id: i + 1, quantity: 1 }));
    await expect(store.basketCookie(tooMany)).rejects.toThrow();
    expect(await store.basketCookie([])).toMatch(/Max-Age=0/i);
  });
});

describe("the wishlist cookie", () => {
  it("round-trips ids, bounded at 50, duplicates and foreign signatures dropped", async () => {
    const ids = Array.from({ length: MAX_WISHLIST }, (_, i) => i + 1);
    expect(await store.readWishlist(withCookies(await store.wishlistCookie(ids)))).toEqual(ids);
    expect(await store.readWishlist(withCookies(await signed("__wishlist", [...ids, 51])))).toEqual([]);
    expect(await store.readWishlist(withCookies(await signed("__wishlist", [4, 4])))).toEqual([]);
    expect(await store.readWishlist(withCookies(await signed("__wishlist", [4], "attacker-secret")))).toEqual([]);
  });
});

describe("basket changes", () => {
  it("adds a new line, raises an existing one, and caps both at the stock", () => {
    let result = addLine([], 3, 2, 5);
    expect(result).toEqual({ ok: true, quantity: 2, lines: lines([3, 2]) });
    result = addLine(lines([3, 2]), 3, 9, 5);
    expect(result).toEqual({ ok: true, quantity: 5, lines: lines([3, 5]) });
    expect(addLine([], 4, 8, 2)).toEqual({ ok: true, quantity: 2, lines: lines([4, 2]) });
  });

  it("refuses a 21st line but still raises a line already there", () => {
    const full = Array.from({ length: MAX_LINES }, (_, i) => ({ id: i + 1, quantity: 1 }));
    expect(addLine(full, 99, 1, 10)).toEqual({ ok: false, reason: "full" });
    expect(addLine(full, 1, 1, 10)).toMatchObject({ ok: true, quantity: 2 });
  });

  it("sets quantities within 1..99, removes lines and counts items", () => {
    expect(setLine(lines([3, 2], [4, 1]), 3, 0)).toEqual(lines([3, 1], [4, 1]));
    expect(setLine(lines([3, 2]), 3, 500)).toEqual(lines([3, 99]));
    expect(setLine(lines([3, 2]), 8, 4)).toEqual(lines([3, 2]));
    expect(removeLine(lines([3, 2], [4, 1]), 3)).toEqual(lines([4, 1]));
    expect(itemCount(lines([3, 2], [4, 3]))).toBe(5);
  });

  it("toggles wishes newest first and refuses a 51st", () => {
    expect(toggleWish([1], 2)).toEqual({ ok: true, saved: true, ids: [2, 1] });
    expect(toggleWish([2, 1], 2)).toEqual({ ok: true, saved: false, ids: [1] });
    const full = Array.from({ length: MAX_WISHLIST }, (_, i) => i + 1);
    expect(toggleWish(full, 99)).toEqual({ ok: false, reason: "full" });
  });

  it("tells a request with an enquiry cookie from one without", () => {
    const request = (cookie?: string) =>
      new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });
    expect(hasEnquiryCookies(request())).toBe(false);
    expect(hasEnquiryCookies(request("__toast=x; __enquiry_sent=y; my__enquiry=z"))).toBe(false);
    expect(hasEnquiryCookies(request("a=1; __enquiry=x"))).toBe(true);
    expect(hasEnquiryCookies(request("__wishlist=x"))).toBe(true);
  });
});

describe("the origin check of public forms", () => {
  const post = (headers: Record<string, string>) =>
    new Request("https://aniwa.studio/resources/cart", { method: "POST", headers });
  it("trusts Sec-Fetch-Site first, then Origin, and lets header-less clients through to the other guards", () => {
    expect(isSameOrigin(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(true);
    expect(isSameOrigin(post({ "Sec-Fetch-Site": "cross-site", Origin: "https://aniwa.studio" }))).toBe(false);
    expect(isSameOrigin(post({ "Sec-Fetch-Site": "same-site" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "https://aniwa.studio" }))).toBe(true);
    expect(isSameOrigin(post({ Origin: "https://evil.test" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "null" }))).toBe(false);
    expect(isSameOrigin(post({}))).toBe(true);
  });
  it("accepts SITE_URL's host behind a proxy that rewrites the request's host", () => {
    const proxied = new Request("http://10.0.0.5:3000/resources/cart", {
      method: "POST",
      headers: { Origin: "https://aniwa.studio" },
    });
    expect(isSameOrigin(proxied, undefined)).toBe(false);
    expect(isSameOrigin(proxied, "https://aniwa.studio")).toBe(true);
  });
});
