import { describe, expect, test } from "vitest";
import { type HTMLElement, labelled, linkNamed, one, openPage, textOf, textsOf, valueOf } from "./support/html";
import { heroStat, text, type Row } from "./support/listings";
import { useSite } from "./support/site";
import type { ApiProduct } from "../e2e/shop.support";

/**
 * The shop as the server renders it: its counts, prices, drafts, and each filter and sort asked by
 * URL, the 'Filters' count and Quick View opened by URL. What needs a browser stays in tests/e2e:
 * the filters form applying itself and 'Load More' in place (shop.spec.ts), Quick View
 * (shop-quick-view.spec.ts), the phone layout (shop-phone.spec.ts). The blog and the projects
 * gallery: blog.test.ts and projects.test.ts; the upstream failures: listing-faults.test.ts.
 */
// Public reads are kept a minute: nothing changes the demo data here, and the cache test needs a
// window to read inside (the e2e site's is 3 s).
const site = useSite({ env: { PUBLIC_CACHE_TTL_MS: "60000" } });

/** What these tests read of a product (the e2e specs' record, without its dates and images). */
type Product = Omit<ApiProduct, "created_at" | "all_images">;

describe("shop", () => {
  /** Every product as the studio API holds it, drafts included, newest first. */
  async function allProducts(): Promise<Product[]> {
    const body = await site.api<{ data: Row[] }>("products/products.php?page=1&limit=500");
    return body.data.map((row) => ({
      id: Number(row.id),
      name: text(row.name),
      price: Number(row.price),
      sale_price: row.sale_price === null || row.sale_price === undefined ? null : Number(row.sale_price),
      category: text(row.category),
      status: text(row.status),
      stock_quantity: Number(row.stock_quantity),
    }));
  }
  /** The published catalogue: what the public shop lists. */
  const catalogue = async () => (await allProducts()).filter((product) => product.status !== "draft");

  const cards = (page: HTMLElement) => page.querySelectorAll(".product-grid article");
  const names = (page: HTMLElement) => textsOf(page, ".product-grid article h3");
  /** What each card charges: the first price shown (the sale price when on sale). */
  const shownPrices = (page: HTMLElement) =>
    textsOf(page, ".product-grid article .price__now").map((price) => Number(price.replace(/[^\d.]/g, "")));
  const filters = (page: HTMLElement) => one(page, 'form[aria-label="Filter products"]');
  /** The category radio whose label starts with `label`. */
  const categoryRadio = (page: HTMLElement, label: string) => {
    const option = filters(page)
      .querySelectorAll("label")
      .find((element) => textOf(element).startsWith(label));
    expect(option, `the category '${label}'`).toBeDefined();
    return one(option!, 'input[type="radio"]');
  };
  const showing = (page: HTMLElement) => textOf(one(page, ".listing-toolbar__count"));

  async function faultRemaining(path: string): Promise<number | null | undefined> {
    const body = await site.api<{ data: { path: string; remaining: number | null }[] }>("__faults");
    return body.data.find((rule) => rule.path === path)?.remaining;
  }

  // First in the file, so that no page of this file was rendered (and kept) before.
  test("a repeat read inside the cache window is served without asking the API", async () => {
    expect((await site.request("/resources/shop")).status).toBe(200);
    // One failure waits in the API; a cached read never collects it.
    await site.injectFault({ path: "products/products.php", status: 500, times: 1 });
    try {
      const second = await site.request("/resources/shop?sort=name");
      expect(second.status).toBe(200);
      expect(await second.text()).toContain("Load More Products");
      expect(await faultRemaining("products/products.php")).toBe(1);
    } finally {
      await site.clearFaults();
    }
  });

  test("hero counts, eight newest products, GHS prices with the sale price beside the old one", async () => {
    const products = await catalogue();
    const categories = new Set(products.map((product) => product.category));
    const page = await openPage(site, "/resources/shop");

    expect(textsOf(page, "h1")).toEqual(["Shop"]);
    expect(heroStat(page, "Products")).toBe(String(products.length));
    expect(heroStat(page, "Categories")).toBe(String(categories.size));
    expect(showing(page)).toBe(`Showing 8 of ${products.length} products`);
    expect(names(page)).toEqual(products.slice(0, 8).map((product) => product.name));

    const sale = products.slice(0, 8).find((product) => product.sale_price !== null);
    if (!sale?.sale_price) throw new Error("the demo data needs a product on sale among the newest eight");
    const saleCard = cards(page).find((card) => textOf(one(card, "h3")) === sale.name)!;
    expect(textOf(one(saleCard, ".price__now"))).toMatch(
      new RegExp(`GHS ${sale.sale_price.toLocaleString("en")}\\.00`),
    );
    expect(textOf(one(saleCard, "del"))).toMatch(new RegExp(`GHS ${sale.price.toLocaleString("en")}\\.00`));

    for (const description of textsOf(page, ".product-grid article .product-card__description")) {
      expect(description.length).toBeLessThanOrEqual(101);
    }
    // Sidebar: categories with their counts, the search empty, the price slider at its maximum and the stats.
    expect(categoryRadio(page, "All Categories").hasAttribute("checked")).toBe(true);
    const lighting = products.filter((product) => product.category === "lighting").length;
    const lightingLabel = filters(page)
      .querySelectorAll("label")
      .find((label) => textOf(label).startsWith("Lighting"))!;
    expect(textOf(lightingLabel)).toContain(String(lighting));
    expect(one(filters(page), 'input[name="search"]').getAttribute("value") ?? "").toBe("");
    expect(one(filters(page), 'input[name="max"]').getAttribute("value")).toBe("1000");
    expect(textOf(one(filters(page), "output"))).toBe("Up to GHS 1,000.00");
    // The stats say what the hero does not (no figure twice on a page): in stock and sold out.
    const inStock = products.filter((product) => product.status !== "out_of_stock" && product.stock_quantity > 0);
    const stats = textOf(labelled(page, "Shop stats"));
    expect(stats).toMatch(new RegExp(`In stock\\s*${inStock.length}(?!\\d)`));
    expect(stats).toMatch(new RegExp(`Sold out\\s*${products.length - inStock.length}(?!\\d)`));
    expect(stats).not.toMatch(/Products|Categories|On sale/);
  });

  test("drafts never reach the public shop", async () => {
    const draft = (await allProducts()).find((product) => product.status === "draft");
    if (!draft) throw new Error("the demo data needs a draft product");
    const page = await openPage(site, `/resources/shop?search=${encodeURIComponent(draft.name)}`);
    expect(textsOf(page, ".listing-empty h3")).toEqual(["No products found"]);
    expect(names(page)).toEqual([]);
  });

  test("?search= finds by name and description and keeps the search in its field", async () => {
    const page = await openPage(site, "/resources/shop?search=lamp");
    expect(names(page)).toEqual(expect.arrayContaining(["Brass Arc Floor Lamp", "Clay Table Lamp"]));
    for (const card of cards(page)) expect(textOf(card).toLowerCase()).toContain("lamp");
    expect(one(filters(page), 'input[name="search"]').getAttribute("value")).toBe("lamp");
  });

  test("?category= shows only its products, with its radio checked", async () => {
    const lighting = (await catalogue()).filter((product) => product.category === "lighting");
    const page = await openPage(site, "/resources/shop?category=lighting");
    expect(names(page)).toEqual(lighting.slice(0, 8).map((product) => product.name));
    expect(textsOf(page, ".product-grid article .product-card__category")).toEqual(
      lighting.slice(0, 8).map(() => "Lighting"),
    );
    expect(categoryRadio(page, "Lighting").hasAttribute("checked")).toBe(true);
    expect(categoryRadio(page, "All Categories").hasAttribute("checked")).toBe(false);
  });

  test("?max= caps what a buyer pays, with the slider and its label at the cap", async () => {
    const affordable = (await catalogue()).filter((product) => (product.sale_price ?? product.price) <= 200);
    const page = await openPage(site, "/resources/shop?max=200");
    expect(showing(page)).toContain(`Showing ${Math.min(8, affordable.length)} of ${affordable.length}`);
    expect(shownPrices(page).length).toBeGreaterThan(0);
    for (const price of shownPrices(page)) expect(price).toBeLessThanOrEqual(200);
    expect(one(filters(page), 'input[name="max"]').getAttribute("value")).toBe("200");
    expect(textOf(one(filters(page), "output"))).toBe("Up to GHS 200.00");
  });

  test("?sort= orders by price both ways and by name", async () => {
    const products = await catalogue();
    const paid = products.map((product) => product.sale_price ?? product.price);
    const byName = products
      .map((product) => product.name)
      .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    const ascending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1] <= n);

    const low = await openPage(site, "/resources/shop?sort=price-low");
    expect(ascending(shownPrices(low))).toBe(true);
    expect(shownPrices(low)[0]).toBe(Math.min(...paid));
    expect(valueOf(low, "sort")).toBe("price-low");

    const high = await openPage(site, "/resources/shop?sort=price-high");
    expect(ascending(shownPrices(high).reverse())).toBe(true);
    expect(shownPrices(high)[0]).toBe(Math.max(...paid));
    expect(valueOf(high, "sort")).toBe("price-high");

    const name = await openPage(site, "/resources/shop?sort=name");
    expect(names(name)).toEqual(byName.slice(0, 8));
    expect(valueOf(name, "sort")).toBe("name");
  });

  test("nothing matching says 'No products found' and links 'Reset Filters' to the whole shop", async () => {
    const page = await openPage(site, "/resources/shop?search=zzzz-no-such-thing&category=lighting&max=50");
    expect(showing(page)).toBe("Showing 0 of 0 products");
    const empty = one(page, ".listing-empty");
    expect(textsOf(empty, "h3")).toEqual(["No products found"]);
    expect(linkNamed(empty, "Reset Filters").getAttribute("href")).toBe("/resources/shop");
    expect(cards(page)).toHaveLength(0);
  });

  test("'Filters' counts the active filters: search, category and a lower maximum, not the sort", async () => {
    const toggle = async (path: string) => textOf(one(await openPage(site, path), "summary.shop-filters-toggle"));
    expect(await toggle("/resources/shop?search=lamp&category=lighting")).toBe("Filters (2 active)");
    expect(await toggle("/resources/shop?search=lamp&category=lighting&max=900&sort=name")).toBe("Filters (3 active)");
    expect(await toggle("/resources/shop?sort=name")).toBe("Filters");
  });

  test("Quick View: quantity runs to 10 when the stock is unknown", async () => {
    const unknown = (await catalogue()).find((product) => product.stock_quantity === 0);
    if (!unknown) throw new Error("the demo data needs a product without stock");
    const dialog = one(await openPage(site, `/resources/shop?product=${unknown.id}`), "dialog[open]");
    expect(dialog.querySelectorAll('select[name="quantity"] option')).toHaveLength(10);
    expect(textsOf(dialog, ".quick-view__stock")).toEqual(["Out of stock"]);
  });
});
