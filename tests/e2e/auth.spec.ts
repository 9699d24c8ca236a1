import { expect, test, type Page } from "./support/fixtures";
import { adminSession, signIn } from "./support/auth";
import { E2E } from "./support/env";

const email = (page: Page) => page.getByLabel("Email", { exact: true });
const password = (page: Page) => page.getByLabel("Password", { exact: true });

async function expectSignedOut(page: Page) {
  await page.goto("/dashboard/admin/");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
}

test.describe("sign-in page", () => {
  test("is the public 'Admin Login' page with a link back home", async ({ page }) => {
    await page.goto("/auth/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expect(page.getByRole("banner").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a wrong password shows the server's message, keeps the email and never the password", async ({ page }) => {
    await page.goto("/auth/login");
    await email(page).fill(E2E.adminEmail);
    await password(page).fill("not-the-password-5521");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(email(page)).toHaveValue(E2E.adminEmail);
    await expect(password(page)).toHaveValue("");
    expect(await page.content()).not.toContain("not-the-password-5521");
    await expectSignedOut(page);
  });

  test("the fields are checked before anything is sent", async ({ page, javaScriptEnabled }) => {
    await page.goto("/auth/login");
    await email(page).fill("not-an-email");
    await email(page).press("Enter");
    if (javaScriptEnabled) {
      await expect(page.getByText("Please enter a valid email address")).toBeVisible();
      await expect(page.getByText("Password is required")).toBeVisible();
      await expect(email(page)).toHaveAttribute("aria-invalid", "true");
    }
    // Nothing was sent (without scripts the browser's own checks stop it): still on the form.
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("the right password signs in, says so and opens the dashboard", async ({ page }) => {
    await page.goto("/auth/login");
    await email(page).fill(E2E.adminEmail);
    await password(page).fill(E2E.adminPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/dashboard/admin/");
    await expect(page.getByTestId("toast").filter({ hasText: "Login successful" })).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^(Good Morning, Boss|Helloo, Admin|Hi! welcome, Administrator|Good Afternoon, Boss|Good Evening, Manager)$/,
    );
  });

  test("the session cookie is httpOnly, SameSite=Lax and bounded", async ({ page, context }) => {
    await signIn(page, undefined, { viaForm: true });
    const cookie = (await context.cookies()).find((c) => c.name === "__studio_admin");
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    const hours = ((cookie?.expires ?? 0) - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8.01);
  });

  test("redirectTo brings the admin back to the page they asked for", async ({ page }) => {
    await page.goto("/dashboard/analytics/?event_type=click");
    await expect(page).toHaveURL(
      `/auth/login?redirectTo=${encodeURIComponent("/dashboard/analytics/?event_type=click")}`,
    );
    await email(page).fill(E2E.adminEmail);
    await password(page).fill(E2E.adminPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/dashboard/analytics/?event_type=click");
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  });

  for (const offsite of ["//evil.com", "https://evil.com", "/\\evil.com", "/\t/evil.com"]) {
    test(`an off-site redirectTo (${JSON.stringify(offsite)}) is refused`, async ({ page }) => {
      await page.goto(`/auth/login?redirectTo=${encodeURIComponent(offsite)}`);
      await email(page).fill(E2E.adminEmail);
      await password(page).fill(E2E.adminPassword);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL("/dashboard/admin/");
    });
  }

  test("a signed-in admin who opens the sign-in page goes to the dashboard", async ({ page }) => {
    await adminSession(page);
    await page.goto("/auth/login");
    await expect(page).toHaveURL("/dashboard/admin/");
    await page.goto(`/auth/login?redirectTo=${encodeURIComponent("/dashboard/analytics/")}`);
    await expect(page).toHaveURL("/dashboard/analytics/");
  });
});

test.describe("sign-out", () => {
  test("the header's 'Sign Out' ends the session and goes home", async ({ page, javaScriptEnabled }) => {
    await signIn(page);
    if (javaScriptEnabled) await page.evaluate(() => localStorage.setItem("blogDraft", "{}"));
    await page.getByText("Admin", { exact: true }).click();
    await expect(page.getByRole("link", { name: "Homepage" })).toHaveAttribute("href", "/");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByTestId("toast").filter({ hasText: "You are logged out" })).toBeAttached();
    // As the spec's Sign Out: the browser's local storage is cleared too.
    if (javaScriptEnabled) expect(await page.evaluate(() => localStorage.getItem("blogDraft"))).toBeNull();
    await expectSignedOut(page);
  });

  test("the sidebar's 'Logout' ends the session and goes home", async ({ page }) => {
    await signIn(page);
    await page.getByRole("complementary").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByTestId("toast").filter({ hasText: "You are logged out" })).toBeAttached();
    await expectSignedOut(page);
  });
});
