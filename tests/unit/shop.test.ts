import { describe, expect, it } from "vitest";
import { productSchema, type Product } from "~/schemas/api";
import { parseShopQuery, shopSearch, truncate, withinCeiling, DEFAULT_SHOP_QUERY, type ShopQuery } from "~/utils/shop";
import {
  categoryCounts,
  filterProducts,
  priceCeiling,
  shopStats,
  shopView,
  sortProducts,
} from "~/utils/shop-catalogue";
import { imageIndex, wrapIndex } from "~/utils/gallery";
import { effectivePrice, isPublished, maxQuantity } from "~/utils/products";

let nextId = 1;
function product(fields: Record<string, unknown>): Product {
  const id = nextId++;
  return productSchema.parse({
    id,
    name: `Product ${id}`,
    description: "A piece made in Accra.",
    price: 100,
    category: "decor",
    status: "active",
    stock_quantity: 5,
    created_at: `2026-01-${String(id).padStart(2, "0")} 10:00:00`,
    ...fields,
  });
}

const query = (fields: Partial<ShopQuery> = {}): ShopQuery => ({ ...DEFAULT_SHOP_QUERY, ...fields });

describe("shop query in the URL", () => {
  it("reads defaults from an empty query string", () => {
    expect(parseShopQuery(new URLSearchParams())).toEqual({
      search: "",
      category: "",
      maxPrice: null,
      sort: "newest",
      show: 8,
    });
  });

  it("reads every choice, with no upper bound on the price, and rounds show up to whole pages", () => {
    const parsed = parseShopQuery(
      new URLSearchParams({ search: "  lamp ", category: "lighting", max: "450", sort: "price-high", show: "10" }),
    );
    expect(parsed).toEqual({ search: "lamp", category: "lighting", maxPrice: 450, sort: "price-high", show: 16 });
    expect(parseShopQuery(new URLSearchParams({ max: "5000" })).maxPrice).toBe(5000);
    expect(parseShopQuery(new URLSearchParams({ max: "-3" })).maxPrice).toBeNull();
    expect(parseShopQuery(new URLSearchParams({ max: "0" })).maxPrice).toBe(0);
  });

  it("falls back to the default on nonsense", () => {
    const parsed = parseShopQuery(new URLSearchParams({ sort: "cheapest", show: "lots", max: "abc" }));
    expect(parsed.sort).toBe("newest");
    expect(parsed.show).toBe(8);
    expect(parsed.maxPrice).toBeNull();
    expect(parseShopQuery(new URLSearchParams({ show: "99999999" })).show).toBe(4000);
  });

  it("writes short URLs: defaults left out, extras appended", () => {
    expect(shopSearch(query())).toBe("");
    expect(shopSearch(query({ maxPrice: 1000 }))).toBe("?max=1000");
    expect(shopSearch(query({ category: "lighting", sort: "name", show: 16 }))).toBe(
      "?category=lighting&sort=name&show=16",
    );
    expect(shopSearch(query({ search: "oak chair", maxPrice: 500 }), { product: 7, image: undefined })).toBe(
      "?search=oak+chair&max=500&product=7",
    );
  });

  it("round-trips through the URL", () => {
    const state = query({ search: "kente", category: "textiles", maxPrice: 300, sort: "price-low", show: 24 });
    expect(parseShopQuery(new URLSearchParams(shopSearch(state)))).toEqual(state);
  });
});

