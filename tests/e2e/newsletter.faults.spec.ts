import { expect, test } from "./support/fixtures";
import { injectFault } from "./support/api";

// A 5xx is held in the outbox and retried (tests/routes/lead-outbox.test.ts); a refusal without a
// message of the API's own gets the footer's failure text.
test("when the API refuses the sign-up the footer says so and keeps the address", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.200.0.1" });
  await injectFault({ path: "forms/newsletter.php", status: 400, body: "<h1>Bad request</h1>", times: 1 });
  await page.goto("/resources/shop");
  const footer = page.locator("#site-footer");
  await footer.getByLabel("Email address").fill("later@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toHaveText("We couldn't sign you up right now. Please try again later.");
  await expect(footer.getByLabel("Email address")).toHaveValue("later@example.com");
});
