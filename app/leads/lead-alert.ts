import type { Lead } from "~/schemas/lead";
import { CONTACT_SUBJECTS } from "~/schemas/contact";
import { formatMoney } from "~/vocabulary/money";

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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Header values never carry a line break (no header injection through a name). */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

/** Where the admin finds this lead: the inbox searched by the visitor's address (no id is known yet). */
export function inboxLink(siteUrl: string, email: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/dashboard/inbox/?search=${encodeURIComponent(email)}`;
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
