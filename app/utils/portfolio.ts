/**
 * The home page's 'Design Excellence' portfolio (public-site §3): its tabs and the filter. The
 * items are the studio's own projects and pieces, picked by the home loader (portfolio.server.ts,
 * decision 022).
 */

export type PortfolioCategory = "filter-interior" | "filter-product" | "filter-design" | "filter-gallery";

/** A project or a piece as its card shows it: title and description already cut, the photo an upload path. */
export interface PortfolioItem {
  /** 'project-12', 'piece-3': unique on the page. */
  key: string;
  kind: "project" | "piece";
  category: PortfolioCategory;
  title: string;
  description: string;
  image: string | null;
  /** The owner's alt text of the photo, when written; else the photo is decorative (the title names it). */
  alt?: string;
  tags: string[];
  featured: boolean;
  /** Its own page: a project's (utils/project-page.ts), a piece's Quick View in the shop. */
  href: string;
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
