import { createHash } from "node:crypto";
import { env } from "~/platform/env.server";
import { rateLimit } from "~/platform/rate-limit.server";
import type { ReceivedLead } from "~/schemas/lead";
import { listProjects } from "~/services/projects.server";
import { contactSubjectFor, projectPagePath } from "~/utils/project-page";
import { STUDIO } from "~/utils/site";
import { CONTACT_SUBJECTS } from "~/vocabulary/contact-subjects";
import { formatMoney } from "~/vocabulary/money";
import { afterWorkingMinutes, describeHours, parseBusinessHours, studioMoment } from "~/leads/business-hours.server";
import { escapeHtml } from "~/leads/mail-text.server";

/**
 * The e-mail a visitor gets from the studio after a contact message or an enquiry: the reference
 * the page showed, what the studio received (the message, or the enquiry's lines and total in GHS),
 * by when to expect an answer (REPLY_WITHIN_MINUTES of BUSINESS_HOURS), and two or three of the
 * studio's case studies of the kind of project asked about. Sent over SMTP from its own durable
 * queue (lead-alerts.server.ts, `acks`), off the visitor's request. Its Message-ID starts the thread
 * the studio's answers join.
 */

export interface CaseStudyLink {
  title: string;
  place: string;
  url: string;
}

export interface Acknowledgement {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The Message-ID of a lead's acknowledgement: the studio's replies name it, so a mail client threads them. */
export const acknowledgementId = (leadId: string) => `<ack-${leadId}@studio-site>`;

/** The acknowledgement's subject, which the studio's replies answer ('Re: …'). */
export const acknowledgementSubject = (kind: "contact" | "enquiry", reference: string) =>
  `We have ${kind === "enquiry" ? "your enquiry" : "your message"}: ${reference}`;

export function composeAcknowledgement(
  received: ReceivedLead,
  { caseStudies, replyBy, hours }: { caseStudies: readonly CaseStudyLink[]; replyBy: Date; hours: string },
): Acknowledgement | null {
  const { lead, reference } = received;
  if (lead.kind === "newsletter" || !reference) return null;
  const first = lead.name.split(/\s+/)[0] || lead.name;
  const topic = CONTACT_SUBJECTS.find((option) => option.value === lead.subject)?.label ?? lead.subject;
  const what = lead.kind === "enquiry" ? "your enquiry" : "your message";
  const text: string[] = [
    `Dear ${first},`,
    "",
    `Thank you for ${what}. Your reference is ${reference}: quote it if you write or call.`,
    "",
    `We answer within ${replyWithinWords()} of our working hours (${hours}, Accra time): expect our reply by ${studioMoment(replyBy)}.`,
  ];
  const html: string[] = [
    `<p>Dear ${escapeHtml(first)},</p>`,
    `<p>Thank you for ${what}. Your reference is <strong>${escapeHtml(reference)}</strong>: quote it if you write or call.</p>`,
    `<p>We answer within ${escapeHtml(replyWithinWords())} of our working hours (${escapeHtml(hours)}, Accra time): expect our reply by <strong>${escapeHtml(studioMoment(replyBy))}</strong>.</p>`,
  ];
  if (lead.kind === "enquiry") {
    text.push("", "What you asked for:");
    for (const line of lead.lines) {
      text.push(`- ${line.quantity} × ${line.name}: ${formatMoney(line.lineTotal)}`);
    }
    text.push(`Total: ${formatMoney(lead.total)} (prices as shown in the shop; we confirm availability and delivery)`);
    html.push(
      "<p>What you asked for:</p><ul>",
      ...lead.lines.map(
        (line) => `<li>${line.quantity} × ${escapeHtml(line.name)}: ${escapeHtml(formatMoney(line.lineTotal))}</li>`,
      ),
      `</ul><p><strong>Total: ${escapeHtml(formatMoney(lead.total))}</strong> (prices as shown in the shop; we confirm availability and delivery)</p>`,
    );
  } else {
    text.push("", `What you sent us (${topic}):`, "", lead.message);
    html.push(
      `<p>What you sent us (${escapeHtml(topic)}):</p>`,
      `<blockquote>${escapeHtml(lead.message).replace(/\n/g, "<br>")}</blockquote>`,
    );
  }
  if (caseStudies.length > 0) {
    text.push("", "While you wait, projects of ours like the one you have in mind:");
    for (const study of caseStudies)
      text.push(`- ${study.title}${study.place ? `, ${study.place}` : ""}: ${study.url}`);
    html.push(
      "<p>While you wait, projects of ours like the one you have in mind:</p><ul>",
      ...caseStudies.map(
        (study) =>
          `<li><a href="${escapeHtml(study.url)}">${escapeHtml(study.title)}</a>${study.place ? `, ${escapeHtml(study.place)}` : ""}</li>`,
      ),
      "</ul>",
    );
  }
  const reach = `${STUDIO.phones[0]} · ${STUDIO.emails[0]}`;
  text.push("", "With warm regards,", STUDIO.name, reach);
  html.push(`<p>With warm regards,<br>${escapeHtml(STUDIO.name)}<br>${escapeHtml(reach)}</p>`);
  return {
    to: lead.email,
    subject: acknowledgementSubject(lead.kind, reference),
    text: text.join("\n"),
    html: html.join("\n"),
  };
}

function replyWithinWords(): string {
  const minutes = env().REPLY_WITHIN_MINUTES;
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? "an hour" : `${minutes / 60} hours`;
}

/** When the visitor can expect the answer to a lead received at `at`, and the hours that promise counts. */
export function replyPromise(at: Date): { replyBy: Date; hours: string } {
  const hours = parseBusinessHours(env().BUSINESS_HOURS);
  return { replyBy: afterWorkingMinutes(at, env().REPLY_WITHIN_MINUTES, hours), hours: describeHours(hours) };
}

/**
 * Up to three public projects of the kind the visitor asked about (the contact form's project type,
 * as 'Start a project like this' maps a category to it), featured ones first; none when the site's
 * address is unknown (no link to give) or the gallery cannot be read.
 */
export async function caseStudiesFor(received: ReceivedLead): Promise<CaseStudyLink[]> {
  const { SITE_URL } = env();
  if (!SITE_URL || received.lead.kind === "newsletter") return [];
  const subject = received.lead.subject;
  try {
    const { projects } = await listProjects({ page: 1, limit: 100 });
    const alike = projects.filter((project) => contactSubjectFor(project.category) === subject);
    const chosen = [...alike.filter((project) => project.featured), ...alike.filter((project) => !project.featured)];
    const picks = (chosen.length > 0 ? chosen : projects.filter((project) => project.featured)).slice(0, 3);
    return picks.map((project) => ({
      title: project.title,
      place: project.location,
      url: new URL(projectPagePath(project), SITE_URL).toString(),
    }));
  } catch {
    return [];
  }
}

const HOUR = 60 * 60_000;

/**
 * Whether this lead's visitor may be sent an acknowledgement now: acknowledgements on, SMTP set, a
 * contact or an enquiry, at most one per address an hour and ACKNOWLEDGEMENTS_PER_DAY in all (so
 * the form cannot be used to mail strangers).
 */
export async function mayAcknowledge(received: ReceivedLead): Promise<boolean> {
  const { SMTP_URL, LEAD_ACKNOWLEDGEMENTS, ACKNOWLEDGEMENTS_PER_DAY } = env();
  if (!SMTP_URL || LEAD_ACKNOWLEDGEMENTS === "0" || received.lead.kind === "newsletter" || !received.reference) {
    return false;
  }
  const address = createHash("sha256").update(received.lead.email.trim().toLowerCase()).digest("base64url");
  if (!(await rateLimit(`ack:${address.slice(0, 22)}`, { limit: 1, windowMs: HOUR })).ok) return false;
  return (await rateLimit("ack:day", { limit: ACKNOWLEDGEMENTS_PER_DAY, windowMs: 24 * HOUR })).ok;
}
