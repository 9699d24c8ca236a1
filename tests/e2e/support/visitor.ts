import type { Page } from "@playwright/test";

/**
 * Sends the page's requests from an address of its own (X-Forwarded-For: the e2e site trusts one
 * proxy), so the per-client limits and sessions of one test never spill into another's.
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  const address = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
}
