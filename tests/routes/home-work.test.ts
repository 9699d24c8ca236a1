import { afterEach, describe, expect, test } from "vitest";
import { projectPagePath } from "~/utils/project-page";
import { type HTMLElement, linkNamed, one, openPage, textOf, textsOf } from "./support/html";
import { text, type Row } from "./support/listings";
import { tabsOf } from "./support/marketing";
import { useSite } from "./support/site";

/**
 * 'Design Excellence' on the home page (decision 022), in both API styles: the studio's own projects
 * and pieces, each card leading to its own page (a project's page, a piece's Quick View), under the
 * spec's tabs by URL. When the API fails the home page still answers 200 with the spec's sections.
 * The spec's other sections: home.test.ts; what needs a browser (the first project within three
 * screens on a phone, a click on a title): tests/e2e/home-work.spec.ts.
 */
// Public reads are not kept (useSite), and nothing keeps a last good answer, so a fault shows at once.
const site = useSite({ env: { STALE_IF_ERROR_S: "0" } });
afterEach(() => site.clearFaults());

const isTrue = (value: unknown) => value === true || value === 1 || value === "1";

interface Work {
  kind: "project" | "piece";
  title: string;
  category: string;
  featured: boolean;
  forSale: boolean;
}

/** Every project and product as the API has them, by the address its card must lead to. */
async function apiWork(): Promise<Map<string, Work>> {
  const projects = await site.api<{ data: { projects: Row[] } }>("projects/projects.php?limit=100");
  const products = await site.api<{ data: Row[] }>("products/products.php?limit=100");
  const work = new Map<string, Work>();
  for (const row of projects.data.projects) {
    const project = { id: Number(row.id), title: text(row.title) };
    work.set(projectPagePath(project), {
      kind: "project",
      title: project.title,
      category: text(row.category),
      featured: isTrue(row.featured),
      forSale: true,
    });
  }
  for (const row of products.data)
    work.set(`/resources/shop?product=${text(row.id)}`, {
      kind: "piece",
      title: text(row.name),
      category: text(row.category),
      featured: isTrue(row.featured),
      forSale: ["active", "out_of_stock", ""].includes(text(row.status)),
    });
  return work;
}

interface Card {
  title: string;
  href: string;
  more: string;
  moreHref: string;
  featured: boolean;
}

function cardsOf(doc: HTMLElement): Card[] {
  return doc.querySelectorAll("#portfolio-grid > li").map((card) => {
    const title = one(card, "h3 a");
    const more = one(card, ".work-card__body > a.text-link");
    return {
      title: textOf(title),
      href: title.getAttribute("href") ?? "",
      more: textOf(more),
      moreHref: more.getAttribute("href") ?? "",
      featured: textsOf(card, ".badge").includes("Featured"),
    };
  });
}

describe("'Design Excellence': the studio's own work", () => {
  test("eleven cards, a project first, each a real project or piece for sale linking to its own page", async () => {
    const work = await apiWork();
    const doc = await openPage(site, "/");
    expect(textsOf(doc, "h2")).toContain("Design Excellence");
    const cards = cardsOf(doc);
    expect(cards).toHaveLength(11);
    expect(new Set(cards.map((card) => card.href)).size).toBe(11);
    for (const card of cards) {
      const item = work.get(card.href);
      expect(item, `${card.title}: ${card.href}`).toBeDefined();
      // The title as the API has it, or cut short with '…' (50 characters, as the gallery cuts it).
      expect(card.title === item!.title || item!.title.startsWith(card.title.replace(/…$/, ""))).toBe(true);
      expect(item!.forSale, card.title).toBe(true);
      expect(card.featured, `${card.title}: 'Featured' as the API flags it`).toBe(item!.featured);
      expect(card.moreHref).toBe(card.href);
      expect(card.more).toBe(item!.kind === "project" ? "View Project" : "Quick View");
    }
    expect(work.get(cards[0].href)!.kind).toBe("project");
    expect(cards.filter((card) => work.get(card.href)!.kind === "piece").length).toBeGreaterThan(0);
    expect(linkNamed(one(doc, "#portfolio"), "See all projects").getAttribute("href")).toBe("/resources/projects");
  });

  for (const [filter, tab, belongs] of [
    ["interior", "Interior Design", (item: Work) => item.kind === "project" && item.category === "interior-design"],
    [
      "product",
      "Product Design",
      (item: Work) => item.kind === "piece" && !["textiles", "decor"].includes(item.category),
    ],
    [
      "design",
      "Interior Styling/Staging",
      (item: Work) => item.kind === "piece" && ["textiles", "decor"].includes(item.category),
    ],
    ["gallery", "Gallery", (item: Work) => item.kind === "project" && item.category !== "interior-design"],
  ] as const) {
    test(`?filter=${filter} shows only '${tab}': the featured first`, async () => {
      const work = await apiWork();
      const all = cardsOf(await openPage(site, "/")).map((card) => card.href);
      const doc = await openPage(site, `/?filter=${filter}`);
      expect(tabsOf(doc, "Portfolio categories").current).toEqual([tab]);
      const cards = cardsOf(doc);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(belongs(work.get(card.href)!), card.title).toBe(true);
      // The tab's cards are the ones 'All Designs' shows of it, in the same order.
      expect(cards.map((card) => card.href)).toEqual(all.filter((href) => belongs(work.get(href)!)));
      const featured = cards.map((card) => card.featured);
      expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
    });
  }

  test("when the API fails, the home page still answers 200 with its spec sections, the tabs and no cards", async () => {
    await site.injectFault({ path: "projects/projects.php", status: 500 });
    await site.injectFault({ path: "products/products.php", status: 500 });
    const doc = await openPage(site, "/");
    expect(textsOf(doc, "h1")).toEqual(["Spaces shaped by light, craft and the rhythm of Accra"]);
    const headings = textsOf(doc, "h2");
    for (const heading of [
      "Design Excellence",
      "Rooted in Ghanaian craft, drawn for how you live",
      "Recognised since 2018",
    ])
      expect(headings).toContain(heading);
    expect(tabsOf(doc, "Portfolio categories").labels).toHaveLength(5);
    expect(doc.querySelectorAll("#portfolio-grid > li")).toHaveLength(0);
    expect(textOf(one(doc, ".portfolio__empty"))).toBe("Nothing to show under this tab yet.");
    expect(headings).not.toContain("What clients say");
    // About reads the clients' quotes too, and stays the spec's page without them.
    const about = await openPage(site, "/resources/about-us");
    expect(textsOf(about, "h2")).not.toContain("What clients say");
    expect(textsOf(about, "h1")).toHaveLength(1);
  });
});
