import { expect, test, type Locator } from "./support/fixtures";
import { greetingForHour } from "../../app/utils/greeting";
import { studioClock } from "../../app/vocabulary/studio-clock";
import { api } from "./support/api";
import { signIn } from "./support/auth";

interface Counts {
  totalUsers: number;
  totalBlogs: number;
  totalProd: number;
}

const counts = () => api<Counts>("counts/count.php");
const valueOf = async (card: Locator) =>
  Number((await card.locator(".stat-card__value").innerText()).replace(/,/g, ""));

test.describe("dashboard", () => {
  test("greets by the hour in Accra", async ({ page }) => {
    const before = greetingForHour(studioClock(new Date()).hour);
    await signIn(page);
    const after = greetingForHour(studioClock(new Date()).hour);
    const heading = await page.getByRole("heading", { level: 1 }).innerText();
    expect([before, after]).toContain(heading);
  });

  test("three count cards from the API, each linking to its real page", async ({ page }) => {
    const before = await counts();
    await signIn(page);
    const after = await counts();
    const card = (label: string) =>
      page.locator(".stat-card").filter({ has: page.getByRole("heading", { name: label }) });
    const checks = [
      ["Total Users", "totalUsers", "View users", "/dashboard/analytics/"],
      ["Total Blog(s)", "totalBlogs", "View blogs", "/dashboard/blogs/"],
      ["Total Product(s)", "totalProd", "View products", "/dashboard/view-products/"],
    ] as const;
    for (const [label, key, linkName, href] of checks) {
      // Other tests add and remove things meanwhile: the figure lies between the two readings.
      const value = await valueOf(card(label));
      expect(value).toBeGreaterThanOrEqual(Math.min(before[key], after[key]));
      expect(value).toBeLessThanOrEqual(Math.max(before[key], after[key]));
      await expect(card(label).getByRole("link", { name: linkName })).toHaveAttribute("href", href);
    }
    await card("Total Users").getByRole("link", { name: "View users" }).click();
    await expect(page).toHaveURL("/dashboard/analytics/");
  });

  test("'Hourly Activity Pattern' has 24 hours from 12 AM to 11 PM and a peak", async ({ page, javaScriptEnabled }) => {
    await signIn(page);
    const chart = page.getByRole("region", { name: "Hourly Activity Pattern" });
    await expect(chart.getByRole("heading", { name: "Hourly Activity Pattern" })).toBeVisible();
    if (javaScriptEnabled) {
      const canvas = chart.locator("canvas");
      await expect(canvas).toBeVisible();
      await expect(canvas).toHaveAttribute("aria-label", /Peak: \d{1,2} (AM|PM)/);
      expect((await canvas.boundingBox())?.height).toBeCloseTo(400, -1);
      // The numbers stay one click away.
      await chart.getByText("Show the numbers").click();
    }
    const table = chart.getByRole("table");
    await expect(table).toBeVisible();
    const hours = table.locator("tbody th");
    await expect(hours).toHaveCount(24);
    await expect(hours.first()).toHaveText(/^12 AM/);
    await expect(hours.nth(12)).toHaveText(/^12 PM/);
    await expect(hours.last()).toHaveText(/^11 PM/);
    // The demo data covers every hour of the last week, so there is a busiest hour.
    await expect(table.locator("tbody th", { hasText: "(peak)" }).first()).toBeVisible();
    const numbers = await table.locator("tbody td").allInnerTexts();
    expect(numbers.map(Number).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  test("a loading placeholder shows until the chart is ready", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "needs scripts");
    await signIn(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/chartjs\.client-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // A fresh document, so the chart chunk is requested again (and held).
    await page.goto("/dashboard/admin/", { waitUntil: "domcontentloaded" });
    const chart = page.getByRole("region", { name: "Hourly Activity Pattern" });
    await expect(chart.getByText("Loading chart…")).toBeVisible();
    await expect(chart.locator("canvas")).toHaveCount(0);
    release();
    await expect(chart.locator("canvas")).toBeVisible();
    await expect(chart.getByText("Loading chart…")).toHaveCount(0);
  });
});
