import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/platform/env.server";
import { everyMinute } from "~/leads/outbox-log.server";
import { messageOf, Outbox, type Attempt } from "~/leads/outbox.server";
import {
  acknowledgementId,
  caseStudiesFor,
  composeAcknowledgement,
  mayAcknowledge,
  replyPromise,
} from "~/leads/acknowledgement.server";
import { adoptRedisEntries, outboxStore, type OutboxEntry } from "~/leads/outbox-store.server";
import { CONTACT_SUBJECTS } from "~/schemas/contact";
import type { Lead, ReceivedLead } from "~/schemas/lead";
import { formatMoney } from "~/vocabulary/money";
import { escapeHtml } from "~/leads/mail-text.server";

/**
 * The studio's e-mail alert for every new lead, sent over SMTP_URL from its own durable queue
 * (the outbox's `alerts`), off the visitor's request, retried with backoff while the mail server
 * is down or refuses our login (each failure logged and counted in outbox_failures_total).
 */

/**
 * The e-mail that tells the studio about a new lead: Reply-To the visitor, a subject naming the
 * kind and the person, plain text and simple HTML (every value escaped), an enquiry's lines and
 * GHS total, and a link to the lead in the admin inbox when the site's address is known.
 */

export interface LeadAlert {
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

const KIND_LABEL = { contact: "Contact message", enquiry: "Order enquiry", newsletter: "Newsletter sign-up" } as const;

/** Header values never carry a line break (no header injection through a name). */
export const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

/** Where the admin finds a lead from a mail: the inbox searched by its address or reference (no id is known yet). */
export function inboxLink(siteUrl: string, search: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/dashboard/inbox/?search=${encodeURIComponent(search)}`;
}

export function composeLeadAlert(
  lead: Lead,
  { siteUrl, receivedAt }: { siteUrl?: string; receivedAt: Date },
): LeadAlert {
  const who = lead.kind === "newsletter" ? lead.email : `${lead.name} <${lead.email}>`;
  const subject = oneLine(`${KIND_LABEL[lead.kind]} from ${lead.kind === "newsletter" ? lead.email : lead.name}`);
  const rows: [string, string][] = [["From", who]];
  if (lead.kind !== "newsletter") {
    const topic = CONTACT_SUBJECTS.find((option) => option.value === lead.subject)?.label ?? lead.subject;
    rows.push(["Project type", topic]);
  }
  rows.push(["Received", receivedAt.toISOString().replace("T", " ").slice(0, 16) + " UTC"]);
  const link = siteUrl ? inboxLink(siteUrl, lead.email) : null;

  const text: string[] = [`${KIND_LABEL[lead.kind]}`, "", ...rows.map(([k, v]) => `${k}: ${v}`)];
  const html: string[] = [
    `<h2>${escapeHtml(KIND_LABEL[lead.kind])}</h2>`,
    `<p>${rows.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join("<br>")}</p>`,
  ];

  if (lead.kind === "enquiry") {
    text.push("", "Lines:");
    for (const line of lead.lines) {
      text.push(
        `- ${line.name}${line.sku ? ` (SKU ${line.sku})` : ""}: ${line.quantity} × ${formatMoney(line.unitPrice)} = ${formatMoney(line.lineTotal)}`,
      );
    }
    text.push(`Total: ${formatMoney(lead.total)}`);
    const cells = (values: string[], tag = "td") => values.map((v) => `<${tag}>${escapeHtml(v)}</${tag}>`).join("");
    html.push(
      '<table border="1" cellpadding="4" cellspacing="0">',
      `<tr>${cells(["Product", "Quantity", "Unit price", "Line total"], "th")}</tr>`,
      ...lead.lines.map(
        (line) =>
          `<tr>${cells([line.name, String(line.quantity), formatMoney(line.unitPrice), formatMoney(line.lineTotal)])}</tr>`,
      ),
      `<tr><th colspan="3">Total</th><th>${escapeHtml(formatMoney(lead.total))}</th></tr>`,
      "</table>",
    );
  }
  if (lead.kind !== "newsletter") {
    text.push("", "Message:", lead.message);
    html.push(`<p><strong>Message:</strong></p><p>${escapeHtml(lead.message).replace(/\n/g, "<br>")}</p>`);
  }
  if (link) {
    text.push("", `In the inbox: ${link}`);
    html.push(`<p><a href="${escapeHtml(link)}">Open in the inbox</a></p>`);
  }
  text.push("", "Reply to this e-mail to answer the visitor.");
  return { replyTo: lead.email, subject, text: text.join("\n"), html: html.join("\n") };
}

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
 * A header value as the visitor typed it, never read as MIME: text holding an encoded word
 * (`=?utf-8?Q?…?=`, RFC 2047) goes out encoded itself (base64 words of at most 45 bytes each,
 * split between characters), so a mail client shows the characters typed, not what they decode
 * to. Other text is left to nodemailer, which encodes what is not ASCII.
 */
export function headerText(value: string): string {
  if (!value.includes("=?")) return value;
  const words: string[] = [];
  let chunk = "";
  for (const char of value) {
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString("base64")}?=`).join(" ");
}

