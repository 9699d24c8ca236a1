import { expect, test, type Page } from "./support/fixtures";

/**
 * The home page leads with the studio's work (decision 022): on a phone the first real project is
 * within three screens of the top, and a card's title takes a visitor to that item's own page (a
 * project's page, a piece's Quick View), with and without JavaScript. Which items and tabs the
 * server renders: tests/routes/home-work.test.ts.
 */

const PHONE = { width: 375, height: 667 };
const cards = (page: Page) => page.locator("#portfolio-grid > li");

/** Opens `path` and clicks the title of its first card; answers the title's words. */
async function followFirstTitle(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const title = cards(page).first().getByRole("heading", { level: 3 });
  const name = (await title.textContent())!.trim();
  await title.scrollIntoViewIfNeeded();
  await title.click();
  return name;
}

test.describe("the home page's work", () => {
  test.use({ viewport: PHONE });

  test("on a phone the first real project starts within three screens of the top", async ({ page }) => {
    await page.goto("/");
    // A project's own page, wherever on the page its first link is.
    const first = page.locator("main a[href^='/resources/projects/']").first();
    await expect(first).toBeVisible();
    const top = await first.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
    expect(top, "the first project link's top, in px from the top of the page").toBeLessThan(3 * PHONE.height);
    // It is the first card of 'Design Excellence', and the whole card is on the page by then too.
    await expect(cards(page).first().locator("h3 a")).toHaveAttribute(
      "href",
      /^\/resources\/projects\/\d+-[a-z0-9-]+$/,
    );
    const card = (await cards(page).first().boundingBox())!;
    expect(card.y + card.height).toBeLessThan(3 * PHONE.height + PHONE.height);
  });

  test("a click on a project card's title opens that project's page", async ({ page }) => {
    const name = await followFirstTitle(page, "/");
    await expect(page).toHaveURL(/\/resources\/projects\/\d+-[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("a click on a piece's title opens its Quick View in the shop", async ({ page }) => {
    const name = await followFirstTitle(page, "/?filter=product");
    await expect(page).toHaveURL(/\/resources\/shop\?product=\d+$/);
    await expect(page.getByRole("dialog").getByRole("heading", { name })).toBeVisible();
  });

  test("a tab keeps its own kind of work, and its card's photo leads to the item too", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Portfolio categories" }).getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL(/\/\?filter=gallery(#portfolio)?$/);
    await expect(cards(page).getByRole("link", { name: "Quick View" })).toHaveCount(0);
    const card = cards(page).first();
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    // Where a visitor taps a picture: its middle (the mouse, not the element: the title's link covers the card).
    const photo = card.locator(".work-card__media");
    await photo.scrollIntoViewIfNeeded();
    const box = (await photo.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/resources\/projects\/\d+-[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });
});
