import { expect, test } from "./support/fixtures";
import { clearFaults, injectFault } from "./support/api";
import { gotoUntil } from "./listing.support";

/**
 * 'Try Again' after a failing catalogue, in a browser. What the server answers meanwhile (the
 * message, 502, where 'Try Again' leads) and that a cached read never asks the API:
 * tests/routes/listing-faults.test.ts and shop.test.ts.
 */
test("a failing catalogue shows 'Oops! Something went wrong' and 'Try Again' reloads it", async ({ page }) => {
  await injectFault({ path: "products/products.php", status: 500 });
  await gotoUntil(
    page,
    "/resources/shop?category=lighting",
    page.getByRole("heading", { name: "Oops! Something went wrong" }),
  );
  await expect(page.locator(".product-grid article")).toHaveCount(0);

  await clearFaults();
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page.locator(".product-grid article").first()).toBeVisible();
  await expect(page.getByRole("radio", { name: /Lighting/ })).toBeChecked();
});
