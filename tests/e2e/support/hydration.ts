import { expect, test, type Page } from "@playwright/test";

/**
 * With scripts, waits until React has hydrated the page (`<html data-hydrated>`, set by
 * app/entry.client.tsx), so a change made next (a picked file, a chosen option) reaches its
 * handler instead of happening to the server's markup; without scripts, returns at once.
 */
export async function hydrated(page: Page): Promise<void> {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}
