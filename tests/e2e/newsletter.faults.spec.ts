import { expect, test } from "./support/fixtures";
import { clearFaults, injectFault } from "./support/api";

test.afterEach(() => clearFaults());

test("when the API fails the footer says so and keeps the address", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.200.0.1" });
  await injectFault({ path: "forms/newsletter.php", status: 500, times: 1 });
  await page.goto("/resources/shop");
  const footer = page.locator("#site-footer");
  await footer.getByLabel("Email address").fill("later@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toHaveText("We couldn't sign you up right now. Please try again later.");
  await expect(footer.getByLabel("Email address")).toHaveValue("later@example.com");
});
