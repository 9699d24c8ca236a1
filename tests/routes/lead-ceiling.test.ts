/**
 * The outbox's ceiling (OUTBOX_MAX_ENTRIES, README). With OUTBOX_MAX_ENTRIES=50 and the API stopped, fifty
 * visitors' messages are stored; the fifty-first, from a fifty-first address, gets the spec's
 * failure message with the form as typed, and nothing stored is touched; once the API is back the
 * fifty arrive, each once.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, vi } from "vitest";
import { parseHtml, valueOf } from "./support/html";
import { cookiesOf, useSite } from "./support/site";

const site = useSite({ env: { OUTBOX_MAX_ENTRIES: "50" } });
const CONTACT_FORM = /<form[^>]*id="contact-form"[\s\S]*?<\/form>/;

const pending = () =>
  readdirSync(path.join(site.siteDataDir, "outbox", "leads", "pending"))
    .filter((file) => file.endsWith(".json"))
    .sort();

function storedFrom(prefix: string): number {
  const db = new Database(path.join(site.dataDir, "studio.db"), { readonly: true });
  try {
    const row = db.prepare("SELECT COUNT(DISTINCT email) AS n FROM contact_messages WHERE email LIKE ?");
    return (row.get(`${prefix}%`) as { n: number }).n;
  } finally {
    db.close();
  }
}

test("at OUTBOX_MAX_ENTRIES the next visitor gets the failure message with the form kept; the fifty stored all arrive", async () => {
  const page = await site.request("/resources/contact-us", { clientAddress: "10.41.0.1" });
  const form = CONTACT_FORM.exec(await page.text())?.[0] ?? "";
  const honeypot = Object.fromEntries(
    [...form.matchAll(/<input\b[^>]*name="([^"]*__confirm)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  const send = (n: number) =>
    site.request("/resources/contact-us", {
      cookie: cookiesOf(page),
      clientAddress: `10.41.${Math.floor(n / 200)}.${(n % 200) + 1}`,
      form: {
        ...honeypot,
        name: `Visitor ${n}`,
        email: `ceiling-${n}@example.com`,
        subject: "architecture",
        message: `Message ${n} while the API is away`,
      },
    });

  await site.stopApi();
  const errors = vi.spyOn(console, "error");
  try {
    for (let n = 1; n <= 50; n++) {
      expect(await (await send(n)).text()).toContain("Message sent successfully!");
    }
    const stored = pending();
    expect(stored).toHaveLength(50);

    const refused = await send(51);
    const html = await refused.text();
    expect(html).toContain("Failed to send message. Please try again later.");
    const root = parseHtml(html);
    expect(valueOf(root, "name")).toBe("Visitor 51");
    expect(valueOf(root, "message")).toBe("Message 51 while the API is away");
    expect(pending()).toEqual(stored);
    // One line says the outbox is full (once a minute), not one per visitor.
    expect((await send(52)).status).toBe(refused.status);
    const full = errors.mock.calls.filter(([line]) => /outbox leads is full/.test(String(line)));
    expect(full).toHaveLength(1);
    expect(errors.mock.calls.filter(([line]) => /Contact message not sent/.test(String(line)))).toEqual([]);
  } finally {
    errors.mockRestore();
    await site.startApi();
  }
  await expect.poll(() => storedFrom("ceiling-"), { timeout: 30_000, interval: 250 }).toBe(50);
  await expect.poll(pending, { timeout: 5_000 }).toEqual([]);
  const db = new Database(path.join(site.dataDir, "studio.db"), { readonly: true });
  try {
    const rows = db.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE email LIKE 'ceiling-%'").get();
    expect(rows).toEqual({ n: 50 });
  } finally {
    db.close();
  }
}, 90_000);
