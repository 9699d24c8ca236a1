import { join } from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./support/fixtures";
import { E2E } from "./support/env";
import { ready } from "./listing.support";
import { allProducts } from "./shop.support";

/**
 * The order enquiry (decision 008) in a browser, with and without JavaScript: add from a card and
 * from Quick View, the header badge, the wishlist, the stepper, and the send round trip.
 * Posts, statuses and refusals are covered without a browser in tests/routes/enquiry.test.ts,
 * enquiry-send.test.ts and lead-forms.test.ts; a failing send with scripts in enquiry.faults.spec.ts.
 */
test.describe.configure({ timeout: 60_000 });

async function pick() {
  const active = (await allProducts()).filter((p) => p.status === "active" && Number(p.stock_quantity) >= 3);
  const onSale = active.find((p) => p.sale_price !== null && Number(p.sale_price) < Number(p.price));
  const plain = active.find((p) => p.sale_price === null);
  if (!onSale || !plain) throw new Error("the seed has no product on sale and one without");
  return { onSale, plain };
}

const money = (amount: number) => `GHS ${amount.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
const badge = (page: Page) => page.getByTestId("enquiry-count");

// One journey, so the shop, the wishlist and the basket are each opened once: Quick View over the
// search for the other product, so closing it shows that product's card.
test("add from Quick View, save to the wishlist and add from a card, move to the enquiry, see the badge, step a quantity, send, and the studio gets one message", async ({
  page,
  javaScriptEnabled,
}) => {
  const { onSale, plain } = await pick();
  const sale = Number(onSale.sale_price);
  const price = Number(plain.price);

  await page.goto(`/resources/shop?search=${encodeURIComponent(plain.name)}&product=${onSale.id}`);
  await ready(page, javaScriptEnabled);
  const quickView = page.getByRole("dialog");
  await quickView.getByLabel("Quantity").selectOption("2");
  await quickView.getByRole("button", { name: /^Add to Cart/ }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Added to your enquiry" })).toBeVisible();
  await expect(badge(page)).toContainText("2 items");
  // Without scripts the post came back to the same Quick View.
  await expect(page).toHaveURL(new RegExp(`product=${onSale.id}`));
  await quickView.getByRole("link", { name: "Close Quick View" }).click();
  await expect(quickView).toHaveCount(0);

  const card = page.locator(".product-grid article").filter({ hasText: plain.name }).first();
  const heart = card.getByRole("button", { name: /^Wishlist/ });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  // The heart presses at once (optimistic); the save is done when its message shows.
  await expect(page.getByText("Saved to your wishlist")).toBeVisible();
  await card.getByRole("button", { name: /^Add to Cart/ }).click();
  await expect(badge(page)).toContainText("3 items");

  // 'Move to enquiry' adds one more of the saved product and empties the wishlist.
  await page.getByRole("link", { name: /^Wishlist/ }).click();
  const item = page.getByTestId("wish-item").filter({ hasText: plain.name });
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: /^Move to enquiry/ }).click();
  await expect(page.getByText("Your wishlist is empty")).toBeVisible();
  await expect(badge(page)).toContainText("4 items");

  await page.getByTestId("enquiry-link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Your enquiry" })).toBeVisible();
  const lines = page.getByTestId("basket-line");
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId("basket-total")).toContainText(money(sale * 2 + price * 2));

  const plainLine = lines.filter({ hasText: plain.name });
  await plainLine.getByRole("button", { name: `One more ${plain.name}` }).click();
  await expect(plainLine.getByTestId("line-total")).toHaveText(money(price * 3));
  await expect(page.getByTestId("basket-total")).toContainText(money(sale * 2 + price * 3));
  await expect(badge(page)).toContainText("5 items");

  const form = page.locator("#enquiry-form");
  await form.getByLabel("Name").fill("Efua Ansah");
  await form.getByLabel("Email").fill(`efua+${javaScriptEnabled ? "js" : "nojs"}@example.com`);
  await form.getByLabel("Phone (optional)").fill("024 123 4567");
  await form.getByLabel("Delivery area (optional)").selectOption("accra");
  await form.getByLabel("Note (optional)").fill("Saturday delivery, please.");
  await form.getByRole("button", { name: "Send Enquiry" }).click();

  await expect(page.getByRole("heading", { name: "Your enquiry was sent" })).toBeVisible();
  await expect(page.getByTestId("sent-total")).toHaveText(money(sale * 2 + price * 3));
  await expect(badge(page)).toHaveCount(0);

  const db = new Database(join(E2E.dataDir, "studio.db"), { readonly: true });
  const rows = db
    .prepare("SELECT subject, message FROM contact_messages WHERE email = ?")
    .all(`efua+${javaScriptEnabled ? "js" : "nojs"}@example.com`) as Array<{ subject: string; message: string }>;
  db.close();
  expect(rows).toHaveLength(1);
  expect(rows[0].subject).toBe("product-design");
  expect(rows[0].message).toContain(`${onSale.name}`);
  expect(rows[0].message).toContain(`2 × ${money(sale)} = ${money(sale * 2)}`);
  expect(rows[0].message).toContain(`3 × ${money(price)} = ${money(price * 3)}`);
  expect(rows[0].message).toContain(`Total: ${money(sale * 2 + price * 3)}`);
  expect(rows[0].message).toContain("Saturday delivery, please.");
});
