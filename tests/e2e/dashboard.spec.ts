import { expect, test } from "./support/fixtures";
import { adminSession } from "./support/auth";

// What the dashboard says (the greeting, the count cards and their links, the 24 hours of the
// chart's table) is read from the server's HTML in tests/routes/admin-shell.test.ts, and what it
// says when the API fails in tests/routes/admin-pages-faults.test.ts; here, the chart as a browser draws it.

test.describe("dashboard", () => {
  test("'Hourly Activity Pattern': a placeholder until chart.js arrives, then the chart, its 24 hours one click away", async ({
    page,
    javaScriptEnabled,
  }) => {
    await adminSession(page);
    let release: () => void = () => {};
    if (javaScriptEnabled) {
      // The chart's chunk is held: the placeholder shows meanwhile.
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/chartjs\.client-.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
    }
    await page.goto("/dashboard/admin/", { waitUntil: "domcontentloaded" });
    const chart = page.getByRole("region", { name: "Hourly Activity Pattern" });
    await expect(chart.getByRole("heading", { name: "Hourly Activity Pattern" })).toBeVisible();
    if (javaScriptEnabled) {
      await expect(chart.getByText("Loading chart…")).toBeVisible();
      await expect(chart.locator("canvas")).toHaveCount(0);
      release();
      const canvas = chart.locator("canvas");
      await expect(canvas).toBeVisible();
      await expect(chart.getByText("Loading chart…")).toHaveCount(0);
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
    await expect(hours.last()).toHaveText(/^11 PM/);
    await expect(table.locator("tbody th", { hasText: "(peak)" }).first()).toBeVisible();
  });
});
