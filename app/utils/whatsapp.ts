import type { SentSummary } from "~/utils/enquiry";
import { formatMoney } from "~/vocabulary/money";

/**
 * 'Continue on WhatsApp' (decision 008): a plain wa.me link to the studio's number (STUDIO_WHATSAPP,
 * digits only), with a message ready to send. No script: the public pages' budget stays as it is.
 */
export function whatsappHref(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export const CONTACT_WHATSAPP_TEXT = "Hello Aniwa Studio, I would like to talk about a project.";

/** The enquiry just sent, line by line, so the conversation starts where the e-mail did. */
export function enquiryWhatsappText(sent: SentSummary): string {
  const lines = sent.lines.map(
    (line) => `- ${line.quantity} × ${line.name} (${formatMoney(line.unitPrice)}) = ${formatMoney(line.lineTotal)}`,
  );
  return [
    "Hello Aniwa Studio, I have just sent this enquiry from your shop:",
    ...lines,
    `Total: ${formatMoney(sent.total)}`,
  ].join("\n");
}
