import type { Product } from "~/schemas/api";
import { effectivePrice, isInStock, isOnSale } from "~/utils/products";
import { PRICE_MAX, PRICE_STEP, SHOP_PAGE_SIZE, type ShopQuery, type ShopSort } from "~/utils/shop";
import { titleCase } from "~/vocabulary/titles";

/**
 * What the shop's loader does with the visitor's choices (utils/shop.ts) on the server:
 * the pure filtering, sorting and paging of the catalogue, its categories and its figures.
 * The page itself never imports this module, so none of it reaches the browser. A product's
 * `description` is the text a visitor reads: the services give it without its settings block
 * (records/product.ts), so nobody finds a product by its hidden settings.
 */

function matchesSearch(product: Product, needle: string): boolean {
  if (!needle) return true;
  const haystack = [product.name, product.description, product.category, product.sku, ...product.tags]
    .join(" ")
    .toLowerCase();
  return needle
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function filterProducts<P extends Product>(products: readonly P[], query: ShopQuery): P[] {
  return products.filter(
    (product) =>
      matchesSearch(product, query.search) &&
      (!query.category || product.category === query.category) &&
      (query.maxPrice === null || effectivePrice(product) <= query.maxPrice),
  );
}

/**
 * The top of the price slider: the highest price a buyer pays in the catalogue,
 * rounded up to the slider's step, and never below the spec's 1000.
 */
export function priceCeiling(products: readonly Pick<Product, "price" | "sale_price">[]): number {
  const highest = products.reduce((top, product) => Math.max(top, effectivePrice(product)), 0);
  return Math.max(PRICE_MAX, Math.ceil(highest / PRICE_STEP) * PRICE_STEP);
}

const byNewest = (a: Product, b: Product) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** A sorted copy: the catalogue itself is shared through the cache and must not change. */
export function sortProducts<P extends Product>(products: readonly P[], sort: ShopSort): P[] {
  const copy = [...products];
  switch (sort) {
    case "price-low":
      return copy.sort((a, b) => effectivePrice(a) - effectivePrice(b) || byNewest(a, b));
    case "price-high":
      return copy.sort((a, b) => effectivePrice(b) - effectivePrice(a) || byNewest(a, b));
    case "name":
      return copy.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id);
    default:
      return copy.sort(byNewest);
  }
}

export interface ShopView<P extends Product = Product> {
  products: P[];
  matches: number;
  /** The `show` value of the 'Load More Products' link, or null when all are shown. */
  nextShow: number | null;
}

/** Filter, sort and cut to the first `show` matches. */
export function shopView<P extends Product>(catalogue: readonly P[], query: ShopQuery): ShopView<P> {
  const matching = sortProducts(filterProducts(catalogue, query), query.sort);
  return {
    products: matching.slice(0, query.show),
    matches: matching.length,
    nextShow: matching.length > query.show ? query.show + SHOP_PAGE_SIZE : null,
  };
}

export interface CategoryCount {
  title: string;
  /** As the filters show it: 'living-room' → 'Living Room'. */
  label: string;
  count: number;
}

/** The catalogue's categories with how many products each holds, by title. */
export function categoryCounts(products: readonly Product[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (product.category) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  }
  return [...counts]
    .map(([title, count]) => ({ title, label: titleCase(title), count }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

export function shopStats(products: readonly Product[]) {
  return {
    total: products.length,
    categories: categoryCounts(products).length,
    onSale: products.filter(isOnSale).length,
    inStock: products.filter(isInStock).length,
  };
}
