import { describe, expect, test } from "vitest";
import { PUBLIC_ROUTES } from "../e2e/support/routes";
import { useSite } from "./support/site";

// Every link a visitor can follow is in the server-rendered HTML (the pages work without
// JavaScript, and hydration renders the same markup), so the crawl reads the pages as the
// server sends them: no browser needed.

const site = useSite();

const SKIP = /^\/(uploads|dashboard)\//;
const MAX_PAGES = 150;

function internalLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)) {
    const href = match[1].replace(/&amp;/g, "&").replace(/#.*$/, "");
    if (href && !href.startsWith("//")) links.push(href);
  }
  return links;
}

describe("internal links", () => {
  // Bounded by pages, not by time: it reads at most MAX_PAGES pages (about 3 s alone, four times that
  // on a loaded machine), so it has no time limit of its own; a request that hangs is ended by the
  // site's own upstream timeouts.
  test("no internal link of a public page leads to a 404", { timeout: 0 }, async () => {
    const seen = new Set<string>();
    const queue = PUBLIC_ROUTES.map((path) => ({ path: path as string, from: "route table" }));
    const broken: string[] = [];

    while (queue.length && seen.size < MAX_PAGES) {
      const { path, from } = queue.shift()!;
      const key = path.replace(/\/$/, "") || "/";
      if (seen.has(key) || SKIP.test(path)) continue;
      seen.add(key);
      const response = await site.request(path);
      if (response.status === 404) {
        broken.push(`${path} (linked from ${from})`);
        continue;
      }
      expect(response.status, `${path} (linked from ${from})`).toBeLessThan(500);
      if ((response.headers.get("content-type") ?? "").includes("text/html"))
        for (const href of internalLinks(await response.text())) queue.push({ path: href, from: path });
      else await response.body?.cancel();
    }

    expect(broken).toEqual([]);
    // The crawl went past the route table: the cards, posts and filters it links to.
    expect(seen.size).toBeGreaterThan(PUBLIC_ROUTES.length + 10);
  });
});
