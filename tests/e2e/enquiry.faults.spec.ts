import { expect, test } from "./support/fixtures";
import { injectFault } from "./support/api";
import { catalogue } from "./shop.support";

/**
 * Sending the enquiry with scripts while the studio API refuses it (decision 008): the refusal drawn in
 * place. The page a post without scripts gets back, and the basket kept on the server, are in
 * tests/routes/lead-forms.test.ts; the statuses in tests/routes/enquiry-send.test.ts.
 */

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the answer in place is drawn by scripts");

test("an API that refuses the enquiry shows the failure in place and keeps the basket and what was typed", async ({
  page,
}) => {
  const product = (await catalogue()).find((p) => p.status === "active" && Number(p.stock_quantity) >= 1);
  if (!product) throw new Error("the seed has no product in stock");
  // Its own client address, so the per-client send limit is this test's alone.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.61" });
  const badge = page.getByTestId("enquiry-count");

  // The basket is arranged with the post an 'Add to Cart' button makes (its cookie lands in the
  // page's context): adding from the shop in a browser is enquiry.spec.ts's journey.
  const added = await page.request.post("/resources/cart", {
    form: { intent: "add", productId: String(product.id), quantity: "1" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  await page.goto("/resources/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Your enquiry" })).toBeVisible();
  await expect(badge).toContainText("1 item");
  const form = page.locator("#enquiry-form");
  await form.getByLabel("Name").fill("Kofi Boateng");
  await form.getByLabel("Email").fill("kofi@example.com");
  await form.getByLabel("Note (optional)").fill("Two weeks from now, please.");
  // A refusal with no message of the API's own to show (a 5xx would be held in the outbox and retried).
  await injectFault({ path: "contacts/saleslist.php", status: 400, body: "<h1>Bad request</h1>" });
  await form.getByRole("button", { name: "Send Enquiry" }).click();

  await expect(page.getByTestId("enquiry-alert")).toHaveText(/^Failed to send message/);
  await expect(page.getByTestId("basket-line").filter({ hasText: product.name })).toHaveCount(1);
  await expect(badge).toContainText("1 item");
  await expect(form.getByLabel("Name")).toHaveValue("Kofi Boateng");
  await expect(form.getByLabel("Note (optional)")).toHaveValue("Two weeks from now, please.");
});
