import { expect, test, type Page } from "./support/fixtures";
import { api } from "./support/api";
import { apply, holdRequests, leaveEmptyListing, ready } from "./listing.support";
import type { z } from "zod";
import type { ProjectList } from "../contract/support/contract";

/** An uploaded photo as the Image component serves it: the same file at one of the allowed widths. */
const resizedFrom = (path: string) => new RegExp(`^/${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?w=\\d+$`);

// Several tests walk through many full page loads (the nojs project), which take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** A page of projects as the API's contract reads it (tests/contract/support/contract.ts). */
type ApiPage = z.infer<typeof ProjectList>;

/** A page of projects as the studio API answers it: the truth the gallery must show. */
async function apiPage(query = ""): Promise<ApiPage["data"]> {
  const body = await api<ApiPage>(`projects/projects.php?limit=9${query ? `&${query}` : ""}`);
  return body.data;
}

const cards = (page: Page) => page.locator(".project-grid article");
const dialog = (page: Page) => page.getByRole("dialog");
const BADGES = {
  completed: ["Completed", "badge--success"],
  "in-progress": ["In Progress", "badge--warning"],
  planned: ["Planned", "badge--info"],
  "on-hold": ["On Hold", "badge--secondary"],
} as const;

test.describe("projects gallery", () => {
  test("breadcrumb Home / Our Projects, nine cards with status badges, page links", async ({ page }) => {
    const { projects, pagination } = await apiPage("page=1");
    expect(pagination.total_pages).toBeGreaterThan(1);
    const response = await page.goto("/resources/projects");
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Our Projects"]);
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(page.locator(".listing-hero__stats")).toContainText(String(pagination.total_projects));

    await expect(cards(page)).toHaveCount(projects.length);
    await expect(cards(page).locator("h3")).toHaveText(projects.map((project) => project.title.slice(0, 50)));
    for (const [index, project] of projects.entries()) {
      const [label, colour] = BADGES[project.status as keyof typeof BADGES];
      const badge = cards(page).nth(index).locator(".badge").first();
      await expect(badge).toHaveText(label);
      await expect(badge).toHaveClass(new RegExp(colour));
      const description = await cards(page).nth(index).locator(".project-card__description").innerText();
      expect(description.length).toBeLessThanOrEqual(121);
    }

    const pages = page.getByRole("navigation", { name: "Projects pages" });
    await expect(pages.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(pagination.total_pages);
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/resources\/projects\?page=2$/);
    const second = await apiPage("page=2");
    await expect(cards(page).locator("h3")).toHaveText(second.projects.map((project) => project.title.slice(0, 50)));
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await pages.getByRole("link", { name: `Page ${pagination.total_pages}` }).click();
    const last = await apiPage(`page=${pagination.total_pages}`);
    await expect(cards(page)).toHaveCount(last.projects.length);
    await expect(pages.getByText("Next")).toHaveAttribute("aria-disabled", "true");
  });

  test("every status badge uses the spec's label and colour", async ({ page }) => {
    for (const [status, [label, colour]] of Object.entries(BADGES)) {
      const { pagination } = await apiPage(`status=${status}`);
      await page.goto(`/resources/projects?status=${status}`);
      if (pagination.total_projects === 0) continue;
      const badges = cards(page).locator(".badge").filter({ hasText: label });
      await expect(badges).toHaveCount(Math.min(9, pagination.total_projects));
      await expect(badges.first()).toHaveClass(new RegExp(colour));
    }
  });

  test("filters by status, category and featured through one form", async ({ page, javaScriptEnabled }) => {
    await page.goto("/resources/projects");
    await ready(page, javaScriptEnabled);
    await page.getByLabel("Status").selectOption("on-hold");
    await apply(page, javaScriptEnabled);
    await expect(page).toHaveURL(/status=on-hold/);
    const onHold = await apiPage("status=on-hold");
    await expect(cards(page)).toHaveCount(onHold.projects.length);
    await expect(cards(page).locator(".badge--secondary")).toHaveText(onHold.projects.map(() => "On Hold"));

    // With scripts, three changes in quick succession, each answer slowed so they overlap in flight.
    if (javaScriptEnabled) {
      await page.route(/\/resources\/projects\.data/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        await route.continue().catch(() => {});
      });
    }
    await page.getByLabel("Status").selectOption("");
    await page.getByLabel("Category").selectOption("landscape");
    await page.getByLabel("Featured").selectOption("1");
    await apply(page, javaScriptEnabled);
    await expect(page).toHaveURL(/category=landscape/);
    await expect(page).toHaveURL(/featured=1/);
    await expect(page).not.toHaveURL(/status=[a-z]/);
    if (javaScriptEnabled) await expect(page).toHaveURL(/\/resources\/projects\?category=landscape&featured=1$/);
    const featured = await apiPage("category=landscape&featured=1");
    await expect(cards(page).locator("h3")).toHaveText(featured.projects.map((project) => project.title.slice(0, 50)));
    await expect(cards(page).locator(".project-card__category")).toHaveText(featured.projects.map(() => "Landscape"));
    await expect(page.getByLabel("Status")).toHaveValue("");
    await expect(page.getByLabel("Category")).toHaveValue("landscape");
    await expect(page.getByLabel("Featured")).toHaveValue("1");
    await expect(page.getByText("Loading projects...")).toHaveCount(0);
  });

  test("no match says 'No Projects Found' with the filtered text and a way to clear them", async ({ page }) => {
    const { pagination } = await apiPage("category=landscape&status=planned");
    test.skip(pagination.total_projects > 0, "the demo data has a planned landscape project");
    await page.goto("/resources/projects?category=landscape&status=planned");
    await expect(page.getByText("No projects match the selected filters.")).toBeVisible();
    await leaveEmptyListing(page, { heading: "No Projects Found", link: "Clear Filters", path: "/resources/projects" });
    await expect(cards(page)).toHaveCount(9);
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(page.getByLabel("Status")).toHaveValue("");
  });

  test("a page past the end goes to the last page", async ({ page }) => {
    const { pagination } = await apiPage();
    await page.goto("/resources/projects?page=999");
    await expect(page).toHaveURL(`/resources/projects?page=${pagination.total_pages}`);
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe("project details", () => {
  test("opens by URL with every fact; the gallery's next and previous wrap around", async ({ page }) => {
    const { projects } = await apiPage("page=1");
    const project = projects.find((candidate) => candidate.images.length >= 3) ?? projects[0];
    const count = project.images.length;

    await page.goto("/resources/projects");
    await cards(page)
      .filter({ hasText: project.title.slice(0, 50) })
      .getByRole("link", { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?project=${project.id}$`));
    const details = dialog(page);
    await expect(details.getByRole("heading", { name: project.title })).toBeVisible();
    await expect(details.getByText(project.description)).toBeVisible();
    const facts = details.locator(".project-facts");
    for (const value of [project.client, project.location, String(project.year)]) {
      await expect(facts).toContainText(value);
    }
    for (const tag of project.tags.split(",").map((t) => t.trim())) {
      await expect(details.getByRole("list", { name: "Tags" })).toContainText(tag);
    }

    const counter = details.locator(".gallery__counter");
    await expect(counter).toHaveText(`1 / ${count}`);
    await details.getByRole("link", { name: "Previous image" }).click();
    await expect(counter).toHaveText(`${count} / ${count}`);
    await expect(page).toHaveURL(new RegExp(`project=${project.id}&image=${count - 1}$`));
    await details.getByRole("link", { name: "Next image" }).click();
    await expect(counter).toHaveText(`1 / ${count}`);
    await details.getByRole("link", { name: "Next image" }).click();
    await expect(counter).toHaveText(`2 / ${count}`);
    await expect(details.locator(".gallery__stage img")).toHaveAttribute("src", resizedFrom(project.images[1]));

    await details.getByRole("link", { name: "Close project details" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/resources\/projects$/);
  });

  test("a project on another page still opens, keeping the filters and page", async ({ page }) => {
    const second = await apiPage("page=2");
    const project = second.projects[0];
    await page.goto(`/resources/projects?page=2&project=${project.id}`);
    await expect(dialog(page).getByRole("heading", { name: project.title })).toBeVisible();
    await dialog(page).getByRole("link", { name: "Close project details" }).click();
    await expect(page).toHaveURL(/\/resources\/projects\?page=2$/);
  });
});

test.describe("projects with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

  test("the details close on Escape, a backdrop click and the close button, and lock page scroll", async ({ page }) => {
    await page.goto("/resources/projects");
    await ready(page, true);
    const overflow = () => page.evaluate(() => document.body.style.overflow);
    // Whether the dialog was already modal (backdrop shown, page behind inert) when it came
    // onto the page: a click that quick must find the backdrop, not the page behind.
    type Watched = Window & { modalOnArrival?: boolean };
    const watchArrival = () =>
      page.evaluate(() => {
        const seen = window as Watched;
        delete seen.modalOnArrival;
        new MutationObserver((_, observer) => {
          const arrived = document.querySelector("dialog");
          if (!arrived) return;
          observer.disconnect();
          seen.modalOnArrival = arrived.matches(":modal");
        }).observe(document.body, { childList: true, subtree: true });
      });
    const open = async (index: number) => {
      await watchArrival();
      await cards(page)
        .nth(index)
        .getByRole("link", { name: /^View Details/ })
        .click();
      await expect(dialog(page)).toBeVisible();
      expect(await page.evaluate(() => (window as Watched).modalOnArrival)).toBe(true);
    };

    await open(0);
    expect(await overflow()).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    expect(await overflow()).toBe("");

    await open(1);
    await page.mouse.click(5, 450);
    await expect(dialog(page)).toHaveCount(0);

    await open(2);
    await dialog(page).getByRole("link", { name: "Close project details" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/resources\/projects$/);
  });

  test("a filter changed before the scripts load is applied, not reset, when they take over", async ({ page }) => {
    const release = await holdRequests(page, /\/build\/.*\.js$/);
    await page.goto("/resources/projects", { waitUntil: "commit" });
    await expect(page.getByRole("button", { name: "Apply Filters" })).toBeVisible();
    await page.getByLabel("Category").selectOption("landscape");
    release();
    await ready(page, true);
    await expect(page).toHaveURL(/\/resources\/projects\?category=landscape$/);
    await expect(page.getByLabel("Category")).toHaveValue("landscape");
    const landscape = await apiPage("category=landscape");
    await expect(cards(page).locator("h3")).toHaveText(landscape.projects.map((project) => project.title.slice(0, 50)));
  });

  test("'Loading projects...' shows while a filter loads, and the filters need no button", async ({ page }) => {
    await page.goto("/resources/projects");
    await expect(page.getByRole("button", { name: "Apply Filters" })).toHaveCount(0);
    const release = await holdRequests(page, /\/resources\/projects\.data/);
    await page.getByLabel("Category").selectOption("renovation");
    await expect(page.getByRole("status").filter({ hasText: "Loading projects..." })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\?category=renovation$/);
    await expect(page.getByText("Loading projects...")).toHaveCount(0);
    await expect(cards(page).locator(".project-card__category").first()).toHaveText("Renovation");
  });
});
