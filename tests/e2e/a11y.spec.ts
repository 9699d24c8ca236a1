import { expect, test } from "./support/fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { PUBLIC_ROUTES } from "./support/routes";

// Every public page, as a visitor gets it: no serious or critical WCAG 2 A/AA violation.
// axe runs as a script inside the page, so this needs the js project.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs as a script in the page");
const DETAILS = [
  "/resources/shop?product=1",
  "/resources/projects?project=1",
  // A project's page and its photo viewer (decision 016); the seed's first project.
  "/resources/projects/1-courtyard-house-east-legon",
  "/resources/projects/1-courtyard-house-east-legon?photo=2",
];
for (const path of [...PUBLIC_ROUTES, ...DETAILS]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(60_000); // axe walks the whole page; the home page is long
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
