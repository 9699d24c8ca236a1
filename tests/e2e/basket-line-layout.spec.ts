import { expect, test, type Locator } from "./support/fixtures";

/**
 * A basket line on a phone and a desktop, with and without JavaScript: its stepper (without scripts
 * '−', the quantity, 'Update' and '+'), its line total and 'Remove' each keep a box of their own, inside
 * the line, and the product's name is not squeezed to a word a line. What the stepper does: enquiry.spec.ts.
 */

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} is not laid out`);
  return box;
}

for (const width of [360, 375, 768, 1440]) {
  test(`at ${width} px the basket's '+' and its other controls never cover the line total`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/resources/shop");
    const name = (await page.locator(".product-grid article h3").first().textContent())!.trim();
    await page
      .getByRole("button", { name: /^Add to Cart/ })
      .first()
      .click();
    await expect(page.getByTestId("enquiry-count")).toHaveText(/^1/);
    await page.goto("/resources/cart");

    const line = page.getByTestId("basket-line").filter({ hasText: name });
    const parts: Array<[string, Locator]> = [
      ["'−'", line.getByRole("button", { name: `One fewer ${name}` })],
      ["the quantity", line.getByLabel(`Quantity of ${name}`)],
      ["'+'", line.getByRole("button", { name: `One more ${name}` })],
      ["the line total", line.getByTestId("line-total")],
      ["'Remove'", line.getByRole("button", { name: /^Remove/ })],
    ];
    if (!javaScriptEnabled) parts.splice(2, 0, ["'Update'", line.getByRole("button", { name: "Update" })]);
    await expect(line.getByTestId("line-total")).toHaveText(/^GHS \d/);

    const outer = await boxOf(line, "the line");
    const boxes = await Promise.all(parts.map(async ([what, locator]) => [what, await boxOf(locator, what)] as const));
    for (const [what, box] of boxes) {
      expect(box.x, `${what} starts inside the line`).toBeGreaterThanOrEqual(outer.x);
      expect(box.x + box.width, `${what} ends inside the line`).toBeLessThanOrEqual(outer.x + outer.width);
    }
    for (const [index, [what, box]] of boxes.entries())
      for (const [other, otherBox] of boxes.slice(index + 1))
        expect(overlap(box, otherBox), `${what} and ${other} overlap`).toBe(false);

    // The name has room for more than one word a line: its box is wider than its longest word.
    const title = await boxOf(line.getByRole("heading", { name }), "the name");
    expect(title.width, "the name's width").toBeGreaterThan(120);
  });
}