/**
 * A message for the studio that is not a lead's alert (the sign-in notice, sign-in-notice.server.ts): sent through
 * the same durable queue, once, to `to` (default LEADS_EMAIL_TO) from LEADS_EMAIL_FROM.
 */
export interface StudioMail {
  to?: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * What the mail queues hold: a lead's alert (the lead as received), a plain message for the studio,
 * or a visitor's acknowledgement (the lead as received, composed when sent, with the case studies of
 * that moment).
 */
export type AlertPayload = ReceivedLead | { mail: StudioMail } | { ack: ReceivedLead } | { reply: ReplyMail };

/**
 * The studio's answer to a visitor, written on the lead's page (reply.server.ts): to the visitor,
 * Reply-To the studio, in the thread its acknowledgement started when it had one.
 */
export interface ReplyMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The acknowledgement's Message-ID, when the visitor was sent one. */
  inReplyTo?: string;
}

/** The message an entry sends, or null when there is nothing to send (an acknowledgement of a sign-up). */
async function mailFor(entry: OutboxEntry<AlertPayload>, studio: string) {
  const { payload } = entry;
  if ("mail" in payload)
    return { ...payload.mail, to: payload.mail.to ?? studio, messageId: `<mail-${entry.id}@studio-site>` };
  if ("reply" in payload) {
    const { inReplyTo, ...reply } = payload.reply;
    const thread = inReplyTo ? { inReplyTo, references: inReplyTo } : {};
    return { ...reply, ...thread, replyTo: studio, messageId: `<reply-${entry.id}@studio-site>` };
  }
  if ("ack" in payload) {
    const ack = composeAcknowledgement(payload.ack, {
      caseStudies: await caseStudiesFor(payload.ack),
      ...replyPromise(new Date(payload.ack.receivedAt)),
    });
    // From the studio, Reply-To the studio: the visitor's answer reaches the inbox the alerts go to.
    return ack ? { ...ack, replyTo: studio, messageId: acknowledgementId(entry.id) } : null;
  }
  return {
    ...composeLeadAlert(payload.lead, { siteUrl: env().SITE_URL, receivedAt: new Date(payload.receivedAt) }),
    to: studio,
    // The lead's own id: a copy sent again (a crash after the server took it) reads as one thread.
    messageId: `<lead-${entry.id}@studio-site>`,
  };
}

async function sendAlert(entry: OutboxEntry<AlertPayload>): Promise<Attempt> {
  const smtp = mailer();
  const { LEADS_EMAIL_TO, LEADS_EMAIL_FROM } = env();
  if (!smtp || !LEADS_EMAIL_TO || !LEADS_EMAIL_FROM)
    return { result: "retry", reason: "SMTP_URL is not set", code: "unset" };
  const message = await mailFor(entry, LEADS_EMAIL_TO);
  if (!message) return { result: "refused", reason: "nothing to send" };
  try {
    await smtp.sendMail({
      from: LEADS_EMAIL_FROM,
      to: message.to,
      replyTo: "replyTo" in message ? message.replyTo : undefined,
      // Encoded by us (RFC 2047), never passed on as typed: a visitor's '=?…?=' stays text.
      subject: headerText(message.subject),
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      ...("inReplyTo" in message ? { inReplyTo: message.inReplyTo, references: message.references } : {}),
    });
    return { result: "delivered" };
  } catch (error) {
    const what = "ack" in entry.payload ? "Acknowledgement" : "reply" in entry.payload ? "Reply" : "E-mail alert";
    everyMinute(`alerts:${codeOf(error)}`, () => console.error(`${what} ${entry.id} not sent: ${messageOf(error)}`));
    return { result: "retry", reason: messageOf(error), code: codeOf(error) };
  }
}

/**
 * Three queues, one sender: `alerts` for the leads' alerts, under the leads' ceiling (a mail server
 * away for long cannot fill the disk); `notices` for the studio's own mail (sign-in notices, a
 * locked code step), under a ceiling of its own, so that no number of visitors' leads waiting for
 * the mail server can crowd a security notice out (only a signed-in administrator, or someone who
 * has the password, makes a notice); `acks` for the visitors' acknowledgements, under the same small
 * ceiling (ACKNOWLEDGEMENTS_PER_DAY bounds them first); `replies` for the studio's answers written in
 * the inbox (only a signed-in administrator makes them), under that ceiling too.
 */
