import type { Product } from "~/schemas/api";
import { effectivePrice, isInStock, isOnSale } from "~/utils/products";

/**
 * The shop's choices (search, category, maximum price, sort, how many to show)
 * read from and written to the URL, and the pure filtering, sorting and
 * paging of the catalogue the loader applies on the server.
 */

const SHOP_PAGE_SIZE = 8;
export const PRICE_MIN = 0;
/** The spec's slider runs to 1000; a catalogue with dearer pieces takes it higher (see priceCeiling). */
export const PRICE_MAX = 1000;
export const PRICE_STEP = 10;
export const DESCRIPTION_LIMIT = 100;

export const SORTS = [
  { value: "newest", label: "Newest" },
  { value: "price-low", label: "Price: Low to High" },
  { value: "price-high", label: "Price: High to Low" },
  { value: "name", label: "Name" },
] as const;
export type ShopSort = (typeof SORTS)[number]["value"];

export interface ShopQuery {
  search: string;
  category: string;
  /** The most a buyer will pay; null (the default) means no upper bound. */
  maxPrice: number | null;
  sort: ShopSort;
  /** How many matches are shown: 8, then 16, 24… with 'Load More Products'. */
  show: number;
}

export const DEFAULT_SHOP_QUERY: ShopQuery = {
  search: "",
  category: "",
  maxPrice: null,
  sort: "newest",
  show: SHOP_PAGE_SIZE,
};

const isSort = (value: string | null): value is ShopSort => SORTS.some((sort) => sort.value === value);

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return null;
  return Math.floor(Number(value));
}

/** Reads the query string leniently: anything odd falls back to the default. */
export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const maxPrice = wholeNumber(params.get("max"));
  const show = wholeNumber(params.get("show"));
  const sort = params.get("sort");
  return {
    search: (params.get("search") ?? "").trim().slice(0, 100),
    category: (params.get("category") ?? "").trim(),
    maxPrice: maxPrice === null ? null : Math.max(PRICE_MIN, maxPrice),
    sort: isSort(sort) ? sort : "newest",
    // Whole pages only, and never absurdly many.
    show:
      show === null ? SHOP_PAGE_SIZE : Math.min(500, Math.max(1, Math.ceil(show / SHOP_PAGE_SIZE))) * SHOP_PAGE_SIZE,
  };
}

/** The query string for a shop state; defaults are left out so URLs stay short. */
export function shopSearch(query: ShopQuery, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.category) params.set("category", query.category);
  if (query.maxPrice !== null) params.set("max", String(query.maxPrice));
  if (query.sort !== "newest") params.set("sort", query.sort);
  if (query.show !== SHOP_PAGE_SIZE) params.set("show", String(query.show));
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

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

export function filterProducts(products: readonly Product[], query: ShopQuery): Product[] {
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

/** A maximum at or above the slider's top bounds nothing: it reads as no maximum. */
export function withinCeiling(query: ShopQuery, ceiling: number): ShopQuery {
  return query.maxPrice !== null && query.maxPrice >= ceiling ? { ...query, maxPrice: null } : query;
}

const byNewest = (a: Product, b: Product) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** A sorted copy: the catalogue itself is shared through the cache and must not change. */
export function sortProducts(products: readonly Product[], sort: ShopSort): Product[] {
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

export interface ShopView {
  products: Product[];
  matches: number;
  /** The `show` value of the 'Load More Products' link, or null when all are shown. */
  nextShow: number | null;
}

/** Filter, sort and cut to the first `show` matches. */
export function shopView(catalogue: readonly Product[], query: ShopQuery): ShopView {
  const matching = sortProducts(filterProducts(catalogue, query), query.sort);
  return {
    products: matching.slice(0, query.show),
    matches: matching.length,
    nextShow: matching.length > query.show ? query.show + SHOP_PAGE_SIZE : null,
  };
}

export interface CategoryCount {
  title: string;
  count: number;
}

/** The catalogue's categories with how many products each holds, by title. */
export function categoryCounts(products: readonly Product[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (product.category) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  }
  return [...counts].map(([title, count]) => ({ title, count })).sort((a, b) => a.title.localeCompare(b.title));
}

export function shopStats(products: readonly Product[]) {
  return {
    total: products.length,
    categories: categoryCounts(products).length,
    onSale: products.filter(isOnSale).length,
    inStock: products.filter(isInStock).length,
  };
}

/** Cuts text at `limit` characters on a word boundary, with an ellipsis. */
export function truncate(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
