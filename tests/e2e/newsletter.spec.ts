import { expect, test, type Page } from "./support/fixtures";
import { fromOwnAddress } from "./support/visitor";

/**
 * The footer's newsletter sign-up: the answer shows in the footer, in place
 * with JavaScript, after a redirect back to the same page without it. What the
 * server answers a post (a repeated or refused address, the honeypot, the redirect,
 * an API that refuses) is in tests/routes/lead-forms.test.ts.
 */

const uniqueEmail = () => `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.beforeEach(async ({ page }) => {
  await fromOwnAddress(page);
});

const footer = (page: Page) => page.locator("#site-footer");

async function subscribe(page: Page, email: string): Promise<void> {
  await footer(page).getByLabel("Email address").fill(email);
  await footer(page).getByRole("button", { name: "Subscribe" }).click();
}

test("signing up thanks the reader in the footer of the same page; with scripts a refused address is kept to correct first", async ({
  page,
  javaScriptEnabled,
}) => {
  // A query parameter the page reads (the shop's sort) comes back with the reader; one it ignores would
  // not, as every such URL is answered with the one kept page (decision 007).
  await page.goto("/resources/shop?sort=price-low");
  if (javaScriptEnabled) {
    // The answer in place: an address the browser accepts but the server does not is refused,
    // and kept to correct.
    await subscribe(page, "someone@localhost");
    await expect(footer(page).getByRole("status")).toHaveText("Please enter a valid email address");
    await expect(footer(page).getByLabel("Email address")).toHaveValue("someone@localhost");
    await expect(footer(page).getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  }
  await subscribe(page, uniqueEmail());
  await expect(footer(page).getByRole("status")).toHaveText("Thank you for subscribing!");
  await expect(footer(page).getByLabel("Email address")).toHaveValue("");
  if (!javaScriptEnabled) {
    await expect(page).toHaveURL(/\/resources\/shop\?sort=price-low#site-footer$/);
    // The answer is shown once: a reload shows the plain form again.
    await page.reload();
    await expect(footer(page).getByRole("status")).toHaveText("");
  } else {
    await expect(page).toHaveURL(/\/resources\/shop\?sort=price-low$/);
    // The answer belongs to the page it was given on.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/resources\/about-us$/);
    await expect(footer(page).getByRole("status")).toHaveText("");
  }
});
