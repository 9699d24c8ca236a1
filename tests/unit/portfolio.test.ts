import { describe, expect, it } from "vitest";
import { PORTFOLIO_FILTERS, portfolioItemsFor } from "~/utils/portfolio";
import { PORTFOLIO_ITEMS } from "~/utils/portfolio.server";

describe("the home page's portfolio", () => {
  it("lists the spec's eleven items, three featured, each under one of the tabs", () => {
    expect(PORTFOLIO_ITEMS).toHaveLength(11);
    expect(PORTFOLIO_ITEMS.filter((item) => item.featured)).toHaveLength(3);
    const categories = new Set<string>(PORTFOLIO_FILTERS.map((filter) => filter.category));
    for (const item of PORTFOLIO_ITEMS) expect(categories.has(item.category)).toBe(true);
  });

  it("'all' keeps every item in order; a tab keeps its category's, in order", () => {
    expect(portfolioItemsFor(PORTFOLIO_ITEMS, "all")).toEqual(PORTFOLIO_ITEMS);
    const products = portfolioItemsFor(PORTFOLIO_ITEMS, "product");
    expect(products.map((item) => item.id)).toEqual(
      PORTFOLIO_ITEMS.filter((item) => item.category === "filter-product").map((item) => item.id),
    );
    expect(products.length).toBeGreaterThan(0);
  });
});
