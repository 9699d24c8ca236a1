import { expect, test, type Page } from "./support/fixtures";
import { api } from "./support/api";
import { apply, holdRequests, ready } from "./listing.support";
import { PROJECT_BADGES } from "./fixtures/catalog/badges";
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
type Tone = (typeof PROJECT_BADGES)[keyof typeof PROJECT_BADGES][1];

/** The colours a tone's variables (`--success`, `--success-soft`) compute to on this page. */
function toneColours(page: Page, tone: Tone): Promise<{ color: string; background: string }> {
  return page.evaluate((name) => {
    const probe = document.createElement("span");
    probe.style.color = `var(--${name})`;
    probe.style.backgroundColor = `var(--${name}-soft)`;
    document.body.append(probe);
    const style = getComputedStyle(probe);
    const colours = { color: style.color, background: style.backgroundColor };
    probe.remove();
    return colours;
  }, tone);
}

// What the server renders (breadcrumb, cards, badge labels and classes, page links, each filter by
// URL, no match, a page past the end) is read in tests/routes/projects.test.ts.
test.describe("projects gallery", () => {
  test("each status badge has its status's colour; 'Next' leads to the second page", async ({ page }) => {
    const { projects } = await apiPage("page=1");
    const second = await apiPage("page=2");
    await page.goto("/resources/projects");

    // Four statuses, four colours, as the browser computes them from the stylesheet.
    const tones = Object.values(PROJECT_BADGES).map(([, tone]) => tone);
    const colours = new Map<Tone, { color: string; background: string }>();
    for (const tone of tones) colours.set(tone, await toneColours(page, tone));
    expect(new Set([...colours.values()].map((colour) => colour.color)).size).toBe(tones.length);
    expect(new Set([...colours.values()].map((colour) => colour.background)).size).toBe(tones.length);
    for (const [index, project] of projects.entries()) {
      const [label, tone] = PROJECT_BADGES[project.status as keyof typeof PROJECT_BADGES];
      const badge = cards(page).nth(index).locator(".badge").first();
      await expect(badge).toHaveText(label);
      await expect(badge).toHaveCSS("color", colours.get(tone)!.color);
      await expect(badge).toHaveCSS("background-color", colours.get(tone)!.background);
    }

    const pages = page.getByRole("navigation", { name: "Projects pages" });
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/resources\/projects\?page=2$/);
    await expect(cards(page).locator("h3")).toHaveText(second.projects.map((project) => project.title.slice(0, 50)));
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
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

    // 'Clear Filters' goes back to the whole gallery, nothing chosen.
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/resources\/projects$/);
    await expect(cards(page)).toHaveCount(9);
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(page.getByLabel("Status")).toHaveValue("");
    await expect(page.getByLabel("Featured")).toHaveValue("");
  });
});

test.describe("project details", () => {
  test("a card on the second page opens with every fact; the gallery wraps; closing keeps the page", async ({
    page,
  }) => {
    const { projects } = await apiPage("page=2");
    const project = projects.find((candidate) => candidate.images.length >= 3);
    if (!project) throw new Error("the demo data needs a project with three images on the second page");
    const count = project.images.length;

    await page.goto("/resources/projects?page=2");
    await cards(page)
      .filter({ hasText: project.title.slice(0, 50) })
      .getByRole("link", { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?page=2&project=${project.id}$`));
    const details = dialog(page);
    await expect(details.getByRole("heading", { name: project.title })).toBeVisible();
    // The story as the page tells it: its first paragraph, after the settings block (decision 014).
    const story = project.description.replace(/^---\n[\s\S]*?\n---\n+/, "");
    await expect(details.getByText(story.split(/\n{2,}/)[0], { exact: true })).toBeVisible();
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