describe("filtering", () => {
  const chair = product({
    name: "Oak Lounge Chair",
    category: "furniture",
    price: 850,
    sale_price: 720,
    tags: "oak, seating",
  });
  const lamp = product({ name: "Clay Table Lamp", category: "lighting", price: 180, description: "Terracotta base." });
  const throwBlanket = product({ name: "Kente Stripe Throw", category: "textiles", price: 220, sku: "ANI-KENTE0001" });
  const all = [chair, lamp, throwBlanket];

  it("searches name, description, category, tags and SKU, case-insensitively, every word", () => {
    expect(filterProducts(all, query({ search: "LAMP" }))).toEqual([lamp]);
    expect(filterProducts(all, query({ search: "terracotta" }))).toEqual([lamp]);
    expect(filterProducts(all, query({ search: "seating" }))).toEqual([chair]);
    expect(filterProducts(all, query({ search: "ani-kente" }))).toEqual([throwBlanket]);
    expect(filterProducts(all, query({ search: "oak lamp" }))).toEqual([]);
  });

  it("filters by the exact category title", () => {
    expect(filterProducts(all, query({ category: "lighting" }))).toEqual([lamp]);
    expect(filterProducts(all, query({ category: "light" }))).toEqual([]);
  });

  it("compares the maximum price with what a buyer pays (the sale price when there is one)", () => {
    expect(effectivePrice(chair)).toBe(720);
    expect(filterProducts(all, query({ maxPrice: 720 }))).toEqual(all);
    expect(filterProducts(all, query({ maxPrice: 719 }))).toEqual([lamp, throwBlanket]);
    expect(filterProducts(all, query({ maxPrice: 0 }))).toEqual([]);
  });

  it("ignores a sale price that is not below the price", () => {
    expect(effectivePrice(product({ price: 100, sale_price: 150 }))).toBe(100);
  });

  it("combines search, category and price", () => {
    expect(filterProducts(all, query({ search: "a", category: "textiles", maxPrice: 300 }))).toEqual([throwBlanket]);
  });

  it("lists only what is for sale: drafts, inactive products and unknown statuses stay out", () => {
    expect(isPublished(product({ status: "draft" }))).toBe(false);
    expect(isPublished(product({ status: "inactive" }))).toBe(false);
    expect(isPublished(product({ status: "archived" }))).toBe(false);
    expect(isPublished(product({ status: "out_of_stock" }))).toBe(true);
    expect(isPublished(product({ status: "active" }))).toBe(true);
  });
});

describe("the price filter's range", () => {
  const cheap = product({ price: 180 });
  const sofa = product({ name: "Nine-Seat Mahogany Sofa", category: "furniture", price: 4500 });
  const onSale = product({ price: 5200, sale_price: 4990 });

  it("lists a GHS 4,500 product by default: no upper bound until the visitor sets one", () => {
    const view = shopView([cheap, sofa], parseShopQuery(new URLSearchParams()));
    expect(view.products).toEqual([sofa, cheap]);
    expect(view.matches).toBe(2);
    expect(filterProducts([cheap, sofa], query({ maxPrice: 1000 }))).toEqual([cheap]);
  });

  it("runs the slider to the highest price a buyer pays, rounded up to its step, never below 1000", () => {
    expect(priceCeiling([cheap, sofa])).toBe(4500);
    expect(priceCeiling([cheap, onSale])).toBe(4990);
    expect(priceCeiling([product({ price: 4501 })])).toBe(4510);
    expect(priceCeiling([cheap])).toBe(1000);
    expect(priceCeiling([])).toBe(1000);
  });

  it("reads a maximum at or above the top of the slider as no maximum", () => {
    expect(withinCeiling(query({ maxPrice: 4500 }), 4500).maxPrice).toBeNull();
    expect(withinCeiling(query({ maxPrice: 9000 }), 4500).maxPrice).toBeNull();
    expect(withinCeiling(query({ maxPrice: 4490 }), 4500).maxPrice).toBe(4490);
    expect(withinCeiling(query(), 4500).maxPrice).toBeNull();
  });
});

describe("sorting", () => {
  const older = product({ name: "banana stool", price: 300, created_at: "2025-05-01 09:00:00" });
  const newer = product({ name: "Apple crate", price: 90, sale_price: 80, created_at: "2026-02-01 09:00:00" });
  const middle = product({ name: "cherry bench", price: 500, created_at: "2025-11-01 09:00:00" });
  const list = [older, newer, middle];

  it("newest first by default", () => {
    expect(sortProducts(list, "newest").map((p) => p.id)).toEqual([newer.id, middle.id, older.id]);
  });

  it("by effective price, both ways", () => {
    expect(sortProducts(list, "price-low").map((p) => p.id)).toEqual([newer.id, older.id, middle.id]);
    expect(sortProducts(list, "price-high").map((p) => p.id)).toEqual([middle.id, older.id, newer.id]);
  });

  it("by name, ignoring case", () => {
    expect(sortProducts(list, "name").map((p) => p.name)).toEqual(["Apple crate", "banana stool", "cherry bench"]);
  });

  it("never reorders the cached catalogue it was given", () => {
    const before = list.map((p) => p.id);
    sortProducts(list, "price-high");
    shopView(list, query({ sort: "name" }));
    expect(list.map((p) => p.id)).toEqual(before);
  });
});

