import { expect, type Page } from "@playwright/test";
import { E2E } from "./env";
import { test } from "./fixtures";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Gives the page's browser context an administrator's session without drawing a page: the
 * sign-in form's GET and POST from the context's own request client, whose cookies are the
 * context's (Playwright's `page.request`). A browser render of the sign-in page and of the
 * dashboard it leads to costs about 2 CPU-s on CI's two cores; these two requests, about 0.1.
 * The form itself, as a person uses it (the fields checked, a wrong password refused, the round
 * trip back to the page asked for, with and without scripts), is tested in tests/e2e/auth.spec.ts.
 */
export async function adminSession(page: Page): Promise<void> {
  const form = await page.request.get("/auth/login");
  const csrf = /name="csrf" value="([^"]+)"|value="([^"]+)" name="csrf"/.exec(await form.text());
  expect(csrf, "the sign-in page has its CSRF token").not.toBeNull();
  const response = await page.request.post("/auth/login", {
    form: { csrf: csrf![1] ?? csrf![2], email: E2E.adminEmail, password: E2E.adminPassword },
    headers: { Origin: E2E.siteUrl },
    maxRedirects: 0,
  });
  expect(response.status(), "the sign-in is accepted").toBe(302);
  // The sign-in's one-time 'welcome' toast belongs to the page the form leads to: a test that
  // starts signed in should not see it on its own first page.
  await page.context().clearCookies({ name: "__toast" });
}

/**
 * Signs in as the administrator and waits for the page it leads to (the dashboard unless
 * `redirectTo` names another), with a session from adminSession().
 */
export async function signIn(page: Page, redirectTo?: string): Promise<void> {
  const target = redirectTo ?? "/dashboard/admin/";
  await adminSession(page);
  await page.goto(target);
  await expect(page).toHaveURL(new RegExp(escapeRegExp(target)));
}

/**
 * Every test of the spec starts with an administrator's session (adminSession) and three times
 * the usual time: uploads and full page round trips without JavaScript are slow on a shared
 * 2-core machine.
 */
export function slowAdminTests(): void {
  test.beforeEach(async ({ page }) => {
    test.slow();
    await adminSession(page);
  });
}
