import { afterEach, describe, expect, test } from "vitest";
import { projectPagePath } from "~/utils/project-page";
import { type HTMLElement, labelled, linkNamed, openPage, textOf, textsOf } from "./support/html";
import { text, type Row } from "./support/listings";
import { useSite } from "./support/site";

/**
 * The studio's own work on the home page (decision 016), in both API styles: 'Recent work' lists the
 * admin's featured projects newest first (at most 6), each linking to its page; 'Featured pieces'
 * the featured products for sale (at most 4). When the API fails both are left out and the home
 * page still answers 200 with the spec's sections. The spec's sections themselves: home.test.ts.
 */
// Public reads are not kept (useSite), and nothing keeps a last good answer, so a fault shows at once.
const site = useSite({ env: { STALE_IF_ERROR_S: "0" } });
afterEach(() => site.clearFaults());

const section = (doc: HTMLElement, title: string) => labelled(doc, title);

describe("the home page's own work", () => {
  test("'Recent work': the featured projects, newest first, at most 6, each linking to its page", async () => {
    const body = await site.api<{ data: { projects: Row[] } }>("projects/projects.php?featured=1&limit=100");
    const featured = body.data.projects.map((row) => ({ id: Number(row.id), title: text(row.title) }));
    expect(featured.length).toBeGreaterThan(0);
    const doc = await openPage(site, "/");
    const strip = section(doc, "Recent work");
    const links = strip.querySelectorAll(".studio-work__link");
    expect(links.map((link) => textOf(link.querySelector(".studio-work__title")!))).toEqual(
      featured.slice(0, 6).map((project) => project.title),
    );
    expect(links.map((link) => link.getAttribute("href"))).toEqual(featured.slice(0, 6).map(projectPagePath));
    expect(linkNamed(strip, "See all projects").getAttribute("href")).toBe("/resources/projects");
    // The spec's eleven portfolio cards stay.
    expect(doc.querySelectorAll("#portfolio-grid > li")).toHaveLength(11);
  });

  test("'Featured pieces': the featured products for sale, newest first, at most 4, each opening in the shop", async () => {
    const body = await site.api<{ data: Row[] }>("products/products.php?limit=100");
    const featured = body.data
      .filter(
        (row) =>
          (row.featured === true || row.featured === "1" || row.featured === 1) &&
          ["active", "out_of_stock", ""].includes(text(row.status)),
      )
      .sort((a, b) => text(b.created_at).localeCompare(text(a.created_at)))
      .slice(0, 4);
    expect(featured.length).toBeGreaterThan(0);
    const doc = await openPage(site, "/");
    const pieces = section(doc, "Featured pieces");
    expect(textsOf(pieces, ".studio-pieces__name")).toEqual(featured.map((row) => text(row.name)));
    for (const row of featured)
      expect(linkNamed(pieces, new RegExp(`^${text(row.name)} GHS`)).getAttribute("href")).toBe(
        `/resources/shop?product=${text(row.id)}`,
      );
  });

  test("when the API fails, the home page still answers 200 with its spec sections and without these two", async () => {
    await site.injectFault({ path: "projects/projects.php", status: 500 });
    await site.injectFault({ path: "products/products.php", status: 500 });
    const doc = await openPage(site, "/");
    expect(textsOf(doc, "h1")).toEqual(["Spaces shaped by light, craft and the rhythm of Accra"]);
    const headings = textsOf(doc, "h2");
    for (const heading of ["Design Excellence", "Recognised since 2018"]) expect(headings).toContain(heading);
    expect(headings).not.toContain("Recent work");
    expect(headings).not.toContain("Featured pieces");
    expect(doc.querySelectorAll("#portfolio-grid > li")).toHaveLength(11);
    expect(headings).not.toContain("What clients say");
    // About reads the clients' quotes too, and stays the spec's page without them.
    const about = await openPage(site, "/resources/about-us");
    expect(textsOf(about, "h2")).not.toContain("What clients say");
    expect(textsOf(about, "h1")).toHaveLength(1);
  });
});
