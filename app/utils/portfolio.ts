/** The home page's 'Design Excellence' portfolio (public-site §3): its tabs; the items are in portfolio.server.ts. */

type PortfolioCategory = "filter-interior" | "filter-product" | "filter-design" | "filter-gallery";

export interface PortfolioItem {
  id: number;
  category: PortfolioCategory;
  title: string;
  description: string;
  image: string;
  alt: string;
  tags: string[];
  featured: boolean;
}

/** The tabs, in the spec's order; `key` is the `?filter=` value (the category without 'filter-'). */
export const PORTFOLIO_FILTERS = [
  { key: "all", label: "All Designs", category: "*" },
  { key: "interior", label: "Interior Design", category: "filter-interior" },
  { key: "product", label: "Product Design", category: "filter-product" },
  { key: "design", label: "Interior Styling/Staging", category: "filter-design" },
  { key: "gallery", label: "Gallery", category: "filter-gallery" },
] as const;

export type PortfolioFilterKey = (typeof PORTFOLIO_FILTERS)[number]["key"];

/** The items under a tab, in the list's order. */
export function portfolioItemsFor(items: PortfolioItem[], key: PortfolioFilterKey): PortfolioItem[] {
  const category = PORTFOLIO_FILTERS.find((filter) => filter.key === key)?.category ?? "*";
  return category === "*" ? items : items.filter((item) => item.category === category);
}
