import { expect, test } from "./support/fixtures";
import { PUBLIC_ROUTES } from "./support/routes";

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

test("no internal link of a public page leads to a 404", async ({ page, request }) => {
  test.setTimeout(120_000);
  const seen = new Set<string>();
  const queue: { path: string; from: string }[] = PUBLIC_ROUTES.map((path) => ({ path, from: "route table" }));
  const broken: string[] = [];

  // The rendered links of every page of the route table (with or without scripts)…
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").replace(/#.*$/, "")));
    for (const href of hrefs) if (href && !href.startsWith("//")) queue.push({ path: href, from: path });
  }

  // …then every page they lead to, and the links on those, by plain requests.
  while (queue.length && seen.size < MAX_PAGES) {
    const { path, from } = queue.shift()!;
    const key = path.replace(/\/$/, "") || "/";
    if (seen.has(key) || SKIP.test(path)) continue;
    seen.add(key);
    const response = await request.get(path);
    if (response.status() === 404) {
      broken.push(`${path} (linked from ${from})`);
      continue;
    }
    expect(response.status(), `${path} (linked from ${from})`).toBeLessThan(500);
    const type = response.headers()["content-type"] ?? "";
    if (type.includes("text/html"))
      for (const href of internalLinks(await response.text())) queue.push({ path: href, from: path });
  }

  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(PUBLIC_ROUTES.length);
});
