import { expect, test } from "./support/fixtures";
import { clearFaults, injectFault } from "./support/api";
import { gotoUntil } from "./listing.support";
import { E2E } from "./support/env";

const PRODUCTS = "products/products.php";

async function faultRemaining(path: string): Promise<number | null | undefined> {
  const response = await fetch(new URL("__faults", E2E.apiUrl));
  const body = (await response.json()) as { data: { path: string; remaining: number | null }[] };
  return body.data.find((rule) => rule.path === path)?.remaining;
}

test("a repeat read inside the cache window is served without asking the API", async ({ request }) => {
  // Let any earlier copy expire, so the first read below stores a fresh one.
  await new Promise((resolve) => setTimeout(resolve, 3_100));
  const first = await request.get("/resources/shop");
  expect(first.status()).toBe(200);
  // One failure waits in the API; a cached page never collects it.
  await injectFault({ path: PRODUCTS, status: 500, times: 1 });
  const second = await request.get("/resources/shop?sort=name");
  expect(second.status()).toBe(200);
  expect(await second.text()).toContain("Load More Products");
  expect(await faultRemaining(PRODUCTS)).toBe(1);
});

test("a failing catalogue shows 'Oops! Something went wrong' and 'Try Again' reloads it", async ({ page }) => {
  await injectFault({ path: PRODUCTS, status: 500 });
  await gotoUntil(
    page,
    "/resources/shop?category=lighting",
    page.getByRole("heading", { name: "Oops! Something went wrong" }),
  );
  await expect(page.getByText("Failed to load products. Please try again later.")).toBeVisible();
  await expect(page.locator(".product-grid article")).toHaveCount(0);
  const response = await page.request.get("/resources/shop");
  expect(response.status()).toBe(502);
  const retry = page.getByRole("link", { name: "Try Again" });
  await expect(retry).toHaveAttribute("href", "/resources/shop?category=lighting");

  await clearFaults();
  await retry.click();
  await expect(page.locator(".product-grid article").first()).toBeVisible();
  await expect(page.getByRole("radio", { name: /Lighting/ })).toBeChecked();
});
