import { expect, test } from "./support/fixtures";
import { expectStats, openPage } from "./support/marketing";

/* The about and contact pages (the home page: marketing.spec.ts, the services: marketing-services.spec.ts). */

test.describe("about", () => {
  test("shows the hero, the philosophy pillars, the gallery and the impact statistics", async ({ page }) => {
    await openPage(page, "/resources/about-us", "About Us | Aniwa Studio", /Meet Aniwa Studio/);
    await expect(page.getByRole("heading", { level: 1, name: "A studio that looks closely" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Four ideas behind every project" })).toBeVisible();
    await expect(page.locator(".pillars h3")).toHaveText([
      "Rooted in place",
      "Made by hand",
      "Designed to last",
      "Built with you",
    ]);
    await expect(page.locator(".gallery img")).toHaveCount(5);
    await expectStats(page, "Impact statistics", [
      ["8+", "Years"],
      ["150+", "Projects"],
      ["50+", "Artisans"],
      ["12", "Awards"],
      ["98%", "Client satisfaction"],
    ]);
  });
});

test.describe("contact page layout", () => {
  test("shows the claims, the info cards, the map and the place of the form", async ({ page }) => {
    await openPage(page, "/resources/contact-us", "Contact | Aniwa Studio", /Contact Aniwa Studio/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectStats(page, "Why clients choose us", [
      ["15+", "Years experience"],
      ["500+", "Projects delivered"],
      ["98%", "Client satisfaction"],
      ["24h", "Response time"],
    ]);
    await expect(page.getByRole("link", { name: "Send us a message" })).toHaveAttribute("href", "#contact-form");
    await expect(page.locator(".contact-hero").getByRole("link", { name: /^Call / })).toHaveAttribute(
      "href",
      /^tel:\+233\d+$/,
    );

    const cards = page.locator(".info-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toContainText("Accra, Ghana");
    await expect(cards.nth(1).locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(cards.nth(2).locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(cards.nth(3)).toContainText("Monday to Friday: 8:00 AM to 6:00 PM");
    await expect(cards.nth(3)).toContainText("Saturday: 9:00 AM to 4:00 PM");
    await expect(cards.nth(3)).toContainText("By appointment only");

    await expect(page.getByRole("img", { name: /Map of Accra/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Open the map in OpenStreetMap/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\//,
    );

    const section = page.locator("section#contact");
    await expect(section.getByRole("heading", { name: "Start Your Design Journey" })).toBeVisible();
    await expect(section.locator("#contact-form")).toHaveCount(1);
  });

  test("loads nothing from other sites", async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:")) foreign.push(request.url());
    });
    await page.goto("/resources/contact-us", { waitUntil: "networkidle" });
    expect(foreign).toEqual([]);
  });
});
