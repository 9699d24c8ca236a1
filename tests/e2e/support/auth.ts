import { expect, type Cookie, type Page } from "@playwright/test";
import { E2E } from "./env";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// The admin session cookie of this worker's first sign-in. Sessions are signed
// cookies, valid for 8 hours, so later tests of the same worker reuse it instead
// of filling the form again; after a test signed out (which ends every session of
// the administrator, docs/decisions/003-sessions-and-csrf.md) the form is used again.
let session: Cookie[] | null = null;

/**
 * Signs in as the administrator and waits for the page it leads to: through
 * the real form the first time in a worker, then with the session it made.
 */
export async function signIn(page: Page, redirectTo?: string, { viaForm = false } = {}): Promise<void> {
  const target = redirectTo ?? "/dashboard/admin/";
  if (session && !viaForm) {
    await page.context().addCookies(session);
    await page.goto(target);
    if (new URL(page.url()).pathname !== "/auth/login") {
      await expect(page).toHaveURL(new RegExp(escapeRegExp(target)));
      return;
    }
    session = null;
  }
  await page.goto(redirectTo ? `/auth/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/login");
  // Exact labels: the footer's newsletter field is labelled 'Email address'.
  await page.getByLabel("Email", { exact: true }).fill(E2E.adminEmail);
  await page.getByLabel("Password", { exact: true }).fill(E2E.adminPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(escapeRegExp(target)));
  // With scripts the router changes the URL a moment before it renders the page it leads to, and
  // meanwhile the button reads 'Signing In...': the sign-in page's heading going away is that page
  // being drawn.
  await expect(page.getByRole("heading", { name: "Admin Login" })).toHaveCount(0);
  session = (await page.context().cookies()).filter((cookie) => cookie.name === "__studio_admin");
}
