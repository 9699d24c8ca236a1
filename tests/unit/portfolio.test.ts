import { describe, expect, it } from "vitest";
import { PORTFOLIO_FILTERS, portfolioItemsFor, type PortfolioCategory, type PortfolioItem } from "~/utils/portfolio";
import { PORTFOLIO_SIZE, pickPortfolio, pieceTab, projectTab } from "~/utils/portfolio.server";

let next = 0;
function item(category: PortfolioCategory, featured = false): PortfolioItem {
  next += 1;
  const kind = category === "filter-interior" || category === "filter-gallery" ? "project" : "piece";
  return {
    key: `${kind}-${next}`,
    kind,
    category,
    title: `Item ${next}`,
    description: "",
    image: null,
    tags: [],
    featured,
    href: kind === "project" ? `/resources/projects/${next}-item` : `/resources/shop?product=${next}`,
  };
}
const many = (category: PortfolioCategory, count: number) => Array.from({ length: count }, () => item(category));

describe("the home page's portfolio", () => {
  it("files interiors under 'Interior Design', other projects under 'Gallery', textiles and decor under styling", () => {
    expect(projectTab("interior-design")).toBe("filter-interior");
    for (const category of ["residential", "commercial", "landscape", "renovation"])
      expect(projectTab(category)).toBe("filter-gallery");
    expect(pieceTab("textiles")).toBe("filter-design");
    expect(pieceTab("decor")).toBe("filter-design");
    expect(pieceTab("furniture")).toBe("filter-product");
    expect(pieceTab("lighting")).toBe("filter-product");
  });

  it("takes eleven in turn from the tabs, a building first, the featured first within a tab", () => {
    const buildings = many("filter-gallery", 5);
    const featuredBuilding = item("filter-gallery", true);
    const interiors = many("filter-interior", 5);
    const furniture = many("filter-product", 5);
    const textiles = many("filter-design", 5);
    const picked = pickPortfolio([...buildings, featuredBuilding, ...interiors, ...furniture, ...textiles]);
    expect(picked).toHaveLength(PORTFOLIO_SIZE);
    expect(picked.map((one) => one.key)).toEqual(
      [
        featuredBuilding,
        interiors[0],
        furniture[0],
        textiles[0],
        buildings[0],
        interiors[1],
        furniture[1],
        textiles[1],
        buildings[1],
        interiors[2],
        furniture[2],
      ].map((one) => one.key),
    );
  });

  it("a tab with too few leaves its turns to the others; fewer than eleven in all shows them all", () => {
    const interiors = many("filter-interior", 1);
    const buildings = many("filter-gallery", 8);
    const furniture = many("filter-product", 6);
    const picked = pickPortfolio([...buildings, ...interiors, ...furniture]);
    expect(picked).toHaveLength(PORTFOLIO_SIZE);
    expect(picked.filter((one) => one.category === "filter-interior")).toHaveLength(1);
    expect(picked.filter((one) => one.category === "filter-gallery")).toHaveLength(5);
    expect(picked.filter((one) => one.category === "filter-product")).toHaveLength(5);
    expect(pickPortfolio(many("filter-product", 3))).toHaveLength(3);
    expect(pickPortfolio([])).toEqual([]);
  });

  it("'all' keeps every item in order; a tab keeps its category's, in order", () => {
    const items = pickPortfolio([...many("filter-gallery", 4), ...many("filter-product", 4)]);
    expect(portfolioItemsFor(items, "all")).toEqual(items);
    const products = portfolioItemsFor(items, "product");
    expect(products.map((one) => one.key)).toEqual(
      items.filter((one) => one.category === "filter-product").map((one) => one.key),
    );
    expect(products).toHaveLength(4);
    expect(portfolioItemsFor(items, "interior")).toEqual([]);
    expect(PORTFOLIO_FILTERS.map((filter) => filter.label)).toEqual([
      "All Designs",
      "Interior Design",
      "Product Design",
      "Interior Styling/Staging",
      "Gallery",
    ]);
  });
});
