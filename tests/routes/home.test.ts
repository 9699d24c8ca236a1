import { describe, expect, test } from "vitest";
import { type HTMLElement, linkNamed, named, one, openPage, textOf, textsOf } from "./support/html";
import { openMarketingPage, tabsOf, PAGES } from "./support/marketing";
import { useSite } from "./support/site";

/*
 * The studio's own pages (home, about, contact) as the server renders them: their texts, counts,
 * links and the portfolio's tabs, and every image's alt text and dimensions on the home,
 * about and two service pages. What needs a browser (the film, the reveal, client navigation, the
 * menus, what is visible or lazily loaded) is in tests/e2e/marketing.spec.ts,
 * marketing-pages.spec.ts and header.spec.ts. The service pages: services.test.ts.
 */

const site = useSite();

/** The figures of the row `label` (components/marketing/stats.tsx), each as [value, label]. */
function statsOf(doc: HTMLElement, label: string): Array<[string, string]> {
  return named(doc, "dl", label)
    .querySelectorAll(".stats__item")
    .map((item) => [textOf(one(item, "dd")), textOf(one(item, "dt"))]);
}

describe("home", () => {
  test("shows the hero, the about section, the statistics and the awards text", async () => {
    const doc = await openMarketingPage(site, PAGES.home);
    const hero = one(doc, ".hero");
    expect(linkNamed(hero, "Schedule Appointment").getAttribute("href")).toBe("#reservations");
    expect(linkNamed(hero, "About us").getAttribute("href")).toBe("/resources/about-us");
    expect(doc.querySelectorAll("#reservations")).toHaveLength(1);
    expect(linkNamed(one(doc, "#reservations"), "Start Your Project").getAttribute("href")).toBe(
      "/resources/contact-us#contact-form",
    );

    expect(statsOf(doc, "The studio in figures")).toEqual([
      ["18", "Years"],
      ["50+", "Artisans supported"],
      ["15+", "Techniques"],
      ["200+", "Apprentices"],
      ["100%", "Local sourcing"],
    ]);
    expect(doc.querySelectorAll("dd")).toHaveLength(5);
    expect(textsOf(doc, "h2")).toContain("Recognised since 2018");
  });

  test("'Design Excellence' has the spec's tabs, 'All Designs' chosen; an unknown filter shows all designs", async () => {
    for (const path of ["/", "/?filter=nonsense"]) {
      const doc = await openPage(site, path);
      expect(textsOf(doc, "h2")).toContain("Design Excellence");
      expect(tabsOf(doc, "Portfolio categories")).toEqual({
        labels: ["All Designs", "Interior Design", "Product Design", "Interior Styling/Staging", "Gallery"],
        current: ["All Designs"],
      });
    }
  });
});

describe("about", () => {
  test("shows the hero, the philosophy pillars, the gallery and the impact statistics", async () => {
    const doc = await openMarketingPage(site, PAGES.about);
    expect(textsOf(doc, "h2")).toContain("Four ideas behind every project");
    expect(textsOf(doc, ".pillars h3")).toEqual([
      "Rooted in place",
      "Made by hand",
      "Designed to last",
      "Built with you",
    ]);
    expect(doc.querySelectorAll(".gallery img")).toHaveLength(5);
    expect(statsOf(doc, "Impact statistics")).toEqual([
      ["8+", "Years"],
      ["150+", "Projects"],
      ["50+", "Artisans"],
      ["12", "Awards"],
      ["98%", "Client satisfaction"],
    ]);
  });
});

describe("contact page layout", () => {
  test("shows the claims, the info cards, the map and the place of the form", async () => {
    const doc = await openMarketingPage(site, PAGES.contact);
    expect(statsOf(doc, "Why clients choose us")).toEqual([
      ["15+", "Years experience"],
      ["500+", "Projects delivered"],
      ["98%", "Client satisfaction"],
      ["24h", "Response time"],
    ]);
    expect(linkNamed(doc, "Send us a message").getAttribute("href")).toBe("#contact-form");
    expect(linkNamed(one(doc, ".contact-hero"), /^Call /).getAttribute("href")).toMatch(/^tel:\+233\d+$/);

    const cards = doc.querySelectorAll(".info-card");
    expect(cards).toHaveLength(4);
    expect(textOf(cards[0])).toContain("Accra, Ghana");
    expect(cards[1].querySelectorAll('a[href^="mailto:"]')).toHaveLength(2);
    expect(cards[2].querySelectorAll('a[href^="tel:"]')).toHaveLength(2);
    for (const line of ["Monday to Friday: 8:00 AM to 6:00 PM", "Saturday: 9:00 AM to 4:00 PM", "By appointment only"])
      expect(textOf(cards[3])).toContain(line);

    expect(
      doc.querySelectorAll("img").filter((img) => /Map of Accra/.test(img.getAttribute("alt") ?? "")),
    ).toHaveLength(1);
    expect(linkNamed(doc, /Open the map in OpenStreetMap/).getAttribute("href")).toMatch(
      /^https:\/\/www\.openstreetmap\.org\//,
    );

    const section = one(doc, "section#contact");
    expect(textsOf(section, "h2")).toContain("Start Your Design Journey");
    expect(section.querySelectorAll("#contact-form")).toHaveLength(1);
  });
});

describe("images", () => {
  // Which ones load lazily depends on the layout (how far down they are): the e2e home test checks it.
  for (const path of ["/", "/resources/about-us", "/services/renovation-service", "/services/extention-service"]) {
    test(`${path}: every image has alt text and dimensions`, async () => {
      const images = (await openPage(site, path)).querySelectorAll("main img");
      expect(images.length).toBeGreaterThan(2);
      for (const image of images) {
        const src = image.getAttribute("src");
        expect(image.hasAttribute("alt"), src).toBe(true);
        const decorative = image.closest("[aria-hidden='true']") !== null || image.classList.contains("hero__poster");
        if (!decorative) expect(image.getAttribute("alt")!.length, src).toBeGreaterThan(8);
        expect(Number(image.getAttribute("width")), src).toBeGreaterThan(0);
        expect(Number(image.getAttribute("height")), src).toBeGreaterThan(0);
      }
    });
  }
});
