import { expect, test } from "./support/fixtures";
import { clearFaults, injectFault } from "./support/api";
import { gotoUntil } from "./listing.support";

/**
 * The projects' failure alert in a browser: dismissing it takes a script. What the server answers
 * (the spec's message or the API's own, the filters kept, 'Try Again', no 'Dismiss' without
 * scripts, the gallery back once the API is): tests/routes/listing-faults.test.ts.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

test("a malformed answer's alert 'Failed to load projects. Please try again.' can be dismissed", async ({ page }) => {
  await injectFault({ path: "projects/projects.php", malformed: true });
  const alert = page.getByRole("alert").filter({ hasText: "Failed to load projects. Please try again." });
  await gotoUntil(page, "/resources/projects?status=completed", alert);
  await expect(page.locator(".project-grid article")).toHaveCount(0);
  await expect(page.getByLabel("Status")).toHaveValue("completed");

  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(alert).toHaveCount(0);

  await clearFaults();
  await page.reload();
  await expect(page.locator(".project-grid article").first()).toBeVisible();
});
