import { expect, type Locator, type Page } from "./support/fixtures";

/**
 * What the public listings' specs (shop, projects, blog, enquiry, images) do alike: wait for the
 * scripts, apply the filters form, hold requests, and wait out the page cache.
 */

/** With scripts, wait until React has taken over: the no-script 'Apply Filters' button is then gone. */
export async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Apply Filters" })).toHaveCount(0);
}

/** Without scripts the visitor presses the form's button; with them the change applies itself. */
export async function apply(page: Page, javaScriptEnabled: boolean, button = "Apply Filters") {
  if (!javaScriptEnabled) await page.getByRole("button", { name: button }).click();
}

/** Holds every request matching `url` until the returned release() is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The e2e server keeps public reads fresh for 3 s (PUBLIC_CACHE_TTL_MS), so an injected
 * fault shows once the cached copy has expired: reload until `shown` appears.
 */
export async function gotoUntil(page: Page, url: string, shown: Locator) {
  await expect(async () => {
    await page.goto(url);
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [500, 1_000] });
}
