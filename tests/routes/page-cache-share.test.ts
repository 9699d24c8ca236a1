/**
 * The page cache's share for open-ended pages (app/edge/page-cache.server.ts, MAX_OPEN_ENDED_PAGES):
 * a stream of new shop searches takes the places of older searches, never of the pages everyone
 * reads. Cache hits read from the answer's Server-Timing (`cache;desc=hit`).
 */
import { expect, test } from "vitest";
import { useSite } from "./support/site";

const site = useSite({ env: { PAGE_CACHE_TTL_MS: "600000" } });

/** page-cache.server.ts MAX_OPEN_ENDED_PAGES (its module reads the site's configuration as it loads). */
const MAX_OPEN_ENDED_PAGES = 50;

const hit = async (path: string) =>
  /cache;desc=hit/.test((await site.request(path)).headers.get("Server-Timing") ?? "");

test("new searches push out the oldest search, not the home page or the shop", { timeout: 120_000 }, async () => {
  for (const path of ["/", "/resources/shop"]) {
    await site.request(path);
    expect(await hit(path), path).toBe(true);
  }
  const searches = Array.from({ length: MAX_OPEN_ENDED_PAGES + 10 }, (_, n) => `/resources/shop?search=chair-${n}`);
  for (const path of searches) await site.request(path);
  expect(await hit("/"), "/").toBe(true);
  expect(await hit("/resources/shop"), "/resources/shop").toBe(true);
  expect(await hit(searches.at(-1)!), "the newest search").toBe(true);
  expect(await hit(searches[0]), "the oldest search").toBe(false);
});
