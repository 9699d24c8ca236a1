import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe (WCAG 2 A and AA) over the page, or over `include` only, and expects no serious or
 * critical violation. axe runs as a script in the page, so this needs the js project.
 *
 * Legacy mode runs `axe.run()` in the page itself. The default mode also opens a blank page to
 * finish the run and injects axe there a second time, which more than doubled each check's time on
 * CI's two cores (measured side by side). What legacy mode skips is cross-origin frames, and the
 * site has none (marketing-pages.spec.ts: pages load nothing from other sites).
 */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}
