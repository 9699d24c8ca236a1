import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { api } from "./support/api";
import { projectPagePath } from "../../app/utils/project-page";
import { seedProjects } from "../../studio-api/seed/projects";

/**
 * A project's page in a browser (decision 016): a photo opens large from its figure and steps through
 * the others by link (both projects), by ← → and by a swipe (with scripts). axe: a11y.spec.ts. What the server renders (every project, the facts, the contact link, JSON-LD, the 404):
 * tests/routes/project-page.test.ts.
 */

interface ApiProject {
  id: number | string;
  title: string;
  images: string[];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A seeded project with three photos or more, its page's address and its photos' alt texts. */
async function projectWithPhotos(): Promise<{ path: string; title: string; count: number; alts: string[] }> {
  const { data } = await api<{ data: { projects: ApiProject[] } }>("projects/projects.php?limit=100");
  const project = data.projects.find((candidate) => candidate.images.length >= 3)!;
  const path = projectPagePath({ id: Number(project.id), title: project.title });
  const alts = seedProjects.find((seed) => seed.title === project.title)!.photos.map((photo) => photo.alt);
  return { path, title: project.title, count: project.images.length, alts };
}

test("a photo opens large from its figure, steps by link and closes back to the page", async ({ page }) => {
  const { path, title, alts } = await projectWithPhotos();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.getByRole("link", { name: new RegExp(`^${escaped(alts[1])}\\W+open large$`) }).click();
  const viewer = page.getByRole("dialog", { name: title });
  await expect(viewer.getByRole("img")).toHaveAttribute("alt", alts[1]);
  await viewer.getByRole("link", { name: "Next photograph ›" }).click();
  await expect(viewer.getByRole("img")).toHaveAttribute("alt", alts[2]);
  await viewer.getByRole("link", { name: "Close photograph" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});

test("the hero is served at the width it is shown, 2x included, and a phone's viewer shows a photo at least as large as the page", async ({
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  const { path } = await projectWithPhotos();
  for (const [width, height, dpr] of [
    [1440, 900, 2],
    [375, 812, 3],
  ] as const) {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled,
      viewport: { width, height },
      deviceScaleFactor: dpr,
    });
    try {
      const page = await context.newPage();
      await page.goto(path);
      const hero = page.locator(".case-hero img");
      await expect(hero).toHaveJSProperty("complete", true);
      const shown = await hero.evaluate((img: HTMLImageElement) => ({
        css: img.getBoundingClientRect().width,
        src: img.currentSrc,
      }));
      // The file the browser chose, in pixels (naturalWidth is corrected by the srcset's density).
      const file = await (await page.request.get(shown.src)).body();
      const { width: served = 0 } = await sharp(file).metadata();
      expect(served, `hero at ${width} px, DPR ${dpr}`).toBeGreaterThanOrEqual(
        Math.min(Math.ceil(shown.css * dpr - 0.5), 1920),
      );
      if (width === 1440) expect(shown.css * dpr).toBeLessThanOrEqual(1920);
      if (width !== 375) continue;
      const onPage = (await page.locator(".case-photos img").first().boundingBox())!.width;
      await page.goto(`${path}?photo=1`);
      const inViewer = (await page.locator("dialog[open] img").boundingBox())!.width;
      expect(inViewer, "the viewer's photo on a phone").toBeGreaterThanOrEqual(Math.max(onPage, width - 1));
    } finally {
      await context.close();
    }
  }
});

test.describe("with scripts", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

  test("← and → step through the photos, wrapping round; a swipe does the same; Escape closes", async ({ page }) => {
    const { path, title, count, alts } = await projectWithPhotos();
    await page.goto(`${path}?photo=1`);
    const viewer = page.getByRole("dialog", { name: title });
    const shown = (n: number) => expect(viewer.getByRole("img")).toHaveAttribute("alt", alts[n - 1]);
    await shown(1);
    // The viewer's code loads when a photo is open; it is in once the dialog is modal.
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    await page.keyboard.press("ArrowLeft");
    await shown(count);
    await expect(page).toHaveURL(new RegExp(`\\?photo=${count}$`));
    await page.keyboard.press("ArrowRight");
    await shown(1);

    // A swipe to the left shows the next photo.
    const box = (await viewer.locator("figure").boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await shown(2);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
});

// A person reaches a project's page from the gallery by its card's title, and the quick look by
// 'View Details' (the card-wide link lies under the title): clicked where they stand, at a phone's
// and a desktop's width, with and without scripts.
for (const width of [375, 1440]) {
  test(`at ${width} px a click on a card's title opens the project's page; 'View Details' the quick look`, async ({
    page,
  }) => {
    const { data } = await api<{ data: { projects: ApiProject[] } }>("projects/projects.php?limit=9");
    const project = data.projects[0];
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/resources/projects");
    const card = page.locator(".project-grid article").filter({ hasText: project.title.slice(0, 50) });
    await card.getByRole("link", { name: /^View Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]project=${project.id}$`));
    await expect(page.getByRole("dialog").getByRole("heading", { name: project.title })).toBeVisible();

    await page.goto("/resources/projects");
    await card.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(projectPagePath({ id: Number(project.id), title: project.title }));
    await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
  });
}
