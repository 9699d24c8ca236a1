/**
 * The shop's choices (search, category, maximum price, sort, how many to show)
 * read from and written to the URL, for the page and its loader alike; what the
 * loader does with them is in utils/shop-catalogue.ts.
 */

export const SHOP_PAGE_SIZE = 8;
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

/** A maximum at or above the slider's top bounds nothing: it reads as no maximum. */
export function withinCeiling(query: ShopQuery, ceiling: number): ShopQuery {
  return query.maxPrice !== null && query.maxPrice >= ceiling ? { ...query, maxPrice: null } : query;
}

/** Cuts text at `limit` characters on a word boundary, with an ellipsis. */
export function truncate(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
