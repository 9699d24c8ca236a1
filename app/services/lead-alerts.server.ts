import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/env.server";
import type { ReceivedLead } from "~/schemas/lead";
import { messageOf, Outbox, outboxStores, type Attempt } from "~/services/outbox.server";
import type { OutboxEntry } from "~/services/outbox-store.server";
import { composeLeadAlert } from "~/utils/lead-alert";

/**
 * The studio's e-mail alert for every new lead, sent over SMTP_URL from its own durable queue
 * (the outbox's `alerts`), off the visitor's request, retried with backoff while the mail server
 * is down or refuses our login (each failure logged and counted in outbox_failures_total).
 */

let transport: Transporter | undefined;

function mailer(): Transporter | null {
  const { SMTP_URL } = env();
  if (!SMTP_URL) return null;
  // Short timeouts: a silent server fails this try, and the queue's backoff tries again.
  transport ??= nodemailer.createTransport({
    url: SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return transport;
}

/** An SMTP failure's label: nodemailer's code (EAUTH, ECONNECTION, ETIMEDOUT, EENVELOPE…). */
function codeOf(error: unknown): string {
  const code = error && typeof error === "object" && "code" in error ? (error as { code: unknown }).code : undefined;
  return typeof code === "string" && /^[A-Z]{2,20}$/.test(code) ? code : "error";
}

async function sendAlert(entry: OutboxEntry<ReceivedLead>): Promise<Attempt> {
  const smtp = mailer();
  const { LEADS_EMAIL_TO, LEADS_EMAIL_FROM, SITE_URL } = env();
  if (!smtp || !LEADS_EMAIL_TO || !LEADS_EMAIL_FROM)
    return { result: "retry", reason: "SMTP_URL is not set", code: "unset" };
  const alert = composeLeadAlert(entry.payload.lead, {
    siteUrl: SITE_URL,
    receivedAt: new Date(entry.payload.receivedAt),
  });
  try {
    await smtp.sendMail({
      from: LEADS_EMAIL_FROM,
      to: LEADS_EMAIL_TO,
      replyTo: alert.replyTo,
      subject: alert.subject,
      text: alert.text,
      html: alert.html,
      // The same alert sent twice (a crash after the server took it) reads as one thread.
      messageId: `<lead-${entry.id}@studio-site>`,
    });
    return { result: "delivered" };
  } catch (error) {
    console.error(`Lead alert ${entry.id} not sent: ${messageOf(error)}`);
    return { result: "retry", reason: messageOf(error), code: codeOf(error) };
  }
}

let alerts: Outbox<ReceivedLead> | undefined;

function alertOutbox(): Outbox<ReceivedLead> {
  alerts ??= new Outbox<ReceivedLead>({
    queue: "alerts",
    stores: outboxStores("alerts"),
    deliver: sendAlert,
    backoff: { baseMs: 1_000, maxMs: 5 * 60_000 },
    log: console,
  });
  return alerts;
}

/** Stores the lead's alert (when SMTP_URL is set) and starts sending it, without waiting for it. */
export async function queueLeadAlert(received: ReceivedLead, id: string): Promise<void> {
  if (!env().SMTP_URL) return;
  const box = alertOutbox();
  const entry = await box.put(received, id);
  void box.attempt(entry);
}

export function startLeadAlerts(): void {
  if (!env().SMTP_URL) {
    console.info("SMTP_URL not set: no e-mail alerts for new leads (they still reach the API and the inbox)");
    return;
  }
  const box = alertOutbox();
  box.start(1_000);
  void box.refreshStats().catch(() => undefined);
  console.info(`Lead e-mail alerts to ${env().LEADS_EMAIL_TO} over ${new URL(env().SMTP_URL ?? "").host}`);
}
