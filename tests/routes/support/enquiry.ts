/** A shopper's moves on the enquiry basket (decision 008), for enquiry.test.ts and enquiry-send.test.ts. */
import { cookiesOf, type Site } from "./site";

interface ApiProduct {
  id: number | string;
  name: string;
  sku: string;
  price: number | string;
  sale_price: number | string | null;
  stock_quantity: number | string;
  status: string;
}

export const ghs = (amount: number) => `GHS ${amount.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

/** What a fetcher sends: the same post as a single-fetch data request, with `inline=1` from the hydrated form. */
export const FETCH_CART = "/resources/cart.data";

export const toastOf = (cookie: string) => /__toast=/.test(cookie);

export function shopper(site: Site) {
  /** The seeded products each test needs, with prices and stock as numbers. */
  async function products() {
    const { data } = await site.api<{ data: ApiProduct[] }>("products/products.php?page=1&limit=200");
    const all = data.map((p) => ({
      ...p,
      id: Number(p.id),
      price: Number(p.price),
      sale: p.sale_price === null || p.sale_price === "" ? null : Number(p.sale_price),
      stock: Number(p.stock_quantity),
    }));
    const find = (test: (p: (typeof all)[number]) => boolean, what: string) => {
      const product = all.find(test);
      if (!product) throw new Error(`no seeded product ${what}`);
      return product;
    };
    return {
      onSale: find((p) => p.status === "active" && p.sale !== null && p.sale < p.price && p.stock >= 3, "on sale"),
      plain: find((p) => p.status === "active" && p.sale === null && p.stock >= 3, "without a sale price"),
      small: find((p) => p.status === "active" && p.stock === 2, "with a stock of 2"),
      soldOut: find((p) => p.status === "out_of_stock", "out of stock"),
      draft: find((p) => p.status === "draft", "in draft"),
    };
  }

  /** A post from one of our own pages (Chromium sends Sec-Fetch-Site on every form post). */
  function post(path: string, form: Record<string, string>, cookie = "", headers: Record<string, string> = {}) {
    return site.request(path, { form, cookie, headers: { "Sec-Fetch-Site": "same-origin", ...headers } });
  }

  async function add(cookie: string, productId: number, quantity = 1, extra: Record<string, string> = {}) {
    const path = extra.inline ? FETCH_CART : "/resources/cart";
    const response = await post(
      path,
      { intent: "add", productId: String(productId), quantity: String(quantity), ...extra },
      cookie,
    );
    return { response, cookie: cookiesOf(response, cookie) };
  }

  return { products, post, add };
}
