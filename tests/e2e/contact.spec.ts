import { expect, test, type Page } from "./support/fixtures";
import { fromOwnAddress } from "./support/visitor";

/**
 * The contact form on /resources/contact-us, with and without JavaScript: the round trip a visitor
 * sees, and what the scripts add. What the server answers a post (each field's message, the values
 * kept, the per-client limit, the project types) is in tests/routes/lead-forms.test.ts.
 * Each test comes from its own address (X-Forwarded-For), so the per-client rate limit of one
 * test never spills into another.
 */

const SUCCESS = "Message sent successfully! We will get back to you within 24 hours.";

test.beforeEach(async ({ page }) => {
  await fromOwnAddress(page);
  await page.goto("/resources/contact-us");
});

const contactForm = (page: Page) => page.locator("#contact-form");

async function fillForm(
  page: Page,
  values: { name?: string; email?: string; subject?: string; message?: string },
): Promise<void> {
  const form = contactForm(page);
  if (values.name !== undefined) await form.getByLabel("Name", { exact: true }).fill(values.name);
  if (values.email !== undefined) await form.getByLabel("Email", { exact: true }).fill(values.email);
  if (values.subject !== undefined)
    await form.getByLabel("Project Type", { exact: true }).selectOption({ label: values.subject });
  if (values.message !== undefined) await form.getByLabel("Message", { exact: true }).fill(values.message);
}

const valid = {
  name: "Ama Mensah",
  email: "ama@example.com",
  subject: "Design Consultation",
  message: "We would like to extend our family house in East Legon.",
};

test("the form under 'Start Your Design Journey' sends a valid message: green alert with the server's message and an empty form", async ({
  page,
}) => {
  const section = page.locator("section#contact");
  await expect(section.getByRole("heading", { name: "Start Your Design Journey" })).toBeVisible();
  await expect(section.locator("form#contact-form")).toBeVisible();

  await fillForm(page, valid);
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  const alert = page.getByTestId("contact-alert");
  await expect(alert.locator("p").first()).toHaveText(SUCCESS);
  // The reference the visitor quotes, under the spec's message.
  await expect(alert.locator("p").nth(1)).toHaveText(/^Your reference: AN-\d{4}-\d{4}$/);
  await expect(alert).toHaveClass(/alert--success/);
  const form = contactForm(page);
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Project Type", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Project Type", { exact: true }).locator("option:checked")).toHaveText(
    "Select your project type",
  );
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue("");
  await expect(page).toHaveURL(/\/resources\/contact-us/);
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

  test("errors show as you leave a field and as you send, clear as you fix them, keep what was typed; the alert can be dismissed", async ({
    page,
  }) => {
    const form = contactForm(page);
    await form.getByLabel("Email", { exact: true }).fill("not-an-email");
    await form.getByLabel("Email", { exact: true }).blur();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await form.getByLabel("Email", { exact: true }).fill(valid.email);
    await expect(form.getByText("Please enter a valid email address")).toHaveCount(0);

    // Sending with every field empty: each required field says what is missing.
    await form.getByLabel("Email", { exact: true }).fill("");
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "Please enter your name",
      "Please enter your email",
      "Please select a project type",
      "Please enter your message",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name", { exact: true })).toHaveAccessibleDescription("Please enter your name");

    // An invalid email is refused and everything typed is kept.
    await fillForm(page, { ...valid, email: "ama@example" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await expect(form.getByText("Please enter your name")).toHaveCount(0);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(valid.name);
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue("ama@example");
    await expect(form.getByLabel("Project Type", { exact: true })).toHaveValue("consultation");
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(valid.message);
    await expect(page.getByTestId("contact-alert")).toHaveCount(0);

    await fillForm(page, valid);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-alert").locator("p").first()).toHaveText(SUCCESS);
    await expect(page.getByTestId("contact-alert")).toBeFocused();
    await page.getByRole("button", { name: "Dismiss message" }).click();
    await expect(page.getByTestId("contact-alert")).toHaveCount(0);
  });
});
