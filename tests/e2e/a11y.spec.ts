import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures";
import { PUBLIC_ROUTES } from "./support/routes";

// Every public page, as a visitor gets it: no serious or critical WCAG 2 A/AA violation.
// axe runs as a script inside the page, so this needs the js project.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs as a script in the page");
for (const path of [...PUBLIC_ROUTES, "/resources/shop?product=1", "/resources/projects?project=1"]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(60_000); // axe walks the whole page; the home page is long
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(serious).toEqual([]);
  });
}
