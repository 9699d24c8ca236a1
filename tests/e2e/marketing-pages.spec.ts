import { expect, test } from "./support/fixtures";

/*
 * The about and contact pages in a browser (the home page: marketing.spec.ts, the services:
 * marketing-services.spec.ts). Their texts, figures and links are read in
 * tests/routes/home.test.ts.
 */

test.describe("about", () => {
  test("shows the hero, the philosophy heading and the impact statistics", async ({ page }) => {
    await page.goto("/resources/about-us");
    await expect(page.getByRole("heading", { level: 1, name: "A studio that looks closely" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Four ideas behind every project" })).toBeVisible();
    await expect(page.locator('dl[aria-label="Impact statistics"]')).toBeVisible();
  });
});

test.describe("contact page layout", () => {
  test("shows the heading, the map and the place of the form, and loads nothing from other sites", async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:")) foreign.push(request.url());
    });
    await page.goto("/resources/contact-us", { waitUntil: "networkidle" });
    expect(foreign).toEqual([]);

    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: /Map of Accra/ })).toBeVisible();
    const section = page.locator("section#contact");
    await expect(section.getByRole("heading", { name: "Start Your Design Journey" })).toBeVisible();
  });
});
