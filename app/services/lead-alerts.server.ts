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

/**
 * A message for the studio that is not a lead's alert (issue 39's sign-in notice): sent through
 * the same durable queue, to `to` (default LEADS_EMAIL_TO) from LEADS_EMAIL_FROM.
 */
export interface StudioMail {
  to?: string;
  subject: string;
  text: string;
  html?: string;
}

/** What the alerts queue holds: a lead's alert (the lead as received) or a plain message. */
export type AlertPayload = ReceivedLead | { mail: StudioMail };

async function sendAlert(entry: OutboxEntry<AlertPayload>): Promise<Attempt> {
  const smtp = mailer();
  const { LEADS_EMAIL_TO, LEADS_EMAIL_FROM, SITE_URL } = env();
  if (!smtp || !LEADS_EMAIL_TO || !LEADS_EMAIL_FROM)
    return { result: "retry", reason: "SMTP_URL is not set", code: "unset" };
  const { payload } = entry;
  const message =
    "mail" in payload
      ? { ...payload.mail, to: payload.mail.to ?? LEADS_EMAIL_TO, messageId: `<mail-${entry.id}@studio-site>` }
      : {
          ...composeLeadAlert(payload.lead, { siteUrl: SITE_URL, receivedAt: new Date(payload.receivedAt) }),
          to: LEADS_EMAIL_TO,
          // The same alert sent twice (a crash after the server took it) reads as one thread.
          messageId: `<lead-${entry.id}@studio-site>`,
        };
  try {
    await smtp.sendMail({
      from: LEADS_EMAIL_FROM,
      to: message.to,
      replyTo: "replyTo" in message ? message.replyTo : undefined,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
    });
    return { result: "delivered" };
  } catch (error) {
    console.error(`Lead alert ${entry.id} not sent: ${messageOf(error)}`);
    return { result: "retry", reason: messageOf(error), code: codeOf(error) };
  }
}

let alerts: Outbox<AlertPayload> | undefined;

function alertOutbox(): Outbox<AlertPayload> {
  alerts ??= new Outbox<AlertPayload>({
    queue: "alerts",
    stores: outboxStores("alerts"),
    deliver: sendAlert,
    backoff: { baseMs: 1_000, maxMs: 5 * 60_000 },
    log: console,
  });
  return alerts;
}

/** Stores `payload` in the alerts queue under `id` and starts sending it, without waiting for it. */
async function queue(payload: AlertPayload, id?: string): Promise<void> {
  if (!env().SMTP_URL) return;
  const box = alertOutbox();
  const entry = await box.put(payload, id);
  void box.attempt(entry);
}

/** Stores the lead's alert (when SMTP_URL is set) and starts sending it, without waiting for it. */
export function queueLeadAlert(received: ReceivedLead, id: string): Promise<void> {
  return queue(received, id);
}

/** Stores a message for the studio (when SMTP_URL is set) and starts sending it; retried while SMTP fails. */
export function queueStudioMail(mail: StudioMail, id?: string): Promise<void> {
  return queue({ mail }, id);
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