describe("paging with Load More", () => {
  const catalogue = Array.from({ length: 19 }, (_, n) =>
    product({ name: `Piece ${n}`, created_at: `2025-12-${String(n + 1).padStart(2, "0")} 08:00:00` }),
  );

  it("shows 8, then 16, then the rest, with the next show value until all are shown", () => {
    const first = shopView(catalogue, query());
    expect(first.products).toHaveLength(8);
    expect(first.matches).toBe(19);
    expect(first.nextShow).toBe(16);

    const second = shopView(catalogue, query({ show: 16 }));
    expect(second.products).toHaveLength(16);
    expect(second.products.slice(0, 8)).toEqual(first.products);
    expect(second.nextShow).toBe(24);

    const third = shopView(catalogue, query({ show: 24 }));
    expect(third.products).toHaveLength(19);
    expect(third.nextShow).toBeNull();
  });

  it("has no Load More with exactly 8 matches", () => {
    expect(shopView(catalogue.slice(0, 8), query()).nextShow).toBeNull();
    expect(shopView(catalogue.slice(0, 9), query()).nextShow).toBe(16);
  });

  it("pages the filtered, sorted list", () => {
    const view = shopView(catalogue, query({ search: "Piece 1", sort: "name" }));
    // 'Piece 1' and 'Piece 10'…'Piece 18'
    expect(view.matches).toBe(10);
    expect(view.products.map((p) => p.name)).toEqual([
      "Piece 1",
      "Piece 10",
      "Piece 11",
      "Piece 12",
      "Piece 13",
      "Piece 14",
      "Piece 15",
      "Piece 16",
    ]);
  });
});

describe("categories and stats", () => {
  const list = [
    product({ category: "lighting", sale_price: 50 }),
    product({ category: "decor" }),
    product({ category: "lighting", stock_quantity: 0 }),
    product({ category: "decor", status: "out_of_stock", stock_quantity: 3 }),
  ];

  it("counts products per category, by title", () => {
    expect(categoryCounts(list)).toEqual([
      { title: "decor", label: "Decor", count: 2 },
      { title: "lighting", label: "Lighting", count: 2 },
    ]);
  });

  it("counts totals, categories, sales and stock", () => {
    expect(shopStats(list)).toEqual({ total: 4, categories: 2, onSale: 1, inStock: 2 });
  });
});

describe("Quick View helpers", () => {
  it("offers quantities up to the stock, or 10 when the stock is unknown", () => {
    expect(maxQuantity(product({ stock_quantity: 3 }))).toBe(3);
    expect(maxQuantity(product({ stock_quantity: null }))).toBe(10);
    expect(maxQuantity(product({ stock_quantity: 0 }))).toBe(10);
  });

  it("wraps gallery indexes both ways", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(4, 0)).toBe(0);
    expect(imageIndex(null, 3)).toBe(0);
    expect(imageIndex("2", 3)).toBe(2);
    expect(imageIndex("5", 3)).toBe(2);
    expect(imageIndex("x", 3)).toBe(0);
  });
});

describe("text", () => {
  it("cuts at the limit on a word boundary with an ellipsis", () => {
    const text =
      "A deep three-seater sofa made by a workshop in Kumasi, upholstered in olive cotton that hides dust well.";
    const cut = truncate(text, 100);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(truncate("Short text", 100)).toBe("Short text");
    expect(truncate("x".repeat(120), 50)).toBe(`${"x".repeat(50)}…`);
  });
});
