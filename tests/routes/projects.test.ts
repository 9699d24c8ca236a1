import { describe, expect, test } from "vitest";
import {
  accessibleName,
  type HTMLElement,
  labelled,
  linkNamed,
  one,
  openPage,
  textOf,
  textsOf,
  valueOf,
} from "./support/html";
import { PROJECT_CATEGORIES } from "~/vocabulary/project-categories";
import { PROJECT_STATUS_VALUES } from "~/vocabulary/project-statuses";
import { PROJECT_BADGES } from "../e2e/fixtures/catalog/badges";
import { text, type Row } from "./support/listings";
import { useSite } from "./support/site";

/**
 * The projects gallery as the server renders it: breadcrumb, cards, badge labels and classes, page
 * links, each filter by URL, no match, a page past the end and a project opened by URL. What needs
 * a browser (the filters form applying itself, the project details, the badges' colours) stays in
 * tests/e2e/projects.spec.ts. The shop and the blog: shop.test.ts and blog.test.ts; the upstream
 * failures: listing-faults.test.ts.
 */
// Public reads are kept a minute, as for the shop (shop.test.ts): nothing changes the demo data here.
const site = useSite({ env: { PUBLIC_CACHE_TTL_MS: "60000" } });

/**
 * An API list; the PHP-style API answers an empty one with a 404 'No … found', which `site.api`
 * throws: that is an empty list here.
 */
async function apiList<T>(path: string, empty: T): Promise<T> {
  try {
    return await site.api<T>(path);
  } catch (error) {
    if (error instanceof Error && / answered 404: /.test(error.message)) return empty;
    throw error;
  }
}

