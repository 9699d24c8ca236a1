import { describe, expect, test } from "vitest";
import { projectSlug } from "~/utils/project-page";
import { seedProjects } from "../../studio-api/seed/projects";
import { labelled, linkNamed, one, openPage, parseHtml, textOf, textsOf, valueOf } from "./support/html";
import { text, type Row } from "./support/listings";
import { page } from "./support/seo";
import { ORIGIN, useSite } from "./support/site";

/**
 * A project's own page (decision 016), as the server renders it for every seeded project in both API
 * styles: its address, heading, photographs, facts, the contact link, structured data, the photo
 * viewer by URL, the sitemap, the old `?project=` link and the 404. What needs a browser (the
 * viewer's keys and swipe) is in tests/e2e/project-page.spec.ts.
 */
const site = useSite({ env: { PUBLIC_CACHE_TTL_MS: "60000" } });

interface ApiProject {
  id: number;
  title: string;
  category: string;
  client: string;
  location: string;
  images: string[];
}

async function seeded(): Promise<ApiProject[]> {
  const body = await site.api<{ data: { projects: Row[] } }>("projects/projects.php?limit=100");
  return body.data.projects.map((row) => ({
    id: Number(row.id),
    title: text(row.title),
    category: text(row.category),
    client: text(row.client),
    location: text(row.location),
    images: (row.images as string[]).map(String),
  }));
}

const pathOf = (project: ApiProject) => `/resources/projects/${project.id}-${projectSlug(project.title)}`;

