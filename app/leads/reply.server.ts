import { randomUUID } from "node:crypto";
import { acknowledgementId, acknowledgementSubject } from "~/leads/acknowledgement.server";
import { mailState, sendReply, type ReplyMail } from "~/leads/lead-alerts.server";
import { escapeHtml } from "~/leads/mail-text.server";
import { recordReply } from "~/leads/pipeline.server";
import { env } from "~/platform/env.server";
import { quotedMessage, subjectLabel, type LeadView } from "~/utils/leads";
import { STUDIO } from "~/utils/site";

/**
 * The studio's answer written on a lead's page and sent over SMTP: to the visitor, From the studio
 * (LEADS_EMAIL_FROM), Reply-To the studio (LEADS_EMAIL_TO), in the thread of the acknowledgement
 * the visitor was sent (same subject with 'Re:', In-Reply-To its Message-ID), with the visitor's
 * message quoted below. Stored in the mail queue `replies` before anything is said, so a mail
 * server away delays it and never loses it; recorded on the lead's timeline, and the lead moves to
 * Replied (pipeline.server.ts).
 */

/** Whether replies can be sent from the inbox (else the page keeps the `mailto:` and 'Mark as replied'). */
export const canReplyByMail = () => Boolean(env().SMTP_URL && env().LEADS_EMAIL_FROM && env().LEADS_EMAIL_TO);

export function composeReply(
  lead: LeadView & { kind: "contact" | "enquiry" },
  text: string,
  { reference, acknowledged }: { reference: string | null; acknowledged: string | null },
): ReplyMail {
  const subject = reference
    ? `Re: ${acknowledgementSubject(lead.kind, reference)}`
    : `Re: ${lead.kind === "enquiry" ? "Your enquiry" : subjectLabel(lead.subject) || "Your message"} — ${STUDIO.name}`;
  const body = [text.trim(), ...(lead.message ? ["", quotedMessage(lead)] : [])];
  const html = [
    ...text
      .trim()
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`),
    ...(lead.message
      ? [
          `<p>On ${escapeHtml(lead.created_at)} UTC, ${escapeHtml(lead.name ?? lead.email)} wrote:</p>`,
          `<blockquote>${escapeHtml(lead.message).replace(/\n/g, "<br>")}</blockquote>`,
        ]
      : []),
  ];
  return {
    to: lead.email,
    subject,
    text: body.join("\n"),
    html: html.join("\n"),
    ...(acknowledged ? { inReplyTo: acknowledged } : {}),
  };
}

/**
 * Sends the admin's reply to the lead kept under `key` (its site id `siteId`, when the site received
 * it): stored, tried, recorded. Resolves to whether the mail server took it already.
 */
export async function replyToLead(
  lead: LeadView & { kind: "contact" | "enquiry" },
  text: string,
  { key, siteId, reference }: { key: string; siteId: string | null; reference: string | null },
): Promise<"sent" | "queued"> {
  // Threaded on the acknowledgement only when one went out (or waits to): a reply to nothing starts its own thread.
  const acknowledged = siteId && mailState("acks", siteId).state !== "unknown" ? acknowledgementId(siteId) : null;
  const id = randomUUID();
  return sendReply(composeReply(lead, text, { reference, acknowledged }), id, () =>
    recordReply(key, { id, at: Date.now(), text: text.trim() }, lead.email),
  );
}
