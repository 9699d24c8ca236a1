import { expect, test } from "./support/fixtures";
import { adminSession } from "./support/auth";

/**
 * On a phone the admin's tables are stacked cards (decision 019); every word a person reads on them,
 * the column names drawn from data-label included, is at least 14 px. What the cards hold and do:
 * the admin list specs; the inbox's own layout: admin-inbox.spec.ts.
 */

const PAGES = ["/dashboard/blogs/", "/dashboard/categories/", "/dashboard/view-products/", "/dashboard/view-projects/"];

test.describe("admin tables on a phone", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the styles alone decide it: once is enough");
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of [...PAGES, "/dashboard/analytics/"]) {
    test(`${path}: no text in a table under 14 px`, async ({ page }) => {
      await adminSession(page);
      await page.goto(path);
      await expect(page.locator("main table tbody tr:visible").first()).toBeVisible();
      const small = await page.locator("main table").evaluateAll((tables) => {
        const found: string[] = [];
        for (const table of tables) {
          const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const element = node.parentElement;
            const text = node.textContent?.trim();
            if (!element || !text) continue;
            // What a person sees: laid out, not clipped away (the visually hidden heads and captions).
            const box = element.getBoundingClientRect();
            if (box.width <= 1 || box.height <= 1 || element.closest("thead, caption, .visually-hidden")) continue;
            const size = parseFloat(getComputedStyle(element).fontSize);
            if (size < 14) found.push(`${text.slice(0, 30)} (${size} px)`);
          }
          for (const cell of table.querySelectorAll<HTMLElement>("td[data-label]")) {
            const label = getComputedStyle(cell, "::before");
            if (label.content === "none" || cell.getBoundingClientRect().width <= 1) continue;
            const size = parseFloat(label.fontSize);
            if (size < 14) found.push(`the column name ${cell.dataset.label} (${size} px)`);
          }
        }
        return found;
      });
      expect(small).toEqual([]);
    });
  }
});
