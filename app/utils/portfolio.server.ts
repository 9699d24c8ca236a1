import type { PortfolioCategory, PortfolioItem } from "~/utils/portfolio";

/**
 * What 'Design Excellence' shows (decision 022): the studio's own projects and pieces under the
 * spec's four tabs, sent by the home loader rather than bundled with the page's scripts.
 */

/** The cards under 'All Designs': the spec's eleven, a wide first card and three full rows of three on a desktop. */
export const PORTFOLIO_SIZE = 11;

/** The product categories a room is styled with, filed under 'Interior Styling/Staging'; other pieces under 'Product Design'. */
const STYLING_CATEGORIES: readonly string[] = ["textiles", "decor"];

/** An interior project is 'Interior Design'; the buildings and gardens (residential, commercial, landscape, renovation) the 'Gallery'. */
export const projectTab = (category: string): PortfolioCategory =>
  category === "interior-design" ? "filter-interior" : "filter-gallery";

export const pieceTab = (category: string): PortfolioCategory =>
  STYLING_CATEGORIES.includes(category) ? "filter-design" : "filter-product";

/** The order 'All Designs' takes its cards from the tabs in: a building first, so the section opens on a project. */
const ROUND: readonly PortfolioCategory[] = ["filter-gallery", "filter-interior", "filter-product", "filter-design"];

/**
 * Up to `size` items, taken in turn from each tab (buildings, interiors, furniture and lighting,
 * textiles and decor) so every tab has its share; within a tab the featured first, then in the
 * order given (newest first). A tab with too few leaves its turns to the others.
 */
export function pickPortfolio(candidates: readonly PortfolioItem[], size = PORTFOLIO_SIZE): PortfolioItem[] {
  const queues = ROUND.map((category) => {
    const own = candidates.filter((item) => item.category === category);
    return [...own.filter((item) => item.featured), ...own.filter((item) => !item.featured)];
  });
  const picked: PortfolioItem[] = [];
  while (picked.length < size && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < size) picked.push(next);
    }
  }
  return picked;
}