describe("projects", () => {
  interface ApiProject {
    id: number;
    title: string;
    status: string;
  }
  interface ApiPage {
    projects: ApiProject[];
    pagination: { total_pages: number; total_projects: number };
  }

  /** A page of projects as the studio API answers it: the truth the gallery must show. */
  async function apiPage(query = ""): Promise<ApiPage> {
    const body = await apiList<{ data: { projects: Row[]; pagination: Row } }>(
      `projects/projects.php?limit=9${query ? `&${query}` : ""}`,
      { data: { projects: [], pagination: { total_pages: 0, total_projects: 0 } } },
    );
    return {
      projects: body.data.projects.map((row) => ({
        id: Number(row.id),
        title: text(row.title),
        status: text(row.status),
      })),
      pagination: {
        total_pages: Number(body.data.pagination.total_pages),
        total_projects: Number(body.data.pagination.total_projects),
      },
    };
  }

  const cards = (page: HTMLElement) => page.querySelectorAll(".project-grid article");
  const titles = (page: HTMLElement) => textsOf(page, ".project-grid article h3");
  const shortTitles = (projects: ApiProject[]) => projects.map((project) => project.title.slice(0, 50));
  const pages = (page: HTMLElement) => labelled(page, "Projects pages");

  test("breadcrumb Home / Our Projects, nine cards with status badges, page links", async () => {
    const { projects, pagination } = await apiPage("page=1");
    expect(pagination.total_pages).toBeGreaterThan(1);
    const page = await openPage(site, "/resources/projects");

    expect(textsOf(page, "h1")).toEqual(["Our Projects"]);
    const breadcrumb = labelled(page, "Breadcrumb");
    expect(textsOf(breadcrumb, "li")).toEqual(["Home", "Our Projects"]);
    expect(linkNamed(breadcrumb, "Home").getAttribute("href")).toBe("/");
    expect(textOf(one(page, ".listing-hero__stats"))).toContain(String(pagination.total_projects));

    expect(cards(page)).toHaveLength(projects.length);
    expect(titles(page)).toEqual(shortTitles(projects));
    for (const [index, project] of projects.entries()) {
      const [badgeLabel, tone] = PROJECT_BADGES[project.status as keyof typeof PROJECT_BADGES];
      const badge = one(cards(page)[index], ".badge");
      expect(textOf(badge)).toBe(badgeLabel);
      expect(badge.classList.contains(`badge--${tone}`)).toBe(true);
      expect(textOf(one(cards(page)[index], ".project-card__description")).length).toBeLessThanOrEqual(121);
    }

    expect(
      pages(page)
        .querySelectorAll("a")
        .filter((link) => /^Page \d+$/.test(accessibleName(link))),
    ).toHaveLength(pagination.total_pages);
    expect(linkNamed(pages(page), "Page 1").getAttribute("aria-current")).toBe("page");
    expect(linkNamed(pages(page), "Next").getAttribute("href")).toBe("/resources/projects?page=2");
    const last = pagination.total_pages;
    expect(linkNamed(pages(page), `Page ${last}`).getAttribute("href")).toBe(`/resources/projects?page=${last}`);

    const second = await openPage(site, "/resources/projects?page=2");
    expect(titles(second)).toEqual(shortTitles((await apiPage("page=2")).projects));
    expect(linkNamed(pages(second), "Page 2").getAttribute("aria-current")).toBe("page");

    const end = await openPage(site, `/resources/projects?page=${last}`);
    expect(cards(end)).toHaveLength((await apiPage(`page=${last}`)).projects.length);
    const next = pages(end)
      .querySelectorAll("span")
      .filter((span) => textOf(span) === "Next");
    expect(next).toHaveLength(1);
    expect(next[0].getAttribute("aria-disabled")).toBe("true");
  });

  test("every status badge uses the spec's label and colour", async () => {
    for (const [status, [badgeLabel, tone]] of Object.entries(PROJECT_BADGES)) {
      const { pagination } = await apiPage(`status=${status}`);
      const page = await openPage(site, `/resources/projects?status=${status}`);
      if (pagination.total_projects === 0) continue;
      const badges = page
        .querySelectorAll(".project-grid article .badge")
        .filter((badge) => textOf(badge) === badgeLabel);
      expect(badges, status).toHaveLength(Math.min(9, pagination.total_projects));
      expect(badges[0].classList.contains(`badge--${tone}`), status).toBe(true);
    }
  });

  test("?status=, ?category= and ?featured= filter the gallery and stay chosen", async () => {
    const onHold = await apiPage("status=on-hold");
    const held = await openPage(site, "/resources/projects?status=on-hold");
    expect(cards(held)).toHaveLength(onHold.projects.length);
    expect(textsOf(held, ".project-grid article .badge--secondary")).toEqual(onHold.projects.map(() => "On Hold"));
    expect(valueOf(held, "status")).toBe("on-hold");

    const featured = await apiPage("category=landscape&featured=1");
    const page = await openPage(site, "/resources/projects?category=landscape&featured=1");
    expect(titles(page)).toEqual(shortTitles(featured.projects));
    expect(textsOf(page, ".project-grid article .project-card__category")).toEqual(
      featured.projects.map(() => "Landscape"),
    );
    expect(valueOf(page, "status")).toBe("");
    expect(valueOf(page, "category")).toBe("landscape");
    expect(valueOf(page, "featured")).toBe("1");
  });

  test("no match says 'No Projects Found' with the filtered text and a way to clear them", async () => {
    // A filter the API itself says nothing matches, whatever the seed holds: a category and status
    // (then also featured) no project has. Twenty projects cannot fill all forty.
    const filters = [false, true].flatMap((featured) =>
      PROJECT_CATEGORIES.flatMap((category) =>
        PROJECT_STATUS_VALUES.map((status) => `category=${category}&status=${status}${featured ? "&featured=1" : ""}`),
      ),
    );
    let unmatched: string | undefined;
    for (const filter of filters) {
      if ((await apiPage(filter)).pagination.total_projects === 0) {
        unmatched = filter;
        break;
      }
    }
    expect(unmatched, "a filter no project matches").toBeDefined();
    const page = await openPage(site, `/resources/projects?${unmatched}`);
    expect(textOf(page)).toContain("No projects match the selected filters.");
    const empty = one(page, ".listing-empty");
    expect(textsOf(empty, "h3")).toEqual(["No Projects Found"]);
    expect(linkNamed(empty, "Clear Filters").getAttribute("href")).toBe("/resources/projects");

    // Where it leads: the whole gallery, nothing chosen.
    const all = await openPage(site, "/resources/projects");
    expect(cards(all)).toHaveLength(9);
    expect(valueOf(all, "category")).toBe("");
    expect(valueOf(all, "status")).toBe("");
  });

  // A PHP-style API answers a page past the end with a 404 'No projects found' and no pagination:
  // the site asks for the first page's count instead (routes-php).
  test("a page past the end goes to the last page", async () => {
    const { pagination } = await apiPage();
    const response = await site.request("/resources/projects?page=999");
    expect(response.status).toBe(302);
    const location = response.headers.get("Location");
    expect(location).toBe(`/resources/projects?page=${pagination.total_pages}`);
    expect(cards(await openPage(site, location!)).length).toBeGreaterThan(0);

    // A filter keeps to its own last page; a filter nothing matches shows its empty gallery.
    const completed = await apiPage("status=completed");
    const lastCompleted = completed.pagination.total_pages > 1 ? `&page=${completed.pagination.total_pages}` : "";
    const filtered = await site.request("/resources/projects?status=completed&page=999");
    expect(filtered.headers.get("Location")).toBe(`/resources/projects?status=completed${lastCompleted}`);
    const none = await openPage(site, "/resources/projects?category=landscape&status=planned&page=3");
    expect(textsOf(one(none, ".listing-empty"), "h3")).toEqual(["No Projects Found"]);
  });

  test("a project on another page opens by URL, and closes back to that page", async () => {
    const [project] = (await apiPage("page=2")).projects;
    const page = await openPage(site, `/resources/projects?page=2&project=${project.id}`);
    const dialog = one(page, "dialog[open]");
    expect(textsOf(dialog, "h2")).toContain(project.title);
    expect(linkNamed(dialog, "Close project details").getAttribute("href")).toBe("/resources/projects?page=2");
  });
});
