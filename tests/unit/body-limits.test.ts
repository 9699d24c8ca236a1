import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeApi, type FakeApi } from "./support/fake-api";

/** Public bodies are capped while streamed, before anything is parsed or checked. */

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((_req, res) =>
    res.writeHead(401).end('{"status":401,"message":"Invalid email or password"}'),
  );
  process.env.STUDIO_API_URL = api.url;
});
afterAll(() => api.close());

/** A chunked body (no Content-Length) of `size` bytes, counting how much of it was pulled. */
function chunkedBody(size: number, chunk = 16 * 1024) {
  const pulled = { bytes: 0 };
  let left = size;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left <= 0) return controller.close();
      const next = new Uint8Array(Math.min(chunk, left)).fill(0x61);
      left -= next.byteLength;
      pulled.bytes += next.byteLength;
      controller.enqueue(next);
    },
  });
  return { stream, pulled };
}

const post = (path: string, body: ReadableStream<Uint8Array>, type = "application/x-www-form-urlencoded") =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": type },
    body,
    duplex: "half",
  } as RequestInit);

async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const result = await run();
    return result instanceof Response ? result.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("body caps", () => {
  it("refuses a 1 MB chunked body to /auth/login with 413 before the password check", async () => {
    const { action } = await import("~/routes/_site.auth.login/route");
    const { stream, pulled } = chunkedBody(1024 * 1024);
    const status = await statusOf(() =>
      action({ request: post("/auth/login", stream), params: {}, context: {} } as never),
    );
    expect(status).toBe(413);
    expect(api.calls).toEqual([]);
    // Stopped at the cap: at most one chunk read past 32 KB, never the megabyte.
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("refuses a declared oversize body without reading it", async () => {
    const { readFormData } = await import("~/platform/security.server");
    const { stream, pulled } = chunkedBody(1024 * 1024);
    const request = new Request("http://localhost/newsletter", {
      method: "POST",
      headers: { "Content-Length": String(1024 * 1024), "Content-Type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(await statusOf(() => readFormData(request))).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(16 * 1024);
  });

  it("caps logout, contact and newsletter the same way", async () => {
    const routes = [
      ["/auth/logout", await import("~/routes/auth.logout/route")],
      ["/resources/contact-us", await import("~/routes/_site.resources.contact-us/route")],
      ["/newsletter", await import("~/routes/newsletter/route")],
    ] as const;
    for (const [path, route] of routes) {
      const { stream } = chunkedBody(1024 * 1024);
      const status = await statusOf(() =>
        route.action({ request: post(path, stream), params: {}, context: {} } as never),
      );
      expect(status, path).toBe(413);
    }
  });

  it("answers 413 to a chunked beacon past 32 KB on /events", async () => {
    const { action } = await import("~/routes/events/route");
    const { stream, pulled } = chunkedBody(1024 * 1024);
    const request = post("/events", stream, "text/plain");
    request.headers.set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36");
    const status = await statusOf(() => action({ request, params: {}, context: {} } as never));
    expect(status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("gives each client (an IPv6 /64) a byte budget of beacons a minute", async () => {
    const { action, EVENT_BYTES_LIMIT } = await import("~/routes/events/route");
    const padding = "x".repeat(900);
    const events = Array.from({ length: 25 }, (_, i) => ({
      event_type: "click",
      page_url: `/p/${i}`,
      label: padding.slice(0, 200),
      referrer: padding,
    }));
    const body = JSON.stringify({ events });
    expect(body.length).toBeGreaterThan(25_000);
    const beacon = (clientAddress: string) => {
      const request = post("/events", new Response(body).body!, "text/plain");
      request.headers.set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36");
      return statusOf(() => action({ request, params: {}, context: { clientAddress } } as never));
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await beacon(`2001:db8:7:7::${i + 1}`));
    const fitting = Math.floor(EVENT_BYTES_LIMIT.limit / body.length);
    expect(statuses).toEqual([...Array<number>(fitting).fill(202), ...Array<number>(6 - fitting).fill(429)]);
    // Another address of the same /64 shares the budget; another /64 has its own.
    expect(await beacon("2001:db8:7:7:ffff::1")).toBe(429);
    expect(await beacon("2001:db8:7:8::1")).toBe(202);
  });

  it("still reads an ordinary form", async () => {
    const { readFormData } = await import("~/platform/security.server");
    const form = await readFormData(
      new Request("http://localhost/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=ama%40example.com&csrf=t",
      }),
    );
    expect(form.get("email")).toBe("ama@example.com");
  });
});
