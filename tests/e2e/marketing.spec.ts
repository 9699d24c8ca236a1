import { expect, test, type Page } from "./support/fixtures";

const portfolioCards = (page: Page) => page.locator("#portfolio-grid > li");

// What the server renders (texts, counts, links, each ?filter=, every image's alt text and
// dimensions) is read in tests/routes/home.test.ts; here, what needs a browser.
test.describe("home", () => {
  test("lower images load lazily, a tab filters in place, Schedule Appointment reaches its section", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/");
    // Which images are lower depends on the layout; every one has its dimensions (the route test).
    const images = await page.locator("main img").evaluateAll((nodes) =>
      nodes.map((img) => ({
        src: img.getAttribute("src"),
        loading: img.getAttribute("loading"),
        top: img.getBoundingClientRect().top + window.scrollY,
      })),
    );
    expect(images.length).toBeGreaterThan(2);
    for (const image of images) if (image.top > 1200) expect(image.loading, image.src ?? "").toBe("lazy");

    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const nav = page.getByRole("navigation", { name: "Portfolio categories" });
    await nav.getByRole("link", { name: "Product Design" }).click();
    await expect(page).toHaveURL(/\/\?filter=product(#portfolio)?$/);
    // Pieces only: each opens in the shop's Quick View, none is a project.
    await expect(portfolioCards(page).getByRole("link", { name: "Quick View" }).first()).toBeVisible();
    await expect(portfolioCards(page).getByRole("link", { name: "View Project" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Product Design" })).toHaveAttribute("aria-current", "true");
    // With scripts the filter applies in place: the document was not reloaded.
    const sameDocument = await page.evaluate(() => "__sameDocument" in window);
    expect(sameDocument).toBe(javaScriptEnabled);
    await nav.getByRole("link", { name: "All Designs" }).click();
    await expect(portfolioCards(page)).toHaveCount(11);
    await expect(page).toHaveURL(/\/(#portfolio)?$/);

    await page.locator(".hero").getByRole("link", { name: "Schedule Appointment" }).click();
    await expect(page).toHaveURL(/#reservations$/);
    await expect(page.getByRole("heading", { name: "Visit the studio, or let us come to your site" })).toBeInViewport();
  });
});

test.describe("home hero without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "checks the scriptless page");

  test("shows the poster and both actions, no dead controls, and the scroll-reveal content in full", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.locator(".hero");
    await expect(hero.locator("img.hero__poster")).toHaveAttribute("src", "/media/hero-poster.webp");
    // The <img> is the poster (resized by srcset); the video names none, so it is not fetched twice.
    await expect(hero.locator("video")).not.toHaveAttribute("poster");
    await expect(hero.getByRole("link", { name: "Schedule Appointment" })).toBeVisible();
    await expect(hero.getByRole("link", { name: "About us" })).toBeVisible();
    await expect(hero.getByText("Loading...")).toHaveCount(0);
    await expect(hero.getByRole("button")).toHaveCount(0);

    const opacities = await page
      .locator("[data-reveal]")
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity));
    expect(opacities.length).toBeGreaterThan(5);
    expect(new Set(opacities)).toEqual(new Set(["1"]));
  });
});

test.describe("home hero with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");
  // The film as most visitors get it (the config's default is reduced motion).
  test.use({ reducedMotion: "no-preference" });

  test("the film says 'Loading...' until it has data, pause/play and sound toggle it; content is revealed on scroll", async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/media\/hero-loop\.(webm|mp4)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    // The awards are far below the hero: hidden at first. (After 6 s a CSS fallback shows whatever
    // is still hidden, in case scripts stall; the film's steps below can take longer than that.)
    const awards = page.locator(".awards__list > li").first();
    await expect(awards).toHaveCSS("opacity", "0");
    const loading = page.locator(".hero").getByText("Loading...");
    await expect(loading).toBeVisible();
    release();
    await expect(loading).toBeHidden({ timeout: 15_000 });

    const video = page.locator(".hero video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

    await page.getByRole("button", { name: "Pause video" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole("button", { name: "Play video" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

    await page.getByRole("button", { name: "Turn sound on" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await page.getByRole("button", { name: "Turn sound off" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

    // Not revealed until scrolled to.
    await expect(awards).not.toHaveClass(/is-visible/);
    await awards.scrollIntoViewIfNeeded();
    await expect(awards).toHaveClass(/is-visible/);
    await expect(awards).toHaveCSS("opacity", "1", { timeout: 3000 });
  });

  test("with reduced motion the film waits on its poster until asked to play", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const video = page.locator(".hero video");
    await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("a broken portfolio image falls back to the placeholder", async ({ page }) => {
    await page.route("**/uploads/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/?filter=gallery");
    const image = page.locator("#portfolio-grid img").first();
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("src", "/images/placeholder.svg");
  });
});
