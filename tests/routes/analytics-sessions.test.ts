import { describe, expect, test, vi } from "vitest";
import { cookiesOf, useSite } from "./support/site";

/**
 * Decision 007, "Analytics sessions without a cookie on pages": no page sets the analytics cookie,
 * yet every view of one visit reaches the API under one session (unique sessions and the bounce
 * rate count sessions), read back from the embedded API's stored events. The page cache is on,
 * so views answered from it count as well as rendered ones.
 */
const site = useSite({ env: { PAGE_CACHE_TTL_MS: "60000" } });

const PHONE =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

interface StoredEvent {
  session_id: string;
  page_url: string;
  event_type: string;
  ip_address: string;
}

const mark = () => `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The events stored for pages carrying `t=<run>`, once `count` have arrived (views are sent in batches, in any order). */
async function stored(run: string, count: number): Promise<StoredEvent[]> {
  let events: StoredEvent[] = [];
  await vi.waitFor(
    async () => {
      const body = await site.api<{ data: StoredEvent[] }>(`analytics/track-views.php?limit=100&search=t%3D${run}`);
      events = body.data;
      expect(events).toHaveLength(count);
    },
    { timeout: 5000, interval: 200 },
  );
  return events;
}

interface Visitor {
  ip: string;
  userAgent?: string;
  cookie?: string;
}

async function view(path: string, { ip, userAgent = PHONE, cookie }: Visitor): Promise<Response> {
  const response = await site.request(path, { cookie, clientAddress: ip, headers: { "User-Agent": userAgent } });
  expect(response.status, path).toBe(200);
  expect(response.headers.get("Set-Cookie"), path).toBeNull();
  await response.arrayBuffer();
  return response;
}

/** What the browser's queue sends after a client-side navigation (app/components/analytics). */
const beacon = (page: string, { ip, userAgent = PHONE, cookie }: Visitor) =>
  site.request("/events", {
    method: "POST",
    cookie,
    clientAddress: ip,
    headers: { "User-Agent": userAgent, "Sec-Fetch-Site": "same-origin", "Content-Type": "text/plain" },
    body: JSON.stringify({ events: [{ event_type: "page_view", page_url: page }] }),
  });

describe("analytics sessions", () => {
  test("a visitor without JavaScript keeps one session over several pages; others get their own", async () => {
    const run = mark();
    const ama = { ip: "10.30.0.1" };
    await view(`/?t=${run}&v=ama`, ama);
    await view(`/resources/shop?t=${run}&v=ama`, ama);
    await view(`/resources/blogs?t=${run}`, { ip: "10.30.0.2" });
    await view(`/resources/shop?t=${run}&v=laptop`, { ip: "10.30.0.1", userAgent: LAPTOP });
    // The same page as the visitor before: answered from the page cache, and counted all the same.
    await view(`/resources/blogs?t=${run}`, ama);

    const events = await stored(run, 5);
    expect(events.every((e) => e.event_type === "page_view")).toBe(true);
    const session = (path: string, ip: string) => {
      const found = events.filter((e) => e.page_url.endsWith(path) && e.ip_address === ip);
      expect(found, `${path} from ${ip}`).toHaveLength(1);
      return found[0].session_id;
    };
    const home = session(`/?t=${run}&v=ama`, ama.ip);
    expect(session(`/resources/shop?t=${run}&v=ama`, ama.ip)).toBe(home);
    expect(session(`/resources/blogs?t=${run}`, ama.ip)).toBe(home);
    const others = [session(`/resources/blogs?t=${run}`, "10.30.0.2"), session(`&v=laptop`, ama.ip)];
    expect(new Set([home, ...others]).size).toBe(3);
  });

  test("with JavaScript, the beacon gives the browser the session its first view was counted under", async () => {
    const run = mark();
    const kofi = { ip: "10.30.1.1" };
    await view(`/resources/about-us?t=${run}`, kofi);
    const answer = await beacon(`/resources/shop?t=${run}`, kofi);
    expect(answer.status).toBe(202);
    const cookie = cookiesOf(answer);
    expect(answer.headers.get("Set-Cookie")).toMatch(/^studio_sid=[0-9a-f]{32}; Path=\/; Max-Age=1800; HttpOnly/);
    // Back with the cookie, even from another address: still the same visit.
    await view(`/resources/blogs?t=${run}`, { ip: "10.30.1.2", cookie });
    await beacon(`/?t=${run}`, { ip: "10.30.1.2", cookie });

    const events = await stored(run, 4);
    expect(new Set(events.map((e) => e.session_id))).toEqual(new Set([cookie.replace("studio_sid=", "")]));
    expect(events.map((e) => new URL(e.page_url).pathname).sort()).toEqual([
      "/",
      "/resources/about-us",
      "/resources/blogs",
      "/resources/shop",
    ]);
  });

  test("a returning visitor's views arrive under the session of its cookie, which the beacon refreshes", async () => {
    const run = mark();
    const yaw = { ip: "10.30.2.1", cookie: "studio_sid=returning-visitor-0001" };
    await view(`/?t=${run}`, yaw);
    await view(`/resources/shop?t=${run}`, { ...yaw, ip: "10.30.2.9" });
    const answer = await beacon(`/resources/blogs?t=${run}`, yaw);
    expect(answer.headers.get("Set-Cookie")).toMatch(/^studio_sid=returning-visitor-0001; Path=\/; Max-Age=1800;/);

    const events = await stored(run, 3);
    expect(events.map((e) => e.session_id)).toEqual(Array(3).fill("returning-visitor-0001"));
  });
});
