import { expect, test, type Page } from "./support/fixtures";
import { csrfToken, signIn } from "./support/auth";
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

  test("the server checks them too, with the form's messages", async ({ page }) => {
    await page.goto("/auth/login");
    const response = await page.request.post("/auth/login", {
      form: { csrf: await csrfToken(page), email: "not-an-email", password: "" },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Password is required");
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
    await signIn(page);
    await page.goto("/auth/login");
    await expect(page).toHaveURL("/dashboard/admin/");
    await page.goto(`/auth/login?redirectTo=${encodeURIComponent("/dashboard/analytics/")}`);
    await expect(page).toHaveURL("/dashboard/analytics/");
  });

  test("a sign-in without the CSRF token is refused with 403", async ({ page }) => {
    await page.goto("/auth/login");
    const response = await page.request.post("/auth/login", {
      form: { email: E2E.adminEmail, password: E2E.adminPassword },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    await expectSignedOut(page);
  });

  test("failed attempts are throttled per client with a clear message", async ({ page }) => {
    // A client of its own (the limiter keys on the proxy's address), so no other test shares its budget.
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const other = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    await page.goto("/auth/login");
    const csrf = await csrfToken(page);
    const attempt = (pass: string, from = ip) =>
      page.request.post("/auth/login", {
        form: { csrf, email: E2E.adminEmail, password: pass },
        headers: { "X-Forwarded-For": from },
        maxRedirects: 0,
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt(`wrong-${i}`)).status()).toBe(401);
    const refused = await attempt("wrong-again");
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many sign-in attempts. Please wait a minute and try again.");
    // Even the right password waits: the throttle is checked before the credentials.
    expect((await attempt(E2E.adminPassword)).status()).toBe(429);
    // Another client is not affected.
    expect((await attempt(E2E.adminPassword, other)).status()).toBe(302);
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

  test("a GET of /auth/logout signs no one out", async ({ page }) => {
    await signIn(page);
    await page.goto("/auth/logout");
    await expect(page).toHaveURL("/");
    await page.goto("/dashboard/admin/");
    await expect(page).toHaveURL("/dashboard/admin/");
  });

  test("a sign-out POST without the CSRF token is refused with 403 and the session stays", async ({ page }) => {
    await signIn(page);
    const response = await page.request.post("/auth/logout", { form: {}, maxRedirects: 0 });
    expect(response.status()).toBe(403);
    const forged = await page.request.post("/auth/logout", { form: { csrf: "forged-token" }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    await page.goto("/dashboard/admin/");
    await expect(page).toHaveURL("/dashboard/admin/");
  });
});
