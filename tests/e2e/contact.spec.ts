import { expect, test, type Page } from "./support/fixtures";
import { fromOwnAddress } from "./support/visitor";

/**
 * The contact form on /resources/contact-us, with and without JavaScript.
 * Each test comes from its own address (X-Forwarded-For), so the per-client
 * rate limit of one test never spills into another.
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

test("the form sits in the contact section under 'Start Your Design Journey' with the six project types", async ({
  page,
}) => {
  const section = page.locator("section#contact");
  await expect(section.getByRole("heading", { name: "Start Your Design Journey" })).toBeVisible();
  await expect(section.locator("form#contact-form")).toBeVisible();
  const options = await contactForm(page)
    .getByLabel("Project Type", { exact: true })
    .locator("option")
    .allTextContents();
  expect(options).toEqual([
    "Select your project type",
    "Interior Design",
    "Architecture",
    "Product Design",
    "Interior Styling/Staging",
    "Design Consultation",
    "Other",
  ]);
});

test("every required field says what is missing", async ({ page }) => {
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  const form = contactForm(page);
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
});

test("an invalid email is refused and everything typed is kept", async ({ page }) => {
  await fillForm(page, { ...valid, email: "ama@example" });
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  const form = contactForm(page);
  await expect(form.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
  await expect(form.getByText("Please enter your name")).toHaveCount(0);
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(valid.name);
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue("ama@example");
  await expect(form.getByLabel("Project Type", { exact: true })).toHaveValue("consultation");
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue(valid.message);
  await expect(page.getByTestId("contact-alert")).toHaveCount(0);
});

test("a valid message is sent: green alert with the server's message and an empty form", async ({ page }) => {
  await fillForm(page, valid);
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  const alert = page.getByTestId("contact-alert");
  await expect(alert.locator("p")).toHaveText(SUCCESS);
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

  test("errors show as you leave a field and clear as you fix it; the alert can be dismissed", async ({ page }) => {
    const form = contactForm(page);
    await form.getByLabel("Email", { exact: true }).fill("not-an-email");
    await form.getByLabel("Email", { exact: true }).blur();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await form.getByLabel("Email", { exact: true }).fill(valid.email);
    await expect(form.getByText("Please enter a valid email address")).toHaveCount(0);

    await fillForm(page, valid);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-alert").locator("p")).toHaveText(SUCCESS);
    await expect(page.getByTestId("contact-alert")).toBeFocused();
    await page.getByRole("button", { name: "Dismiss message" }).click();
    await expect(page.getByTestId("contact-alert")).toHaveCount(0);
  });
});

test("a client that sends too many messages is asked to wait, and keeps what it typed", async ({ page }) => {
  test.setTimeout(90_000);
  for (let sent = 0; sent < 5; sent += 1) {
    await fillForm(page, { ...valid, message: `Message ${sent + 1}` });
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-alert").locator("p")).toHaveText(SUCCESS);
    await expect(contactForm(page).getByLabel("Message", { exact: true })).toHaveValue("");
  }
  await fillForm(page, { ...valid, message: "Message 6" });
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  const alert = page.getByTestId("contact-alert");
  await expect(alert.locator("p")).toHaveText("Too many messages. Please try again in a few minutes.");
  await expect(alert).toHaveClass(/alert--error/);
  await expect(contactForm(page).getByLabel("Message", { exact: true })).toHaveValue("Message 6");
});
