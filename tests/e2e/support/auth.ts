import { expect, type Page } from "@playwright/test";
import { E2E } from "./env";

/** Signs in through the real form, as the administrator would. */
export async function signIn(page: Page, redirectTo?: string): Promise<void> {
  await page.goto(redirectTo ? `/auth/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/login");
  await page.getByLabel("Email").fill(E2E.adminEmail);
  await page.getByLabel("Password").fill(E2E.adminPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${redirectTo ?? "/dashboard/admin/"}`.replace(/[?]/g, "\\?")));
}
