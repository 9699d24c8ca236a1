import { expect, test, type Page } from "./support/fixtures";
import { expectStats, expectTabs, openPage } from "./support/marketing";

const portfolioCards = (page: Page) => page.locator("#portfolio-grid > li");

test.describe("home", () => {
  test("shows the hero, the about section, the statistics and the awards text", async ({ page }) => {
    await openPage(page, "/", "Architecture & Interiors in Accra | Aniwa Studio", /Aniwa Studio designs homes/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Spaces shaped by light/);
    const hero = page.locator(".hero");
    await expect(hero.getByRole("link", { name: "Schedule Appointment" })).toHaveAttribute("href", "#reservations");
    await expect(hero.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/resources/about-us");
    await expect(page.locator("#reservations")).toHaveCount(1);
    await expect(page.locator("#reservations").getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
      "href",
      "/resources/contact-us#contact-form",
    );

    await expectStats(page, "The studio in figures", [
      ["18", "Years"],
      ["50+", "Artisans supported"],
      ["15+", "Techniques"],
      ["200+", "Apprentices"],
      ["100%", "Local sourcing"],
    ]);
    await expect(page.getByRole("definition")).toHaveCount(5);
    await expect(page.getByRole("heading", { name: "Recognised since 2018" })).toBeVisible();
  });

  test("the Schedule Appointment action reaches the appointment section", async ({ page }) => {
    await page.goto("/");
    await page.locator(".hero").getByRole("link", { name: "Schedule Appointment" }).click();
    await expect(page).toHaveURL(/#reservations$/);
    await expect(page.getByRole("heading", { name: "Visit the studio, or let us come to your site" })).toBeInViewport();
  });

  test("'Design Excellence' lists the eleven items, three of them featured", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Design Excellence" })).toBeVisible();
    await expectTabs(
      page.getByRole("navigation", { name: "Portfolio categories" }),
      ["All Designs", "Interior Design", "Product Design", "Interior Styling/Staging", "Gallery"],
      "All Designs",
    );
    await expect(portfolioCards(page)).toHaveCount(11);
    const featured = portfolioCards(page).filter({ has: page.getByText("Featured", { exact: true }) });
    await expect(featured.getByRole("heading")).toHaveText([
      "Executive Office Design",
      "Home Bed Room Design",
      "Ergonomic Office Chair",
    ]);
    const first = portfolioCards(page).first();
    await expect(first.getByRole("img")).toHaveAttribute("alt", /walnut desk/);
    await expect(first.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "Workplace",
      "Walnut",
      "Bespoke joinery",
    ]);
    const viewLinks = page.locator("#portfolio-grid").getByRole("link", { name: "View Project" });
    await expect(viewLinks).toHaveCount(11);
    for (const href of await viewLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
      expect(href).toBe("/resources/projects");
  });

  for (const [filter, tab, titles] of [
    ["interior", "Interior Design", ["Executive Office Design", "Home Bed Room Design", "Open-Plan Living Room"]],
    ["product", "Product Design", ["Ergonomic Office Chair", "Kente Lounge Chair", "Terracotta Pendant Lamp"]],
    [
      "design",
      "Interior Styling/Staging",
      ["Villa Staging, East Legon", "Apartment Styling, Cantonments", "Boutique Hotel Lobby"],
    ],
    ["gallery", "Gallery", ["Woven Strip Cloth", "Courtyard House at Dusk"]],
  ] as const) {
    test(`?filter=${filter} shows only '${tab}'`, async ({ page }) => {
      await page.goto(`/?filter=${filter}`);
      const nav = page.getByRole("navigation", { name: "Portfolio categories" });
      await expect(nav.getByRole("link", { name: tab, exact: true })).toHaveAttribute("aria-current", "true");
      await expect(nav.getByRole("link", { name: "All Designs" })).not.toHaveAttribute("aria-current", "true");
      await expect(portfolioCards(page).getByRole("heading")).toHaveText([...titles]);
    });
  }

  test("an unknown filter shows all designs", async ({ page }) => {
    await page.goto("/?filter=nonsense");
    await expect(portfolioCards(page)).toHaveCount(11);
  });

  test("choosing a tab filters and keeps the choice in the URL", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const nav = page.getByRole("navigation", { name: "Portfolio categories" });
    await nav.getByRole("link", { name: "Product Design" }).click();
    await expect(page).toHaveURL(/\/\?filter=product(#portfolio)?$/);
    await expect(portfolioCards(page)).toHaveCount(3);
    await expect(nav.getByRole("link", { name: "Product Design" })).toHaveAttribute("aria-current", "true");
    // With scripts the filter applies in place: the document was not reloaded.
    const sameDocument = await page.evaluate(() => "__sameDocument" in window);
    expect(sameDocument).toBe(javaScriptEnabled);
    await nav.getByRole("link", { name: "All Designs" }).click();
    await expect(portfolioCards(page)).toHaveCount(11);
    await expect(page).toHaveURL(/\/(#portfolio)?$/);
  });
});

test.describe("home hero without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "checks the scriptless page");

  test("shows the poster and both actions, and no dead controls", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator(".hero");
    await expect(hero.locator("img.hero__poster")).toHaveAttribute("src", "/media/hero-poster.webp");
    // The <img> is the poster (resized by srcset); the video names none, so it is not fetched twice.
    await expect(hero.locator("video")).not.toHaveAttribute("poster");
    await expect(hero.getByRole("link", { name: "Schedule Appointment" })).toBeVisible();
    await expect(hero.getByRole("link", { name: "About us" })).toBeVisible();
    await expect(hero.getByText("Loading...")).toHaveCount(0);
    await expect(hero.getByRole("button")).toHaveCount(0);
  });

  test("scroll-reveal content is fully visible", async ({ page }) => {
    await page.goto("/");
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

  test("says 'Loading...' until the film has data", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/media\/hero-loop\.(webm|mp4)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const loading = page.locator(".hero").getByText("Loading...");
    await expect(loading).toBeVisible();
    release();
    await expect(loading).toBeHidden({ timeout: 15_000 });
  });

  test("pause/play toggles the film and the sound toggle unmutes and mutes it", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
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
  });

  test("with reduced motion the film waits on its poster until asked to play", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const video = page.locator(".hero video");
    await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("content revealed on scroll becomes visible", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const awards = page.locator(".awards__list > li").first();
    await expect(awards).toHaveCSS("opacity", "0");
    await awards.scrollIntoViewIfNeeded();
    await expect(awards).toHaveClass(/is-visible/);
    await expect(awards).toHaveCSS("opacity", "1", { timeout: 3000 });
  });

  test("a broken portfolio image falls back to the placeholder", async ({ page }) => {
    await page.route("**/images/portfolio/courtyard-house.webp", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/?filter=gallery");
    const image = page.getByRole("img", { name: /Courtyard house at dusk/ });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("src", "/images/placeholder.svg");
  });
});

test.describe("images", () => {
  for (const path of ["/", "/resources/about-us", "/services/renovation-service", "/services/extention-service"]) {
    test(`${path}: every image has alt text and dimensions, and lower ones load lazily`, async ({ page }) => {
      await page.goto(path);
      const images = await page.locator("main img").evaluateAll((nodes) =>
        nodes.map((img) => ({
          alt: img.getAttribute("alt"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          top: img.getBoundingClientRect().top + window.scrollY,
          decorative: img.closest("[aria-hidden='true']") !== null || img.classList.contains("hero__poster"),
        })),
      );
      expect(images.length).toBeGreaterThan(2);
      for (const image of images) {
        expect(image.alt === null).toBe(false);
        if (!image.decorative) expect(image.alt!.length).toBeGreaterThan(8);
        expect(Number(image.width)).toBeGreaterThan(0);
        expect(Number(image.height)).toBeGreaterThan(0);
        if (image.top > 1200) expect(image.loading).toBe("lazy");
      }
    });
  }
});
