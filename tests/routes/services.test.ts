import { describe, expect, test } from "vitest";
import { type HTMLElement, linkNamed, one, openPage, textsOf } from "./support/html";
import { expectLinksTo, openMarketingPage, stepsIn, tabsOf, PAGES } from "./support/marketing";
import { useSite } from "./support/site";

/*
 * The four service pages (architectural, renovation, extensions, new build) as the server renders
 * them: their texts, counts, links and the answer to each `?tab=` and `?category=`. What needs a
 * browser (choosing a tab or a category, following a link, what a visitor sees) is in
 * tests/e2e/marketing-services.spec.ts. Their images' alt text and dimensions: home.test.ts.
 */

const site = useSite();

describe("architectural services", () => {
  test("six services, a five-step process and statistics, with calls to contact and projects", async () => {
    const doc = await openMarketingPage(site, PAGES.architectural);
    expect(textsOf(doc, ".card-grid .card h3")).toEqual([
      "Residential Design",
      "Commercial Architecture",
      "Renovation & Restoration",
      "Extensions",
      "Interior Architecture",
      "Landscape & Courtyards",
    ]);
    expect(stepsIn(doc, "Five steps from brief to keys")).toBe(5);
    expect(doc.querySelectorAll(".stats__item")).toHaveLength(4);
    expectLinksTo(doc, ["/resources/contact-us", "/resources/projects"]);
  });
});

describe("renovation", () => {
  const services = (doc: HTMLElement) => textsOf(doc, "#renovation-panel .card h3");

  test("residential tab by default, the before/after gallery and a six-step process", async () => {
    const doc = await openMarketingPage(site, PAGES.renovation);
    expect(tabsOf(doc, "Renovation type").current).toEqual(["Residential"]);
    expect(services(doc)).toEqual([
      "Whole-House Renovation",
      "Kitchen & Bath",
      "Heritage Restoration",
      "Interior Refresh",
    ]);
    const gallery = doc.querySelectorAll(".before-after > li");
    expect(gallery).toHaveLength(3);
    expect(textsOf(gallery[0], "figcaption").filter((text) => text === "Before")).toHaveLength(1);
    expect(textsOf(gallery[0], "figcaption").filter((text) => text === "After")).toHaveLength(1);
    expect(stepsIn(doc, "Six steps, no surprises")).toBe(6);
  });

  test("?tab=commercial shows the commercial services", async () => {
    const doc = await openPage(site, "/services/renovation-service?tab=commercial");
    expect(tabsOf(doc, "Renovation type").current).toEqual(["Commercial"]);
    expect(services(doc)[0]).toBe("Office Fit-Out");
  });
});

describe("extensions", () => {
  test("category filter whose counts are the cards each shows, and six project cards with status badges", async () => {
    const doc = await openMarketingPage(site, PAGES.extensions);
    expect(tabsOf(doc, "Extension categories")).toEqual({
      labels: ["All Projects", "Residential2", "Commercial1", "Luxury1", "Sustainable2"],
      current: ["All Projects"],
    });
    expect(doc.querySelectorAll("#extension-grid > li")).toHaveLength(6);
    const cards = one(doc, "#extension-grid");
    expect(textsOf(cards, ".badge")).toEqual([
      "Completed",
      "Completed",
      "In Progress",
      "Completed",
      "Planned",
      "In Progress",
    ]);
    expect(cards.querySelectorAll(".badge--success")).toHaveLength(3);
    expect(cards.querySelectorAll(".badge--warning")).toHaveLength(2);
    expect(cards.querySelectorAll(".badge--info")).toHaveLength(1);
  });

  // A tab's text is its label and the number of cards it shows ('Residential2', decision 019).
  for (const [category, label, tab, titles] of [
    ["residential", "Residential", "Residential2", ["Garden Room Extension", "Second-Storey Addition"]],
    ["commercial", "Commercial", "Commercial1", ["Clinic Wing"]],
    ["luxury", "Luxury", "Luxury1", ["Villa Guest Wing"]],
    ["sustainable", "Sustainable", "Sustainable2", ["Solar Studio Annex", "Open Kitchen Extension"]],
  ] as const) {
    test(`?category=${category} shows only ${label} projects`, async () => {
      const doc = await openPage(site, `/services/extention-service?category=${category}`);
      expect(tabsOf(doc, "Extension categories").current).toEqual([tab]);
      expect(textsOf(doc, "#extension-grid h3")).toEqual([...titles]);
    });
  }
});

describe("new build", () => {
  test("four styles, a process and features, with links to contact, projects and the portfolio", async () => {
    const doc = await openMarketingPage(site, PAGES.newBuild);
    const styles = textsOf(doc, "#styles .card h3");
    expect(styles).toEqual(["Contemporary Ghanaian", "Courtyard House", "Tropical Modern", "Urban Townhouse"]);
    expect(stepsIn(doc, "From bare land to your front door")).toBe(5);
    expect(doc.querySelectorAll(".check-list > li")).toHaveLength(6);
    expectLinksTo(doc, ["/resources/contact-us", "/resources/projects"]);
    expect(linkNamed(doc, "Browse the portfolio").getAttribute("href")).toBe("/#portfolio");
  });
});
