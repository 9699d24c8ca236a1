/**
 * Decision 010, DESIGN rule 9, on the built site in front of a real embedded API: a lead sent while
 * the API is stopped gets the spec's success message once it is stored in the outbox, and reaches
 * the API exactly once when it is back; a lead the API refuses for good is kept with the reason;
 * the dashboard says how many leads wait.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, test, vi } from "vitest";
import { cookiesOf, useSite } from "./support/site";

const site = useSite();
const SUCCESS = "Message sent successfully! We will get back to you within 24 hours.";

/** The honeypot's `__confirm` fields of the first form on `pagePath` whose tag matches `form`. */
async function honeypot(pagePath: string, form: RegExp, clientAddress: string) {
  const page = await site.request(pagePath, { clientAddress });
  const html = (await page.text()).match(form)?.[0] ?? "";
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*__confirm[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name) fields[name] = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
  }
  return { fields, cookie: cookiesOf(page) };
}

const CONTACT_FORM = /<form[^>]*id="contact-form"[\s\S]*?<\/form>/;
const FOOTER_FORM = /<form[^>]*action="\/newsletter"[\s\S]*?<\/form>/;

async function sendContact(message: string, clientAddress: string) {
  const { fields, cookie } = await honeypot("/resources/contact-us", CONTACT_FORM, clientAddress);
  return async () => {
    const response = await site.request("/resources/contact-us", {
      cookie,
      clientAddress,
      form: { ...fields, name: "Akosua Frimpong", email: "akosua@example.com", subject: "architecture", message },
    });
    return { status: response.status, html: await response.text() };
  };
}

function count(sql: string, value: string): number {
  const db = new Database(path.join(site.dataDir, "studio.db"), { readonly: true });
  try {
    return (db.prepare(sql).get(value) as { n: number }).n;
  } finally {
    db.close();
  }
}
const messages = (text: string) => count("SELECT COUNT(*) AS n FROM contact_messages WHERE message = ?", text);
const subscribers = (email: string) => count("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?", email);

const outboxFiles = (part: "pending" | "refused") =>
  readdirSync(path.join(site.siteDataDir, "outbox", "leads", part)).filter((file) => file.endsWith(".json"));

describe("leads while the studio API is stopped", () => {
  test("contact and sign-up get the success message, wait in the outbox (0600 files), and reach the API once when it is back", async () => {
    const contact = await sendContact("A house in Aburi, sent while the API was down", "10.25.0.1");
    const footer = await honeypot("/", FOOTER_FORM, "10.25.0.2");
    await site.stopApi();
    try {
      const sent = await contact();
      expect(sent.status).toBe(200);
      expect(sent.html).toContain(SUCCESS);
      expect(sent.html).not.toContain("Failed to send message");

      const signUp = await site.request("/newsletter", {
        cookie: footer.cookie,
        clientAddress: "10.25.0.2",
        form: { ...footer.fields, inline: "1", email: "down@example.com" },
      });
      expect(await signUp.json()).toEqual({ ok: true, message: "Thank you for subscribing!" });

      const pending = outboxFiles("pending");
      expect(pending).toHaveLength(2);
      for (const file of pending) {
        expect(statSync(path.join(site.siteDataDir, "outbox", "leads", "pending", file)).mode & 0o777).toBe(0o600);
      }
    } finally {
      await site.startApi();
    }
    await expect.poll(() => messages("A house in Aburi, sent while the API was down"), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => subscribers("down@example.com"), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => outboxFiles("pending"), { timeout: 5_000 }).toEqual([]);
  }, 60_000);

  test("while the lead waits the dashboard says so; a lead the API then refuses for good is kept with the reason and logged", async () => {
    const cookie = await site.signIn();
    const contact = await sendContact("Refused later: kept with the reason", "10.25.0.3");
    // The API answers everything but this call: a 503 is retried, and the lead waits.
    await site.injectFault({ path: "contacts/saleslist.php", method: "POST", status: 503 });
    const warned = vi.spyOn(console, "warn");
    try {
      expect((await contact()).html).toContain(SUCCESS);
      const dashboard = await (await site.request("/dashboard/admin/", { cookie })).text();
      expect(dashboard).toContain("1 lead is waiting to reach the studio API (oldest under a minute).");

      await site.clearFaults();
      await site.injectFault({ path: "contacts/saleslist.php", method: "POST", status: 422 });
      await expect.poll(() => outboxFiles("refused"), { timeout: 20_000 }).toHaveLength(1);
      const [file] = outboxFiles("refused");
      const kept = JSON.parse(readFileSync(path.join(site.siteDataDir, "outbox", "leads", "refused", file), "utf8"));
      expect(kept).toMatchObject({
        lastError: "Injected failure",
        payload: { lead: { kind: "contact", email: "akosua@example.com" } },
      });
      expect(warned.mock.calls.some(([line]) => /refused for good: Injected failure/.test(String(line)))).toBe(true);
      expect(outboxFiles("pending")).toEqual([]);
      expect(messages("Refused later: kept with the reason")).toBe(0);
      const after = await (await site.request("/dashboard/admin/", { cookie })).text();
      expect(after).not.toContain("waiting to reach the studio API");
    } finally {
      warned.mockRestore();
      await site.clearFaults();
    }
  }, 60_000);

  test("the embedded API keeps a repeated Idempotency-Key once and answers it again", async () => {
    const post = () =>
      site.api<{ status: number; message: string }>("contacts/saleslist.php", {
        method: "POST",
        headers: { "Idempotency-Key": "lead-key-repeat-1" },
        body: JSON.stringify({ name: "Yaw", email: "yaw@example.com", subject: "other", message: "Twice, kept once" }),
      });
    const first = await post();
    expect(await post()).toEqual(first);
    expect(messages("Twice, kept once")).toBe(1);
  });
});
