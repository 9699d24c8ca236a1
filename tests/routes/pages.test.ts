import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { assetsBuildDir } from "../e2e/support/build";
import { PUBLIC_ROUTES } from "../e2e/support/routes";
import { firstOf } from "./support/seo";
import { useSite } from "./support/site";

const site = useSite();

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("route table", () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} answers 200 with a titled page`, async () => {
      const response = await site.request(route);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]*Aniwa Studio[^<]*<\/title>/);
      expect(html).toMatch(/<h1[\s>]/);
    });
  }

  test("an unknown path answers 404 'Page Not Found' with a link home", async () => {
    const response = await site.request("/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Back to Home<\/a>/);
  });

  test("/healthz reports the upstream", async () => {
    const response = await site.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", upstream: "up" });
  });
});

describe("URL dialogs whose code the browser loads later (components/lazy-dialog.tsx)", () => {
  // In place (`<!--$-->` opens a finished boundary), not streamed later into a hidden <div> that
  // only a script would move into the page: in a visitor's own, streamed document (a personal cookie
  // makes the page private; first, so that it is this process's first render of each dialog) and
  // in the shared one.
  for (const cookie of ["__wishlist=none", undefined]) {
    test(`a document naming a product or a project has its dialog rendered in place (${cookie ? "private" : "shared"} page)`, async () => {
      const { productId, projectId } = await firstOf(site);
      const shop = await (await site.request(`/resources/shop?product=${productId}`, { cookie })).text();
      expect(shop).toContain('<!--$--><dialog open="" class="url-dialog quick-view"');
      expect(shop).toContain("Close Quick View");
      const projects = await (await site.request(`/resources/projects?project=${projectId}`, { cookie })).text();
      expect(projects).toContain('<!--$--><dialog open="" class="url-dialog project-dialog"');
      expect(projects).toContain("Close project details");
    });
  }
});

describe("secrets stay on the server", () => {
  test("no bearer token reaches the client build", () => {
    // The .br and .gz beside each file are the same bytes compressed (server/build.ts).
    const files = filesUnder(assetsBuildDir).filter((file) => !/\.(br|gz)$/.test(file));
    expect(files.length).toBeGreaterThan(5);
    // The build does not know this run's tokens: look for how the server reads them instead.
    for (const file of files) {
      const content = readFileSync(file, "utf8");
      for (const name of ["STUDIO_API_TOKEN", "ANALYTICS_API_TOKEN", "SESSION_SECRET"]) {
        expect(content.includes(name), `${file} mentions ${name}`).toBe(false);
      }
    }
  });

  test("no bearer token appears in any public page, its headers or its loader data", async () => {
    for (const route of PUBLIC_ROUTES) {
      // The document, and the single-fetch data a client navigation would read.
      for (const url of [route, route === "/" ? "/_root.data" : `${route}.data`]) {
        const response = await site.request(url);
        const headers = JSON.stringify([...response.headers]);
        const body = await response.text();
        for (const secret of [site.apiToken, site.analyticsToken]) {
          expect(body.includes(secret), `${url} body`).toBe(false);
          expect(headers.includes(secret), `${url} headers`).toBe(false);
        }
      }
    }
  });
});

describe("chart.js stays on admin pages", () => {
  // A string only chart.js's own code contains.
  const CHART_JS = "can't acquire context";

  /** Every browser file a page can load: its scripts and preloads, and what they import, lazily or not. */
  function reachableScripts(html: string): string[] {
    const seen = new Set<string>();
    const queue = [...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((match) => match[1]);
    while (queue.length) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const code = readFileSync(path.join(assetsBuildDir, url.slice("/build/".length)), "utf8");
      for (const [, ref] of code.matchAll(/["'`]((?:\/build\/|\.\.?\/)[^"'`]+\.js)["'`]/g))
        queue.push(ref.startsWith("/") ? ref : path.posix.join(path.posix.dirname(url), ref));
    }
    return [...seen];
  }

  test("no public page can load it, not even lazily", async () => {
    for (const route of PUBLIC_ROUTES) {
      const scripts = reachableScripts(await (await site.request(route)).text());
      expect(scripts.length, route).toBeGreaterThan(3);
      for (const url of scripts) {
        const code = readFileSync(path.join(assetsBuildDir, url.slice("/build/".length)), "utf8");
        expect(code.includes(CHART_JS), `${url} on ${route}`).toBe(false);
      }
    }
  });

  test("the dashboard can (the check above would see it)", async () => {
    const cookie = await site.signIn();
    const scripts = reachableScripts(await (await site.request("/dashboard/admin/", { cookie })).text());
    const withChart = scripts.filter((url) =>
      readFileSync(path.join(assetsBuildDir, url.slice("/build/".length)), "utf8").includes(CHART_JS),
    );
    expect(withChart.length).toBeGreaterThan(0);
  });
});