describe("a project's page", () => {
  test("every seeded project: 200, one h1 with its title, its photos with alt text, the facts, the contact link, JSON-LD that parses, its photo as the link preview", async () => {
    const projects = await seeded();
    expect(projects.length).toBeGreaterThanOrEqual(20);
    for (const project of projects) {
      const path = pathOf(project);
      const { html, head } = await page(site, path);
      const doc = parseHtml(html);
      expect(textsOf(doc, "h1"), path).toEqual([project.title]);
      expect(textsOf(labelled(doc, "Breadcrumb"), "li")).toEqual(["Home", "Our Projects", project.title]);

      // The hero and one figure per photo, each with the seed's alt text and caption; the figure opens it large.
      const { photos } = seedProjects.find((seed) => seed.title === project.title)!;
      const figures = doc.querySelectorAll(".case-photos figure");
      expect(figures, path).toHaveLength(project.images.length);
      for (const [n, figure] of figures.entries()) {
        expect(one(figure, "img").getAttribute("alt"), path).toBe(photos[n].alt);
        expect(textOf(one(figure, "figcaption"))).toBe(photos[n].caption);
        expect(one(figure, "a").getAttribute("href")).toBe(`${path}?photo=${n + 1}`);
      }
      for (const img of doc.querySelectorAll(".case-hero img, .case-photos img"))
        expect(img.getAttribute("alt")?.trim(), path).toBeTruthy();
      expect(one(doc, ".case-hero img").getAttribute("src")).toContain(project.images[0].replace(/^uploads\//, ""));

      // What a client asks first, and no internal dates.
      const facts = textsOf(labelled(doc, "Project facts"), "dt");
      expect(facts).toEqual(["Client", "Location", "Year", "Category", "Status"]);
      expect(html).not.toMatch(/>Added</);

      // 'Start a project like this': the contact form with the type chosen and this project named.
      const subject = project.category === "interior-design" ? "interior-design" : "architecture";
      expect(linkNamed(doc, "Start a project like this").getAttribute("href")).toBe(
        `/resources/contact-us?subject=${subject}&project=${project.id}#contact-form`,
      );

      // Link previews and structured data.
      expect(head.canonicals).toEqual([`${ORIGIN}${path}`]);
      expect(head.meta.get("og:image")?.[0]).toContain(
        project.images[0]
          .split("/")
          .pop()!
          .replace(/\.\w+$/, ""),
      );
      const work = head.jsonLd.find((object) => object["@type"] === "CreativeWork");
      expect(work, path).toMatchObject({ name: project.title, url: `${ORIGIN}${path}` });
      expect((work?.image as string[]).length).toBe(project.images.length);
      expect(head.jsonLd.map((object) => object["@type"])).toContain("BreadcrumbList");
    }
  });

  test("the contact link's form starts with the project type chosen and the project named in the message", async () => {
    const [project] = await seeded();
    const doc = await openPage(site, pathOf(project));
    const href = linkNamed(doc, "Start a project like this").getAttribute("href")!;
    const contact = await openPage(site, href.replace(/#.*$/, ""));
    const form = one(contact, "form.contact-form");
    expect(valueOf(form, "subject")).toBe(project.category === "interior-design" ? "interior-design" : "architecture");
    expect(valueOf(form, "message")).toContain(project.title);
    // Without a project the form starts empty.
    const plain = one(await openPage(site, "/resources/contact-us"), "form.contact-form");
    expect(valueOf(plain, "message")).toBe("");
  });

  test("previous / next and related projects link to project pages; share links carry the page's address", async () => {
    const projects = await seeded();
    const doc = await openPage(site, pathOf(projects[1]));
    const pager = labelled(doc, "More projects");
    expect(linkNamed(pager, new RegExp(`Previous project ${projects[0].title}`)).getAttribute("href")).toBe(
      pathOf(projects[0]),
    );
    expect(linkNamed(pager, new RegExp(`Next project ${projects[2].title}`)).getAttribute("href")).toBe(
      pathOf(projects[2]),
    );
    const related = doc.querySelectorAll(".case-related article");
    expect(related.length).toBe(3);
    for (const card of related) expect(one(card, "h3 a").getAttribute("href")).toMatch(/^\/resources\/projects\/\d+-/);
    const share = one(doc, ".post-share");
    expect(linkNamed(share, /^Facebook/).getAttribute("href")).toContain(
      encodeURIComponent(`${ORIGIN}${pathOf(projects[1])}`),
    );
  });

  test("?photo=n opens that photo large with links to the others (wrapping) and a close link; an odd n shows none", async () => {
    const project = (await seeded()).find((candidate) => candidate.images.length >= 3)!;
    const path = pathOf(project);
    const count = project.images.length;
    const doc = await openPage(site, `${path}?photo=1`);
    const viewer = one(doc, "dialog[open]");
    const { photos } = seedProjects.find((seed) => seed.title === project.title)!;
    expect(one(viewer, "img").getAttribute("alt")).toBe(photos[0].alt);
    expect(textOf(one(viewer, "figcaption"))).toContain(photos[0].caption);
    expect(linkNamed(viewer, "‹ Previous photograph").getAttribute("href")).toBe(`${path}?photo=${count}`);
    expect(linkNamed(viewer, "Next photograph ›").getAttribute("href")).toBe(`${path}?photo=2`);
    expect(linkNamed(viewer, "Close photograph").getAttribute("href")).toBe(path);
    // The page behind the viewer is the same page, with the same canonical.
    expect((await page(site, `${path}?photo=2`)).head.canonicals).toEqual([`${ORIGIN}${path}`]);
    expect((await openPage(site, `${path}?photo=99`)).querySelectorAll("dialog")).toHaveLength(0);
  });

  test("a wrong or missing slug answers 301 to the right address, keeping the photo; an unknown id is the site's 404", async () => {
    const [project] = await seeded();
    for (const wrong of [`${project.id}`, `${project.id}-old-title`]) {
      const response = await site.request(`/resources/projects/${wrong}?photo=2`);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`${pathOf(project)}?photo=2`);
    }
    for (const unknown of ["999999-nothing", "abc", "0-zero"]) {
      const missing = await openPage(site, `/resources/projects/${unknown}`, { status: 404 });
      expect(textsOf(missing, "h1"), unknown).toEqual(["Page Not Found"]);
    }
  });

  test("the gallery's cards and the old ?project= link reach the project's page; the sitemap lists every project page", async () => {
    const projects = await seeded();
    const gallery = await openPage(site, "/resources/projects");
    const titleLinks = gallery.querySelectorAll(".project-grid article h3 a").map((link) => link.getAttribute("href"));
    expect(titleLinks).toEqual(projects.slice(0, 9).map(pathOf));

    const project = projects[0];
    const quickLook = await page(site, `/resources/projects?project=${project.id}`);
    const dialog = one(parseHtml(quickLook.html), "dialog[open]");
    expect(textsOf(dialog, "h2")).toContain(project.title);
    expect(linkNamed(dialog, "View the full project").getAttribute("href")).toBe(pathOf(project));
    expect(quickLook.head.canonicals).toEqual([`${ORIGIN}${pathOf(project)}`]);

    const sitemap = await (await site.request("/sitemap.xml")).text();
    for (const item of projects) expect(sitemap).toContain(`<loc>${ORIGIN}${pathOf(item)}</loc>`);
  });
});
