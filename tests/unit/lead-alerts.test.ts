/**
 * The studio's e-mail alert for a new lead (app/leads/lead-alerts.server.ts), sent to a real
 * SMTP server (the smtp-server package) on a loopback port: what arrives (Reply-To the visitor,
 * subject, the enquiry's lines and GHS total, the inbox link), a server that is down and then up
 * (delivered once), and a login the server refuses (logged, retried, counted on /metrics).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ReceivedLead } from "~/schemas/lead";
import { waitingIn } from "./support/outbox-folder";
import { freePort } from "./support/redis-server";
import { mailSettings, readableMail, type SmtpServer, startSmtpServer } from "./support/smtp-server";

const dataDir = mkdtempSync(path.join(tmpdir(), "lead-alerts-"));
const received: string[] = [];
let acceptLogin = true;
let server: SmtpServer | undefined;
let port = 0;

async function startSmtp(): Promise<void> {
  server = await startSmtpServer(port, received, () => acceptLogin);
}

const stopSmtp = async () => server?.close();

let alerts: typeof import("~/leads/lead-alerts.server");
let metrics: typeof import("~/platform/metrics.server");

beforeAll(async () => {
  port = await freePort();
  Object.assign(process.env, { ...mailSettings(port), DATA_DIR: dataDir });
  alerts = await import("~/leads/lead-alerts.server");
  metrics = await import("~/platform/metrics.server");
  alerts.startLeadAlerts();
});
afterAll(async () => {
  await stopSmtp();
  rmSync(dataDir, { recursive: true, force: true });
});

const enquiry = (email: string): ReceivedLead => ({
  receivedAt: Date.now(),
  lead: {
    kind: "enquiry",
    name: "Kofi Boateng",
    email,
    subject: "product-design",
    message: "Order enquiry from the shop: 3 items\n\nNote:\nDelivery before Easter, please",
    lines: [
      { id: 1, name: "Adinkra Oak Lounge Chair", sku: "AOC-1", quantity: 2, unitPrice: 2400, lineTotal: 4800 },
      { id: 7, name: "Kente <Throw>", sku: "", quantity: 1, unitPrice: 350.5, lineTotal: 350.5 },
    ],
    total: 5150.5,
  },
});

const about = (email: string) => received.filter((raw) => raw.includes(email));

/** Failed tries of the alerts queue with this code (any code when none is given). */
async function failures(code?: string): Promise<number> {
  const values = (await metrics.registry.getSingleMetric("outbox_failures_total")?.get())?.values ?? [];
  return values
    .filter((value) => value.labels.queue === "alerts" && (!code || value.labels.code === code))
    .reduce((sum, value) => sum + value.value, 0);
}

describe("lead e-mail alerts over SMTP", () => {
  it("an enquiry's alert: Reply-To the visitor, subject, every line, the GHS total and the inbox link", async () => {
    await startSmtp();
    await alerts.queueLeadAlert(enquiry("kofi@example.com"), "lead-delivered-1");
    await expect.poll(() => about("kofi@example.com").length, { timeout: 15_000 }).toBe(1);
    const mail = readableMail(about("kofi@example.com")[0]);
    expect(mail).toMatch(/^Reply-To: kofi@example\.com\r?$/m);
    expect(mail).toMatch(/^To: studio@aniwa\.test\r?$/m);
    expect(mail).toMatch(/^Subject: Order enquiry from Kofi Boateng\r?$/m);
    expect(mail).toContain("- Adinkra Oak Lounge Chair (SKU AOC-1): 2 × GHS 2,400.00 = GHS 4,800.00");
    expect(mail).toContain("- Kente <Throw>: 1 × GHS 350.50 = GHS 350.50");
    expect(mail).toContain("Total: GHS 5,150.50");
    expect(mail).toContain("<td>Kente &lt;Throw&gt;</td>");
    expect(mail).toContain("Delivery before Easter, please");
    expect(mail).toContain("https://aniwa.test/dashboard/inbox/?search=kofi%40example.com");
  });

  it("a mail server that is down: the alert waits, then arrives once when it is back", async () => {
    await stopSmtp();
    await alerts.queueLeadAlert(enquiry("ama@example.com"), "lead-down-then-up");
    await expect.poll(() => failures(), { timeout: 10_000 }).toBeGreaterThan(0);
    await startSmtp();
    await expect.poll(() => about("ama@example.com").length, { timeout: 20_000 }).toBe(1);
    // Nothing left to try again (an alert leaves the folder once its sending is recorded): still one.
    await expect.poll(() => waitingIn(path.join(dataDir, "outbox", "alerts")), { timeout: 20_000 }).toEqual([]);
    expect(about("ama@example.com")).toHaveLength(1);
  }, 40_000);

  it("a refused login is logged, retried and counted on /metrics; once accepted the alert goes", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    acceptLogin = false;
    await alerts.queueLeadAlert(enquiry("esi@example.com"), "lead-bad-login");
    await expect.poll(() => failures("EAUTH"), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(logged.mock.calls.some(([line]) => String(line).includes("E-mail alert lead-bad-login not sent"))).toBe(
      true,
    );
    expect(await metrics.registry.metrics()).toMatch(/outbox_failures_total\{queue="alerts",code="EAUTH"\} [1-9]/);
    acceptLogin = true;
    await expect.poll(() => about("esi@example.com").length, { timeout: 20_000 }).toBe(1);
    logged.mockRestore();
  }, 45_000);

  it("a name holding an encoded word (RFC 2047) reaches the Subject encoded: the studio reads what was typed", async () => {
    const typed = "=?utf-8?Q?Ama=0D=0ABcc:_all@aniwa.test?=";
    await alerts.queueLeadAlert(
      {
        receivedAt: Date.now(),
        lead: { kind: "contact", name: typed, email: "forged@example.com", subject: "other", message: "Hello" },
      },
      "lead-encoded-word",
    );
    await expect.poll(() => about("forged@example.com").length, { timeout: 15_000 }).toBe(1);
    const raw = about("forged@example.com")[0];
    const subject = /^Subject:(.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
    expect(subject).not.toContain(typed);
    const shown = [...subject.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/g)]
      .map((word) => Buffer.from(word[1], "base64").toString("utf8"))
      .join("");
    expect(shown).toBe(`Contact message from ${typed}`);
    expect(raw).not.toMatch(/^Bcc:/m);
  });

  it("a message that is not a lead's alert (a sign-in notice) goes through the same queue, once", async () => {
    await alerts.queueStudioMail(
      { subject: "New sign-in to the studio admin", text: "Signed in from 10.0.0.9" },
      "notice-1",
    );
    await expect
      .poll(() => received.filter((raw) => raw.includes("Signed in from 10.0.0.9")).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const mail = received.find((raw) => raw.includes("Signed in from 10.0.0.9")) ?? "";
    expect(mail).toMatch(/^To: studio@aniwa\.test\r?$/m);
    expect(mail).toMatch(/^Message-ID: <mail-notice-1@studio-site>\r?$/m);
  });
});
