/**
 * The reply clock (app/leads/reply-clock.server.ts) over the site's record of its leads, with a real
 * SMTP server (the smtp-server package) and the clock moved by the test: a contact left without a
 * reply past REPLY_REMINDER_MINUTES of working time sends the studio exactly one reminder, counted in
 * working hours only; answered or archived leads send none; and the dashboard's figures come from
 * known leads.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReceivedLead } from "~/schemas/lead";
import { freePort } from "./support/redis-server";
import { mailSettings, readableMail, type SmtpServer, startSmtpServer } from "./support/smtp-server";

const dataDir = mkdtempSync(path.join(tmpdir(), "reply-clock-"));
const received: string[] = [];
let smtp: SmtpServer | undefined;

let clock: typeof import("~/leads/reply-clock.server");
let pipeline: typeof import("~/leads/pipeline.server");
let outbox: typeof import("~/leads/lead-outbox.server");

beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtpServer(port, received, () => true);
  Object.assign(process.env, {
    ...mailSettings(port),
    DATA_DIR: dataDir,
    BUSINESS_HOURS: "Mon-Fri 08:00-18:00",
    REPLY_REMINDER_MINUTES: "60",
  });
  clock = await import("~/leads/reply-clock.server");
  pipeline = await import("~/leads/pipeline.server");
  outbox = await import("~/leads/lead-outbox.server");
});
afterAll(async () => {
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const at = (iso: string) => Date.parse(iso);

/** A contact message as the site's record keeps one the API took. */
function stored(id: string, name: string, when: string, reference: string) {
  const payload: ReceivedLead = {
    receivedAt: at(when),
    reference,
    lead: { kind: "contact", name, email: `${id}@example.com`, subject: "architecture", message: "A house." },
  };
  outbox.leadStore().writeJson("delivered", id, {
    id,
    payload,
    createdAt: at(when),
    attempts: 1,
    nextAttemptAt: 0,
    deliveredAt: at(when),
  });
}

const reminders = () => received.map(readableMail).filter((raw) => /^Subject: Waiting for a reply: /m.test(raw));

describe("the reminder", () => {
  it("goes once, after 60 working minutes; weekends and nights do not count; answered and archived leads get none", async () => {
    // Monday 30 November 2026, 09:00 in Accra (UTC).
    stored("lead-ama", "Ama Mensah", "2026-11-30T09:00:00Z", "AN-2611-0101");
    stored("lead-kofi", "Kofi Replied", "2026-11-30T09:00:00Z", "AN-2611-0102");
    stored("lead-esi", "Esi Archived", "2026-11-30T09:00:00Z", "AN-2611-0103");
    // Friday 27 November, 17:30: half an hour that day, the rest on Monday.
    stored("lead-yaw", "Yaw Friday", "2026-11-27T17:30:00Z", "AN-2611-0104");
    pipeline.noteReplied("contact-lead-kofi", at("2026-11-30T09:20:00Z"));
    pipeline.noteStatus("contact-lead-esi", "archived", at("2026-11-30T09:10:00Z"));

    // Saturday: Yaw has waited 30 working minutes.
    expect(await clock.remindWaitingLeads(at("2026-11-28T12:00:00Z"))).toBe(0);
    // Monday 08:29: Yaw 59 minutes.
    expect(await clock.remindWaitingLeads(at("2026-11-30T08:29:00Z"))).toBe(0);
    // Monday 08:31: Yaw 61 minutes.
    expect(await clock.remindWaitingLeads(at("2026-11-30T08:31:00Z"))).toBe(1);
    // 09:59: Ama 59 minutes; 10:01: 61.
    expect(await clock.remindWaitingLeads(at("2026-11-30T09:59:00Z"))).toBe(0);
    expect(await clock.remindWaitingLeads(at("2026-11-30T10:01:00Z"))).toBe(1);
    // An hour later nothing more: one reminder per lead.
    expect(await clock.remindWaitingLeads(at("2026-11-30T11:01:00Z"))).toBe(0);

    await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(2);
    const ama = reminders().find((raw) => raw.includes("Ama Mensah"));
    expect(ama).toMatch(/^Subject: Waiting for a reply: Ama Mensah \(AN-2611-0101\)\r?$/m);
    expect(ama).toMatch(/^To: studio@aniwa\.test\r?$/m);
    expect(ama).toContain("has waited 1 h 01 min of working time for a reply");
    expect(ama).toContain("https://aniwa.test/dashboard/inbox/?search=AN-2611-0101");
    expect(received.some((raw) => raw.includes("Kofi Replied") || raw.includes("Esi Archived"))).toBe(false);
    expect(pipeline.readPipeline("contact-lead-ama").events.map((event) => event.what)).toEqual([
      "Reminder sent: still waiting for a reply",
    ]);
  });
});

describe("the dashboard's figures", () => {
  it("count the leads waiting, the oldest wait, the median first reply this week and last, and the value won this month", async () => {
    // Last week (Monday 23 November): first replies after 30 and 90 working minutes.
    stored("lead-w1", "Week One", "2026-11-23T09:00:00Z", "AN-2611-0201");
    stored("lead-w2", "Week Two", "2026-11-23T10:00:00Z", "AN-2611-0202");
    pipeline.noteReplied("contact-lead-w1", at("2026-11-23T09:30:00Z"));
    pipeline.noteReplied("contact-lead-w2", at("2026-11-23T11:30:00Z"));
    // This week: Kofi (20 min, above). Won: 12,500 this month, 900.50 in October (not counted).
    pipeline.setStage("contact-lead-w1", "won", { value: 12_500 }, at("2026-11-25T12:00:00Z"));
    pipeline.setStage("contact-lead-w2", "won", { value: 900.5 }, at("2026-10-30T12:00:00Z"));

    const { siteLeads } = await import("~/leads/lead-record.server");
    const figures = clock.replyFigures(siteLeads(), at("2026-11-30T12:00:00Z"));
    // Ama (09:00 → 12:00: 180) and Yaw (Friday 30 + Monday 240: 270) wait; Esi is archived, Kofi answered.
    expect(figures.waiting).toBe(2);
    expect(figures.oldestWait).toBe(270);
    expect(figures.medianThisWeek).toBe(20);
    expect(figures.medianLastWeek).toBe(60);
    expect(figures.wonThisMonth).toBe(12_500);
  });
});
