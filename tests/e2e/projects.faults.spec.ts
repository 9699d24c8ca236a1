import { expect, test } from "./support/fixtures";
import { clearFaults, injectFault } from "./support/api";
import { gotoUntil } from "./listing.support";

const PROJECTS = "projects/projects.php";

test("a malformed answer shows 'Failed to load projects. Please try again.' in an alert", async ({
  page,
  javaScriptEnabled,
}) => {
  await injectFault({ path: PROJECTS, malformed: true });
  const alert = page.getByRole("alert").filter({ hasText: "Failed to load projects. Please try again." });
  await gotoUntil(page, "/resources/projects?status=completed", alert);
  await expect(page.locator(".project-grid article")).toHaveCount(0);
  // The filters stay usable, and 'Try Again' is a link.
  await expect(page.getByLabel("Status")).toHaveValue("completed");
  await expect(alert.getByRole("link", { name: "Try Again" })).toHaveAttribute(
    "href",
    "/resources/projects?status=completed",
  );

  if (javaScriptEnabled) {
    await alert.getByRole("button", { name: "Dismiss" }).click();
    await expect(alert).toHaveCount(0);
  } else {
    await expect(alert.getByRole("button", { name: "Dismiss" })).toHaveCount(0);
  }

  await clearFaults();
  await page.reload();
  await expect(page.locator(".project-grid article").first()).toBeVisible();
});

test("a failing API's own message is shown", async ({ page }) => {
  await injectFault({ path: PROJECTS, status: 500 });
  const alert = page.getByRole("alert").filter({ hasText: "Injected failure" });
  await gotoUntil(page, "/resources/projects?page=2", alert);
  await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
});
