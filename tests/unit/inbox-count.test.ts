import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sendJson, startFakeApi, type FakeApi } from "./support/fake-api";

/** The sidebar's new-lead count against an API without `leads/counts.php` (a PHP one). */

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((_req, res) => sendJson(res, 404, { status: 404, message: "Not found" }));
  process.env.STUDIO_API_URL = api.url;
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "inbox-count-"));
});
afterAll(() => {
  vi.useRealTimers();
  return api.close();
});

describe("the new-lead count without the API's lead calls", () => {
  it("counts the site's own record, and asks the API again only after ten minutes, not on every admin page", async () => {
    const { newLeadCount } = await import("~/leads/inbox.server");
    const admin = { email: "admin@studio.test" };
    const asked = () => api.calls.filter((call) => call.includes("leads/counts.php")).length;
    for (let page = 0; page < 20; page += 1) expect(await newLeadCount(admin)).toBe(0);
    expect(asked()).toBe(1);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 + 1_000 });
    expect(await newLeadCount(admin)).toBe(0);
    expect(asked()).toBe(2);
  });
});
