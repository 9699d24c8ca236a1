import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/* Checks the marketing pages (home, about, contact, the services) share. */

/** Opens a page and checks its title and meta description. */
export async function openPage(page: Page, path: string, title: string, description: RegExp): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
}

/** The row of figures named `label` (components/marketing/stats.tsx) shows each value under its label. */
export async function expectStats(
  page: Page,
  label: string,
  figures: ReadonlyArray<readonly [value: string, label: string]>,
): Promise<void> {
  const stats = page.locator(`dl[aria-label="${label}"]`);
  for (const [value, term] of figures) {
    const item = stats.locator(".stats__item", { has: page.getByRole("term").getByText(term, { exact: true }) });
    await expect(item.getByRole("definition")).toHaveText(value);
  }
}

/** A row of URL tabs shows these labels in order, `current` marked as the page's choice. */
export async function expectTabs(tabs: Locator, labels: readonly string[], current: string): Promise<void> {
  await expect(tabs.getByRole("link")).toHaveText([...labels]);
  await expect(tabs.getByRole("link", { name: current })).toHaveAttribute("aria-current", "true");
}
