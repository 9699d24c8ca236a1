import { expect, test } from "./support/fixtures";

test.describe("header on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("highlights the current route and lists the four services under 'What We Do'", async ({ page }) => {
    await page.goto("/resources/shop");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Shop" })).toHaveAttribute("aria-current", "page");
    await nav.getByText("What We Do").click();
    const services = ["Architectural", "Renovation / Restoration", "New Build", "Extensions"];
    for (const name of services) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await nav.getByRole("link", { name: "New Build" }).click();
    await expect(page).toHaveURL("/services/newbuild-service");
    await expect(nav.getByRole("link", { name: "Shop" })).not.toHaveAttribute("aria-current", "page");
  });
});

test.describe("header with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the dropdown closes on Escape and on a click outside, the phone menu on Escape", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const summary = nav.getByText("What We Do");
    await summary.click();
    await expect(nav.getByRole("link", { name: "Architectural" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Architectural" })).toBeHidden();
    await expect(summary).toBeFocused();
    await summary.click();
    await expect(nav.getByRole("link", { name: "Architectural" })).toBeVisible();
    await page.locator("main").click({ position: { x: 5, y: 300 } });
    await expect(nav.getByRole("link", { name: "Architectural" })).toBeHidden();

    // The same page on a phone: the full-screen menu.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByText("Menu", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Contact" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Contact" })).toBeHidden();
  });
});
