/**
 * A kept page lives no longer than the reads it shows stay fresh (app/edge/page-cache.server.ts):
 * a product added through the API (as another replica's admin, or another tool, adds it) reaches
 * the shop once the read cache's PUBLIC_CACHE_TTL_MS has passed, even with a page cache kept ten
 * minutes; before, the kept shop page hid it for the page cache's whole TTL.
 */
import { expect, test } from "vitest";
import { createProduct } from "../e2e/fixtures/catalog/arrange";
import { uniqueName } from "../e2e/fixtures/catalog/files";
import { useSite } from "./support/site";

const site = useSite({ env: { PUBLIC_CACHE_TTL_MS: "1500", PAGE_CACHE_TTL_MS: "600000" } });

const shop = async () => {
  const answer = await site.request("/resources/shop?show=all");
  return { html: await answer.text(), hit: /cache;desc=hit/.test(answer.headers.get("Server-Timing") ?? "") };
};

test("a product the API gets from elsewhere shows in the shop once the reads are no longer fresh", async () => {
  await shop();
  expect((await shop()).hit).toBe(true);
  const name = uniqueName("Elsewhere stool");
  await createProduct(name, undefined, (path, init) => site.api(path, init));
  await expect.poll(async () => (await shop()).html.includes(name), { timeout: 15_000, interval: 250 }).toBe(true);
});
