import { expect, test, type Page } from "./support/fixtures";
import { fromOwnAddress } from "./support/visitor";
import { injectFault } from "./support/api";

/**
 * The contact form with scripts when the API is slow or refuses the message: what the scripts draw
 * while it is sent and when the answer comes. The page a post without scripts gets back (the
 * refusal's message, the values kept) is in tests/routes/lead-forms.test.ts.
 */

const PATH = "contacts/saleslist.php";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the busy state and the answer in place are drawn by scripts");

test.beforeEach(async ({ page }) => {
  await fromOwnAddress(page);
  await page.goto("/resources/contact-us");
});

const contactForm = (page: Page) => page.locator("#contact-form");

async function send(page: Page, message: string): Promise<void> {
  const form = contactForm(page);
  await form.getByLabel("Name", { exact: true }).fill("Kofi Boateng");
  await form.getByLabel("Email", { exact: true }).fill("kofi@example.com");
  await form.getByLabel("Project Type", { exact: true }).selectOption("staging");
  await form.getByLabel("Message", { exact: true }).fill(message);
  await form.getByRole("button", { name: "Send Message" }).click();
}

async function expectKept(page: Page, message: string): Promise<void> {
  const form = contactForm(page);
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Kofi Boateng");
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue("kofi@example.com");
  await expect(form.getByLabel("Project Type", { exact: true })).toHaveValue("staging");
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue(message);
}

// A refusal (4xx) is the visitor's to correct; a 5xx is held in the outbox and retried
// (tests/routes/lead-outbox.test.ts), so the visitor sees the success message.
test("while sending, every field and the button are disabled and say 'Sending Message...'; a refusal shows in place with the values kept", async ({
  page,
}) => {
  await injectFault({ path: PATH, delayMs: 2_000, times: 1 });
  await send(page, "A slow but happy message");
  const form = contactForm(page);
  await expect(form.getByRole("button", { name: "Sending Message..." })).toBeDisabled();
  for (const label of ["Name", "Email", "Project Type", "Message"]) {
    await expect(form.getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expect(page.getByTestId("contact-alert").locator("p").first()).toHaveText(
    "Message sent successfully! We will get back to you within 24 hours.",
  );
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue("");

  // The next message, refused by the API: red alert with the server's message, values kept.
  await injectFault({ path: PATH, status: 422, times: 1 });
  await send(page, "Staging for a show flat");
  const alert = page.getByTestId("contact-alert");
  await expect(alert.locator("p").first()).toHaveText("Injected failure");
  // A refused message has no reference to quote.
  await expect(alert.getByText(/Your reference/)).toHaveCount(0);
  await expect(alert).toHaveClass(/alert--error/);
  await expect(alert).toHaveAttribute("role", "alert");
  await expectKept(page, "Staging for a show flat");
});
