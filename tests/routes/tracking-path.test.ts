import { describe, expect, test, vi } from "vitest";
import { useSite } from "./support/site";

/**
 * Decision 011: the tracking POST goes to ANALYTICS_TRACK_PATH (our choice, the spec names no
 * path). Pointed at a path the API does not have, every event is lost: /healthz and the dashboard
 * say so once it lasts (two batches in a row), not only a log line per batch.
 */
const site = useSite({ env: { ANALYTICS_TRACK_PATH: "/analytics/track.php" } });

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

async function view(path: string) {
  const response = await site.request(path, { headers: { "User-Agent": BROWSER }, clientAddress: "10.28.4.1" });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

async function healthz() {
  return (await (await site.request("/healthz")).json()) as { tracking: { status: string; lost?: number } };
}

describe("tracking to a path the API does not have", () => {
  test("/healthz and the dashboard report lasting failures", { timeout: 40_000 }, async () => {
    expect((await healthz()).tracking).toEqual({ status: "ok" });
    // Two batches (one a second), both refused by the API (404 for the unknown path).
    const errors = vi.spyOn(console, "error");
    await view("/resources/about-us?t=track-1");
    // The first batch was sent and refused (the site logs each lost batch), so the next view is another.
    await vi.waitFor(
      () => expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^Analytics: 1 event\(s\) not recorded/)),
      {
        timeout: 5000,
        interval: 50,
      },
    );
    errors.mockRestore();
    // One refused batch is a blip.
    expect((await healthz()).tracking).toEqual({ status: "ok" });
    await view("/resources/about-us?t=track-2");
    await vi.waitFor(async () => expect((await healthz()).tracking).toMatchObject({ status: "failing", lost: 2 }), {
      timeout: 5000,
      interval: 200,
    });

    const cookie = await site.signIn();
    const html = (await (await site.request("/dashboard/admin/", { cookie })).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Visitor tracking is failing.");
    expect(html).toMatch(/\d+ events have\s+not reached the studio API since/);

    // Nothing was recorded (a PHP-style API answers an empty list with a 404).
    const stored = await site
      .api<{ data: unknown[] }>("analytics/track-views.php?search=t%3Dtrack-")
      .catch((error: Error) => (/answered 404/.test(error.message) ? { data: [] } : Promise.reject(error)));
    expect(stored.data).toHaveLength(0);
  });
});
