import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, test, vi } from "vitest";
import { cookiesOf, useSite } from "./support/site";

/**
 * The embedded API's `delayMs` fault (studio-api/faults.ts sleeps with node:timers/promises, the
 * only module here that does) holds a call until the test releases it, not for a fixed time.
 */
const holds = vi.hoisted(() => ({ waiting: [] as Array<() => void> }));
vi.mock("node:timers/promises", async (importOriginal) => ({
  ...(await importOriginal<typeof import("node:timers/promises")>()),
  setTimeout: () => new Promise<void>((release) => holds.waiting.push(release)),
}));

const site = useSite();

const SUCCESS = "Message sent successfully! We will get back to you within 24 hours.";

/** The hidden inputs and the honeypot's `__confirm` field of the page's contact form (no CSRF token: decision 007). */
function hiddenFields(html: string): Record<string, string> {
  const form = /<form[^>]*id="contact-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (!name || !(/\btype="hidden"/.test(input) || name.endsWith("__confirm"))) continue;
    fields[name] = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
  }
  return fields;
}

describe("contact form", () => {
  test("the honeypot: a filled hidden field is refused, the same post left empty goes through", async () => {
    const clientAddress = "10.7.0.1";
    const page = await site.request("/resources/contact-us", { clientAddress });
    const cookie = cookiesOf(page);
    const fields = {
      ...hiddenFields(await page.text()),
      name: "Ama Mensah",
      email: "ama@example.com",
      subject: "architecture",
      message: "Sent by the honeypot test",
    };
    expect(Object.keys(fields)).toContain("name__confirm");
    expect(Object.keys(fields)).not.toContain("csrf");

    const bot = await site.request("/resources/contact-us", {
      cookie,
      clientAddress,
      form: { ...fields, name__confirm: "I am a bot" },
    });
    expect(bot.status).toBe(400);
    expect(await bot.text()).toContain("Form not submitted properly");

    const person = await site.request("/resources/contact-us", { cookie, clientAddress, form: fields });
    expect(person.status).toBe(200);
    expect(await person.text()).toContain(SUCCESS);
  });
});

describe("contact form: upstream failures", () => {
  const PATH = "contacts/saleslist.php";

  /** Posts a complete message as a browser without scripts would and returns the page it gets. */
  async function send(message: string, clientAddress: string): Promise<{ status: number; html: string }> {
    const page = await site.request("/resources/contact-us", { clientAddress });
    const form = { ...hiddenFields(await page.text()), name: "Kofi Boateng", email: "kofi@example.com" };
    const response = await site.request("/resources/contact-us", {
      cookie: cookiesOf(page),
      clientAddress,
      form: { ...form, subject: "staging", message },
    });
    return { status: response.status, html: await response.text() };
  }

  /** Rows of contact_messages with this message text, as the API stored them. */
  function stored(message: string): number {
    const db = new Database(path.join(site.dataDir, "studio.db"), { readonly: true });
    try {
      return (db.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE message = ?").get(message) as { n: number })
        .n;
    } finally {
      db.close();
    }
  }

  // DESIGN rule 9: an answer the site cannot use is not the visitor's problem. The message is in
  // the outbox; the retry carries the same Idempotency-Key, so the API keeps it once.
  test("an unreadable answer: the success message, and the message reaches the API once", async () => {
    await site.injectFault({ path: PATH, malformed: true, times: 1 });
    const { status, html } = await send("Staging for a villa", "10.7.0.2");
    expect(status).toBe(200);
    expect(html).toContain(SUCCESS);
    await expect.poll(() => stored("Staging for a villa"), { timeout: 15_000 }).toBe(1);
  });

  test("no answer within 3 s: the success message at once; the late answer and the retry make one row", async () => {
    // The API's side of each call to PATH (Node's http server reports every request it starts).
    const calls: ServerResponse[] = [];
    const onRequest = (message: unknown) => {
      const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
      if (request.url?.replace(/^\/+/, "").startsWith(PATH)) calls.push(response);
    };
    subscribe("http.server.request.start", onRequest);
    try {
      await site.injectFault({ path: PATH, delayMs: 5_000, times: 1 });
      const started = Date.now();
      const { html } = await send("Staging, slowly", "10.7.0.3");
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(html).toContain(SUCCESS);
      await expect.poll(() => stored("Staging, slowly"), { timeout: 15_000 }).toBe(1);
      // The first call, held by the fault until now, reaches the API after the retry did: still one row.
      expect(holds.waiting).toHaveLength(1);
      const late = calls[0];
      // Dropped (its caller gave up: the API writes nothing once the sleep ends), or answered after its write.
      const dropped = late.destroyed;
      holds.waiting.splice(0).forEach((release) => release());
      if (!dropped) await vi.waitFor(() => expect(late.writableFinished).toBe(true), { timeout: 10_000 });
      expect(stored("Staging, slowly")).toBe(1);
    } finally {
      unsubscribe("http.server.request.start", onRequest);
    }
  }, 30_000);
});

describe("analytics beacon", () => {
  interface EventRow {
    page_url: string;
  }
  const count = async (search: string, eventType?: string) => {
    const query = new URLSearchParams({ limit: "200", search });
    if (eventType) query.set("event_type", eventType);
    return (await site.api<{ data: EventRow[] }>(`analytics/track-views.php?${query}`)).data.length;
  };

  test("bots are not counted, and the beacon route takes events from our own pages only", async () => {
    const mark = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const bot = await site.request(`/resources/about-us?t=${mark}-bot`, {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    });
    expect(bot.ok).toBe(true);
    const beacon = (page_url: string, headers: Record<string, string> = {}) =>
      site.request("/events", {
        method: "POST",
        body: JSON.stringify({ events: [{ event_type: "click", page_url, label: "Start Your Project" }] }),
        headers: { "Content-Type": "text/plain;charset=UTF-8", ...headers },
      });
    expect((await beacon(`/?t=${mark}-crosssite`, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await beacon(`/dashboard/analytics/?t=${mark}-admin`)).status).toBe(202);
    expect((await beacon(`/?t=${mark}-clicked`)).status).toBe(202);
    const nonsense = await site.request("/events", {
      method: "POST",
      body: "{nonsense",
      headers: { "Content-Type": "text/plain" },
    });
    expect(nonsense.status).toBe(400);

    await expect.poll(() => count(`${mark}-clicked`, "click")).toBe(1);
    // Events go out in the order they were queued, one batch after another: once an event queued
    // after all of them has arrived, a stray bot view or admin event would have arrived too.
    const fence = `fence-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    expect((await beacon(`/?t=${fence}`)).status).toBe(202);
    await expect.poll(() => count(fence, "click")).toBe(1);
    expect(await count(mark)).toBe(1);
  });
});
