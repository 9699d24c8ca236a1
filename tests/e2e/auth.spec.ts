import { expect, test, type Page } from "./support/fixtures";
import { signIn } from "./support/auth";
import { E2E } from "./support/env";

const email = (page: Page) => page.getByLabel("Email", { exact: true });
const password = (page: Page) => page.getByLabel("Password", { exact: true });

async function expectSignedOut(page: Page) {
  await page.goto("/dashboard/admin/");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
}

// What the server answers the sign-in form (the page itself, a wrong password's message and the
// values kept, the dashboard without redirectTo, the session cookie's attributes, off-site
// redirectTo values refused, a signed-in admin sent on) is read in tests/routes/admin-shell.test.ts;
// the guard's redirects and CSRF refusals in tests/routes/admin-guard.test.ts. Here, the form as a
// person uses it, with and without scripts.
test.describe("sign-in page", () => {
  test("the fields are checked, a wrong password is refused, the right one brings the admin back where they asked", async ({
    page,
    javaScriptEnabled,
  }) => {
    const asked = "/dashboard/analytics/?event_type=click";
    const login = `/auth/login?redirectTo=${encodeURIComponent(asked)}`;
    await page.goto(asked);
    await expect(page).toHaveURL(login);

    // The fields are checked before anything is sent.
    await email(page).fill("not-an-email");
    await email(page).press("Enter");
    if (javaScriptEnabled) {
      await expect(page.getByText("Please enter a valid email address")).toBeVisible();
      await expect(page.getByText("Password is required")).toBeVisible();
      await expect(email(page)).toHaveAttribute("aria-invalid", "true");
    }
    // Nothing was sent (without scripts the browser's own checks stop it): still on the form.
    await expect(page).toHaveURL(login);
    await expect(page.getByRole("alert")).toHaveCount(0);

    // A wrong password shows the server's message, keeps the email and never the password.
    await email(page).fill(E2E.adminEmail);
    await password(page).fill("not-the-password-5521");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(email(page)).toHaveValue(E2E.adminEmail);
    await expect(password(page)).toHaveValue("");
    expect(await page.content()).not.toContain("not-the-password-5521");

    // The right one signs in, says so and opens the page asked for.
    await password(page).fill(E2E.adminPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(asked);
    await expect(page.getByTestId("toast").filter({ hasText: "Login successful" })).toBeAttached();
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  });
});

test.describe("sign-out", () => {
  // The sidebar's 'Logout' is the same form (tests/routes/admin-shell.test.ts reads both).
  test("the header's 'Sign Out' ends the session and goes home", async ({ page, javaScriptEnabled }) => {
    await signIn(page);
    if (javaScriptEnabled) await page.evaluate(() => localStorage.setItem("blogDraft", "{}"));
    await page.getByText("Admin", { exact: true }).click();
    await expect(page.getByRole("link", { name: "Homepage" })).toHaveAttribute("href", "/");
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByTestId("toast").filter({ hasText: "You are logged out" })).toBeAttached();
    // As the spec's Sign Out: the browser's local storage is cleared too.
    if (javaScriptEnabled) expect(await page.evaluate(() => localStorage.getItem("blogDraft"))).toBeNull();
    await expectSignedOut(page);
  });
});
