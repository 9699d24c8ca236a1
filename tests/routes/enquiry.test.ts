import { createCookie } from "@remix-run/node";
import { describe, expect, test } from "vitest";
import { FETCH_CART, ghs, shopper, toastOf } from "./support/enquiry";
import { cookiesOf, ORIGIN, useSite } from "./support/site";

// The enquiry basket and wishlist (decision 008) through the built site against a real embedded API.
// Sending the enquiry: enquiry-send.test.ts.
const site = useSite();
const { products, post, add } = shopper(site);

describe("adding to the enquiry without JavaScript", () => {
  test("a plain post adds, redirects back to the card with a toast, and the page counts it privately", async () => {
    const { onSale } = await products();
    const { response, cookie } = await add("", onSale.id, 2, { redirectTo: "/resources/shop?sort=name#product-3" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/resources/shop?sort=name#product-3");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(cookie).toContain("__enquiry=");
    expect(toastOf(cookie)).toBe(true);
    // The cookie holds ids and quantities only: no name, no price.
    const value = decodeURIComponent(/__enquiry=([^;]+)/.exec(cookie)![1]);
    const payload = Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString();
    expect(JSON.parse(payload)).toEqual([[onSale.id, 2]]);

    const shop = await site.request("/resources/shop", { cookie });
    expect(shop.headers.get("cache-control")).toBe("private, no-store");
    const html = await shop.text();
    expect(html).toContain("Added to your enquiry");
    expect(html).toMatch(/data-testid="enquiry-count"[^>]*><span aria-hidden="true">2<\/span>/);
  });

  test("a visitor without cookies gets no badge, no pressed heart and no basket cookie", async () => {
    const shop = await site.request("/resources/shop");
    // (Whether the page as a whole is shared is the page cache's business, tests/routes/shared-pages.test.ts.)
    const setCookies = shop.headers.getSetCookie().join("\n");
    expect(setCookies).not.toContain("__enquiry");
    expect(setCookies).not.toContain("__wishlist");
    const html = await shop.text();
    expect(html).not.toContain('data-testid="enquiry-count"');
    expect(html).not.toContain('aria-pressed="true"');
    expect(html).toContain("Add to Cart");
    expect(html).not.toContain("Online ordering is coming soon");
  });

  test("adding a product again raises its quantity, capped at the stock", async () => {
    const { small } = await products();
    let { cookie } = await add("", small.id, 1);
    ({ cookie } = await add(cookie, small.id, 5));
    const page = await (await site.request("/resources/cart", { cookie })).text();
    expect(page).toMatch(new RegExp(`name="quantity"[^>]*value="2"|value="2"[^>]*name="quantity"`));
    expect(page).toContain(ghs(small.price * 2));
  });

  test("out-of-stock and draft products are refused with the reason; the basket is unchanged", async () => {
    const { soldOut, draft } = await products();
    const plain = await add("", soldOut.id, 1, { redirectTo: "/resources/shop" });
    expect(plain.response.status).toBe(303);
    expect(plain.cookie).not.toContain("__enquiry=");
    expect(toastOf(plain.cookie)).toBe(true);

    const inline = await add("", soldOut.id, 1, { inline: "1" });
    expect(inline.response.status).toBe(409);
    expect(await inline.response.text()).toContain("This product is out of stock.");
    const drafted = await add("", draft.id, 1, { inline: "1" });
    expect(await drafted.response.text()).toContain("This product is not for sale yet.");
    expect(drafted.cookie).not.toContain("__enquiry=");
  });

  test("a fetcher (inline=1) gets the answer instead of a redirect", async () => {
    const { plain } = await products();
    const { response, cookie } = await add("", plain.id, 1, { inline: "1" });
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain("Added to your enquiry");
    expect(cookie).toContain("__enquiry=");
  });

  test("posts from another site are refused before anything changes", async () => {
    const { plain } = await products();
    const form = { intent: "add", productId: String(plain.id), inline: "1" };
    const attempts = await Promise.all([
      site.request("/resources/cart", { form, headers: { "Sec-Fetch-Site": "cross-site" } }),
      site.request(FETCH_CART, { form, headers: { "Sec-Fetch-Site": "same-site" } }),
    ]);
    // Without Sec-Fetch-Site (an older browser) the Origin decides; Remix itself refuses a foreign one first.
    const foreign = await site.request(FETCH_CART, {
      form,
      headers: { Origin: "https://evil.test", Host: "localhost:3000" },
    });
    expect(attempts.map((r) => r.status)).toEqual([403, 403]);
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    for (const response of [...attempts, foreign]) {
      expect(response.headers.getSetCookie().join()).not.toContain("__enquiry");
    }
    const own = await site.request(FETCH_CART, { form, headers: { Origin: ORIGIN, Host: "localhost:3000" } });
    expect(own.status).toBe(200);
    expect(own.headers.getSetCookie().join()).toContain("__enquiry=");
  });
});

describe("the basket page", () => {
  test("lines, sale prices, line totals and the total in GHS, re-read from the API", async () => {
    const { onSale, plain } = await products();
    let { cookie } = await add("", onSale.id, 2);
    ({ cookie } = await add(cookie, plain.id, 3));
    const response = await site.request("/resources/cart", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain(onSale.name);
    expect(html).toContain(`SKU: ${onSale.sku}`);
    expect(html).toContain(ghs(onSale.sale! * 2));
    expect(html).toContain(ghs(plain.price * 3));
    expect(html).toContain(ghs(onSale.sale! * 2 + plain.price * 3));
  });

  test("the stepper, the quantity field, remove and empty work as plain posts back to the basket", async () => {
    const { onSale, plain } = await products();
    let { cookie } = await add("", onSale.id, 1);
    ({ cookie } = await add(cookie, plain.id, 1));
    const change = async (form: Record<string, string>) => {
      const response = await post("/resources/cart", form, cookie);
      expect(response.status).toBe(303);
      cookie = cookiesOf(response, cookie);
      return response;
    };
    const total = async () =>
      /data-testid="basket-total">Total <strong>([^<]+)</.exec(
        await (await site.request("/resources/cart", { cookie })).text(),
      )?.[1];

    const stepped = await change({
      intent: "increment",
      productId: String(onSale.id),
      redirectTo: "/resources/cart#line-1",
    });
    expect(stepped.headers.get("location")).toBe("/resources/cart#line-1");
    expect(await total()).toBe(ghs(onSale.sale! * 2 + plain.price));
    await change({ intent: "set", productId: String(plain.id), quantity: "3" });
    expect(await total()).toBe(ghs(onSale.sale! * 2 + plain.price * 3));
    await change({ intent: "decrement", productId: String(onSale.id) });
    expect(await total()).toBe(ghs(onSale.sale! + plain.price * 3));
    await change({ intent: "remove", productId: String(plain.id) });
    expect(await total()).toBe(ghs(onSale.sale!));
    const emptied = await change({ intent: "clear" });
    expect(emptied.headers.getSetCookie().find((c) => c.startsWith("__enquiry="))).toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/,
    );
    expect(await (await site.request("/resources/cart", { cookie })).text()).toContain("Your enquiry is empty");
  });

  test("a tampered cookie (a price written in, or a changed quantity) is dropped, never trusted", async () => {
    const { plain } = await products();
    const { cookie } = await add("", plain.id, 1);
    const value = decodeURIComponent(/__enquiry=([^;]+)/.exec(cookie)![1]);
    const signature = value.slice(value.lastIndexOf("."));
    for (const forged of [[[plain.id, 1, 0.01]], [[plain.id, 5]], { [plain.id]: { qty: 1, price: 1 } }]) {
      const body = Buffer.from(JSON.stringify(forged)).toString("base64");
      const tampered = `__enquiry=${encodeURIComponent(body + signature)}`;
      const html = await (await site.request("/resources/cart", { cookie: tampered })).text();
      expect(html).toContain("Your enquiry is empty");
      expect(html).not.toContain('data-testid="enquiry-count"');
    }
  });

  test("a signed line whose product is unknown or deleted shows as unavailable and leaves the total", async () => {
    const { plain, onSale } = await products();
    // Signed with the site's secret, as the site itself would: only the API can say the id is gone.
    const signer = createCookie("__enquiry", { secrets: ["routes-session-secret"], path: "/" });
    const cookie = (
      await signer.serialize([
        [999_999, 2],
        [plain.id, 1],
      ])
    ).split(";")[0];
    const html = await (await site.request("/resources/cart", { cookie })).text();
    expect(html).toContain("Product no longer available");
    expect(html).toContain("No longer available: not counted in the total");
    expect(html).toMatch(new RegExp(`data-testid="basket-total">Total <strong>${ghs(plain.price)}<`));

    const added = await add("", onSale.id, 1);
    await site.api("products/products.php", { method: "DELETE", body: JSON.stringify({ id: onSale.id }) });
    const after = await (await site.request("/resources/cart", { cookie: added.cookie })).text();
    expect(after).toContain("Product no longer available");
    expect(after).toMatch(/data-testid="basket-total">Total <strong>GHS 0.00</);
  });
});

describe("the wishlist", () => {
  test("save, see the heart pressed, move to the enquiry, remove", async () => {
    const { plain, small } = await products();
    let cookie = "";
    for (const id of [plain.id, small.id]) {
      const saved = await post(
        "/resources/wishlist",
        { intent: "save", productId: String(id), redirectTo: "/resources/shop" },
        cookie,
      );
      expect(saved.status).toBe(303);
      expect(saved.headers.get("location")).toBe("/resources/shop");
      cookie = cookiesOf(saved, cookie);
    }
    const shop = await (await site.request("/resources/shop", { cookie })).text();
    expect(shop.match(/aria-pressed="true"/g)?.length).toBe(2);
    const list = await (await site.request("/resources/wishlist", { cookie })).text();
    expect(list).toContain(plain.name);
    expect(list).toContain(small.name);

    const moved = await post("/resources/wishlist", { intent: "move", productId: String(plain.id) }, cookie);
    expect(moved.headers.get("location")).toBe("/resources/wishlist");
    cookie = cookiesOf(moved, cookie);
    const after = await (await site.request("/resources/wishlist", { cookie })).text();
    expect(after).not.toContain(plain.name);
    expect(await (await site.request("/resources/cart", { cookie })).text()).toContain(plain.name);

    const removed = await post("/resources/wishlist", { intent: "remove", productId: String(small.id) }, cookie);
    cookie = cookiesOf(removed, cookie);
    expect(await (await site.request("/resources/wishlist", { cookie })).text()).toContain("Your wishlist is empty");
  });

  test("an unknown intent is a 400", async () => {
    const response = await post("/resources/wishlist", { intent: "steal", productId: "1" });
    expect(response.status).toBe(400);
  });
});