const NOTICES_LIMITS = { maxEntries: 2_000, maxBytes: 8 * 1024 * 1024 };
type MailQueue = "alerts" | "notices" | "acks" | "replies";
const outboxes = new Map<MailQueue, Outbox<AlertPayload>>();

function mailOutbox(queue: MailQueue): Outbox<AlertPayload> {
  let box = outboxes.get(queue);
  if (!box) {
    box = new Outbox<AlertPayload>({
      queue,
      store: outboxStore(queue),
      deliver: sendAlert,
      backoff: { baseMs: 1_000, maxMs: 5 * 60_000 },
      log: console,
      // A sent message stays a week as its sent mark (and for whoever asks what was sent).
      retentionMs: 7 * 24 * 60 * 60_000,
      limits:
        queue === "alerts"
          ? { maxEntries: env().OUTBOX_MAX_ENTRIES, maxBytes: env().OUTBOX_MAX_BYTES }
          : NOTICES_LIMITS,
    });
    outboxes.set(queue, box);
  }
  return box;
}

/** Stores `payload` in `queue` under `id` and starts sending it, without waiting for it. */
async function queue(queue: MailQueue, payload: AlertPayload, id?: string): Promise<void> {
  if (!env().SMTP_URL) return;
  const box = mailOutbox(queue);
  const entry = await box.put(payload, id);
  void box.attempt(entry);
}

/** Stores the lead's alert (when SMTP_URL is set) and starts sending it, without waiting for it. */
export function queueLeadAlert(received: ReceivedLead, id: string): Promise<void> {
  return queue("alerts", received, id);
}

/** Stores the visitor's acknowledgement when one may be sent (acknowledgement.server.ts, mayAcknowledge) and starts sending it. */
export async function queueAcknowledgement(received: ReceivedLead, id: string): Promise<void> {
  if (await mayAcknowledge(received)) await queue("acks", { ack: received }, id);
}

/** How long the admin's request waits for the mail server to take a reply before saying it is queued. */
const REPLY_WAIT_MS = 8_000;

/**
 * Stores the reply durably, calls `stored`, then tries to send it for up to REPLY_WAIT_MS: "sent" once the mail
 * server took it, "queued" when it is left to the worker (the server is down, slow or refuses).
 */
export async function sendReply(reply: ReplyMail, id: string, stored: () => void): Promise<"sent" | "queued"> {
  const box = mailOutbox("replies");
  const entry = await box.put({ reply }, id);
  stored();
  const waited = new Promise<"queued">((resolve) => setTimeout(resolve, REPLY_WAIT_MS, "queued").unref());
  const tried = box.attempt(entry).then((outcome) => (outcome.result === "delivered" ? "sent" : "queued"));
  return Promise.race([tried, waited]);
}

/** Where a mail of `queue` is: taken by the mail server (and when), still waiting (with the last failure), or unknown. */
export interface MailState {
  state: "sent" | "waiting" | "unknown";
  at: number | null;
  reason: string | null;
}

export function mailState(queue: "acks" | "replies", id: string): MailState {
  const store = outboxStore(queue);
  const sent = store.readJson<OutboxEntry<AlertPayload>>("delivered", id);
  if (sent) return { state: "sent", at: sent.deliveredAt ?? null, reason: null };
  const waiting = store.readJson<OutboxEntry<AlertPayload>>("pending", id);
  if (waiting) return { state: "waiting", at: null, reason: waiting.lastError ?? null };
  return { state: "unknown", at: null, reason: null };
}

/** Stores a message for the studio (when SMTP_URL is set) in its own queue; sent once, retried while SMTP fails. */
export function queueStudioMail(mail: StudioMail, id?: string): Promise<void> {
  return queue("notices", { mail }, id);
}

export function startLeadAlerts(): void {
  if (!env().SMTP_URL) {
    console.info("SMTP_URL not set: no e-mail alerts for new leads (they still reach the API and the inbox)");
    return;
  }
  void adoptRedisEntries("alerts", outboxStore("alerts")).finally(() => mailOutbox("alerts").start(1_000));
  mailOutbox("notices").start(1_000);
  mailOutbox("acks").start(1_000);
  mailOutbox("replies").start(1_000);
  console.info(`Lead e-mail alerts to ${env().LEADS_EMAIL_TO} over ${new URL(env().SMTP_URL ?? "").host}`);
}

/** Stops the mail queues' workers (a test's end): resolves once their ticks have ended. */
export async function stopLeadAlerts(): Promise<void> {
  await Promise.all([...outboxes.values()].map((box) => box.stop()));
}
