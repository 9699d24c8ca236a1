import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sendJson, startFakeApi, type FakeApi } from "./support/fake-api";

/** Server-side page views are queued and sent in batches, off the response's path. */

let api: FakeApi;
let failing = false;
/** The events the API recorded, as it validates them (studio-api/routes/analytics.ts's limits). */
const recorded: { page_url: string; referrer?: string; user_agent?: string }[] = [];
/** Each call's own X-Forwarded-For and User-Agent, beside the page it recorded. */
const senders: { ip?: string | string[]; browser?: string; page: string }[] = [];
beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    if (failing) return sendJson(res, 500, { message: "down" });
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const event = JSON.parse(body || "{}") as (typeof recorded)[number];
      const tooLong =
        (event.page_url?.length ?? 0) > 2048 ||
        (event.referrer?.length ?? 0) > 2048 ||
        (event.user_agent?.length ?? 0) > 512;
      if (tooLong || event.page_url?.includes("refused-by-the-api")) {
        return sendJson(res, 422, { status: 422, message: "page_url must be at most 2048 characters" });
      }
      recorded.push(event);
      senders.push({ ip: req.headers["x-forwarded-for"], browser: req.headers["user-agent"], page: event.page_url });
      sendJson(res, 201, { status: 201, message: "Event recorded" });
    });
  });
  process.env.STUDIO_API_URL = api.url;
});
afterAll(() => api.close());

const event = (n: number) => ({ session_id: `session-${n}`, event_type: "page_view" as const, page_url: `/p/${n}` });

describe("trackEvents", () => {
  it("sends each event's visitor also as the call's X-Forwarded-For and User-Agent (a PHP API reads them there)", async () => {
    const { flushEvents, trackEvents } = await import("~/services/tracking.server");
    trackEvents([
      { ...event(901), ip_address: "41.66.1.2", user_agent: "Ama's phone" },
      { ...event(902), ip_address: "154.160.3.4", user_agent: "Kofi's laptop" },
    ]);
    await flushEvents();
    expect(
      senders.filter((sender) => /\/p\/90[12]$/.test(sender.page)).sort((a, b) => a.page.localeCompare(b.page)),
    ).toEqual([
      { ip: "41.66.1.2", browser: "Ama's phone", page: "/p/901" },
      { ip: "154.160.3.4", browser: "Kofi's laptop", page: "/p/902" },
    ]);
    api.calls.length = 0;
  });

  it("returns before anything is sent, then sends a full batch at once and the rest within a second", async () => {
    const { trackEvents } = await import("~/services/tracking.server");
    // The batch window's timer on a clock the test moves; the sends themselves on the real one.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      trackEvents([event(1), event(2)]);
      expect(api.calls).toHaveLength(0);
      vi.advanceTimersByTime(999);
      expect(vi.getTimerCount()).toBe(1); // waiting for the batch window
      vi.advanceTimersByTime(1);
      expect(vi.getTimerCount()).toBe(0); // the window is over: the batch is on its way
    } finally {
      vi.useRealTimers();
    }
    expect(api.calls).toHaveLength(0);
    await vi.waitFor(() => expect(api.calls).toHaveLength(2), { timeout: 3000 });
    api.calls.length = 0;
    trackEvents(Array.from({ length: 50 }, (_, i) => event(i)));
    // A full batch goes at once: its first post arrives well inside the one-second window
    // (sending all fifty may take longer on a busy machine).
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0), { timeout: 800 });
    await vi.waitFor(() => expect(api.calls).toHaveLength(50), { timeout: 5000 });
  });

  it("keeps at most 500 waiting, and what a failing API loses is one log line a minute with its count, not a line per batch", async () => {
    const { flushEvents, summariseLostEvents, trackEvents } = await import("~/services/tracking.server");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const lostLines = () => errors.mock.calls.map(([m]) => String(m)).filter((m) => m.includes("not recorded"));
    failing = true;
    api.calls.length = 0;
    summariseLostEvents();
    errors.mockClear();
    trackEvents(Array.from({ length: 49 }, (_, i) => event(i)));
    trackEvents(Array.from({ length: 600 }, (_, i) => event(i)));
    await flushEvents();
    // The first loss is said at once; ten failed batches of 50 later, nothing more within the minute.
    expect(lostLines()).toEqual([
      "Analytics: 149 event(s) not recorded (149 dropped with the API backlog full); last reason: API backlog full",
    ]);
    expect(api.calls.length).toBeLessThanOrEqual(40);
    // The minute's count, said when it ends (or as the server drains).
    summariseLostEvents();
    expect(lostLines()).toHaveLength(2);
    expect(lostLines()[1]).toMatch(
      /^Analytics: 500 event\(s\) not recorded \(500 in batches the API did not take\); last reason: /,
    );
    errors.mockRestore();
    failing = false;
  });

  it("cuts page URL, referrer and browser to the API's limits, and a refused event costs only itself", async () => {
    const { flushEvents, trackEvents } = await import("~/services/tracking.server");
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    recorded.length = 0;
    const long = `/p/${"x".repeat(5000)}`;
    trackEvents([
      {
        ...event(1),
        page_url: long,
        referrer: `https://elsewhere.test/${"r".repeat(3000)}`,
        user_agent: "U".repeat(900),
      },
      { ...event(2), page_url: "/p/refused-by-the-api" },
      ...Array.from({ length: 48 }, (_, i) => event(100 + i)),
    ]);
    await flushEvents();
    expect(recorded).toHaveLength(49);
    const cut = recorded.find((e) => e.page_url.startsWith("/p/xxx"));
    expect([cut?.page_url.length, cut?.referrer?.length, cut?.user_agent?.length]).toEqual([2048, 2048, 512]);
    expect(warnings).not.toHaveBeenCalled();
    const { summariseLostEvents } = await import("~/services/tracking.server");
    summariseLostEvents();
    expect(errors.mock.calls.map(([m]) => String(m)).filter((m) => m.includes("not recorded"))).toEqual([
      expect.stringMatching(/^Analytics: 1 event\(s\) not recorded \(1 refused one by one\); last reason: /),
    ]);
    warnings.mockRestore();
    errors.mockRestore();
  });
});
