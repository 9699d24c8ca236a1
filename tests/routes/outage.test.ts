import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { publicPages } from "./support/seo";
import { useSite } from "./support/site";

/**
 * Decision 004: the public site outlives the studio API. The windows are short here (0.3 s fresh,
 * 0.3 s stale, pages kept 0.3 s), the last good answers kept in a folder of their own; the
 * embedded API is really stopped, and the site "restarted" (the build imported afresh: nothing in
 * memory, the same folder) in the middle of the outage.
 */
const METRICS_TOKEN = "routes-outage-metrics-token";
const site = useSite({
  env: {
    PUBLIC_CACHE_TTL_MS: "300",
    PUBLIC_CACHE_STALE_MS: "300",
    PAGE_CACHE_TTL_MS: "300",
    CACHE_DIR: mkdtempSync(path.join(tmpdir(), "outage-read-cache-")),
    METRICS_TOKEN,
  },
});

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Past every window: nothing fresh or stale-while-revalidate is left in memory. */
const pastTheWindows = () => pause(800);

/** What a visitor sees of a page: its main content, without the scripts that carry the page's nonce. */
async function contentOf(response: Response): Promise<string> {
  const html = await response.text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main.replace(/<script[\s\S]*?<\/script>/g, "");
}

describe("with the studio API stopped", () => {
  let pages: string[] = [];
  const before = new Map<string, string>();
  let admin = "";
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  afterAll(() => spy.mockRestore());

  test("every public page served before stays 200 with its content, past the windows and after a restart", async () => {
    pages = await publicPages(site);
    admin = await site.signIn();
    for (const page of pages) {
      const response = await site.request(page);
      expect(response.status, page).toBe(200);
      before.set(page, await contentOf(response));
    }
    await site.stopApi();
    await pastTheWindows();

    for (const page of pages) {
      const response = await site.request(page);
      expect(response.status, page).toBe(200);
      expect(await contentOf(response), page).toBe(before.get(page));
      // Shared with a CDN and kept by it through errors; for a shorter time when built from last good answers.
      const cacheControl = response.headers.get("Cache-Control");
      expect(cacheControl, page).toMatch(/^public, max-age=0, s-maxage=\d+, .*stale-if-error=604800$/);
      if (/blogs|blog-info|shop|projects/.test(page)) expect(cacheControl, page).toContain("s-maxage=5,");
    }

    await site.restartSite();
    for (const page of pages) {
      const response = await site.request(page);
      expect(response.status, page).toBe(200);
      expect(await contentOf(response), page).toBe(before.get(page));
    }
    // A page never read before has nothing to show: the spec's message, as before.
    const unknown = await site.request("/resources/blog-info/never-read-before");
    expect(await unknown.text()).toContain("Failed to load blog post. Please try again later.");
  }, 90_000);

  test("the admin, /healthz, /metrics and the log tell the outage", async () => {
    const answer = await site.request("/dashboard/blogs", { cookie: admin });
    expect(answer.status).toBe(200);
    const dashboard = await answer.text();
    expect(dashboard).toMatch(
      /The studio API is not answering since \d\d:\d\d\. The public site shows content from \d\d:\d\d\./,
    );
    const health = await (await site.request("/healthz")).json();
    expect(health).toMatchObject({ status: "degraded", upstream: "down" });
    expect(Date.parse(health.degradedSince)).toBeLessThanOrEqual(Date.now());
    const metrics = await (
      await site.request("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(Number(/^read_cache_stale_answers_total (\d+)/m.exec(metrics)?.[1])).toBeGreaterThan(0);
    // One line per process when the outage started (the restart is a new process), not one per request.
    const started = written.filter((line) => line.includes("The studio API is not answering"));
    expect(started.length).toBeGreaterThanOrEqual(1);
    expect(started.length).toBeLessThanOrEqual(2);
  });

  test("once the API is back, pages are fresh within the windows and the banner is gone", async () => {
    await site.startApi();
    const fresh = "A post published while the site showed its last good content";
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: fresh,
      excerpt: "Excerpt",
      content: "Body.",
      category: "interior-design",
      tags: "outage",
      author: "Ama Mensah",
    })) {
      form.set(name, value);
    }
    const { readFileSync } = await import("node:fs");
    form.set(
      "image",
      new Blob([readFileSync("studio-api/seed/images/beach-house-ada-foah-1.webp")], { type: "image/webp" }),
      "c.webp",
    );
    await site.api("media/blogs.php", { method: "POST", body: form });
    await expect
      .poll(async () => (await site.request("/resources/blogs")).text(), { timeout: 5_000, interval: 200 })
      .toContain(fresh);
    const dashboard = await (await site.request("/dashboard/blogs", { cookie: admin })).text();
    expect(dashboard).not.toContain("The studio API is not answering");
    // The health check's own call is reused 5 s.
    await expect
      .poll(async () => (await site.request("/healthz")).json(), { timeout: 10_000, interval: 500 })
      .toMatchObject({ status: "ok", upstream: "up" });
    expect(written.some((line) => line.includes("The studio API answers again"))).toBe(true);
  });
});
