import { expect, type Page } from "@playwright/test";
import { E2E } from "./env";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Signs in through the real form, as the administrator would, and waits for the page it leads to. */
export async function signIn(page: Page, redirectTo?: string): Promise<void> {
  await page.goto(redirectTo ? `/auth/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/login");
  // Exact labels: the footer's newsletter field is labelled 'Email address'.
  await page.getByLabel("Email", { exact: true }).fill(E2E.adminEmail);
  await page.getByLabel("Password", { exact: true }).fill(E2E.adminPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(escapeRegExp(redirectTo ?? "/dashboard/admin/")));
}

/** The CSRF token of the page's first form (for requests made outside the page's own forms). */
export async function csrfToken(page: Page): Promise<string> {
  const token = await page.locator('input[name="csrf"]').first().getAttribute("value");
  if (!token) throw new Error("no CSRF token on this page");
  return token;
}
