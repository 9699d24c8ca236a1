import { expect, test } from "./support/fixtures";
import { ADMIN_ROUTES, PUBLIC_ROUTES } from "./support/routes";

test.describe("route table", () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} answers 200 with a titled page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/Aniwa Studio/);
    });
  }

  for (const path of ADMIN_ROUTES) {
    test(`${path} sends a visitor to sign in and back`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth/login?redirectTo=${encodeURIComponent(path)}`);
      await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    });
  }

  test("an unknown path answers 404 'Page Not Found' with a link home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("health", () => {
  test("/healthz reports the upstream", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", upstream: "up" });
  });
});
