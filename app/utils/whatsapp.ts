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

/** A Ghanaian number as people write it (+233 24 123 4567, 024 123 4567, 0241234567), or any +country number. */
const PHONE = /(?:\+?233|\b0)[\s-]?[235]\d(?:[\s-]?\d){7}\b|\+[1-9]\d(?:[\s-]?\d){6,12}\b/;

/** The number a visitor left in their message, as wa.me digits (233…), or null when there is none. */
export function phoneIn(message: string): string | null {
  const found = PHONE.exec(message)?.[0];
  if (!found) return null;
  const digits = found.replace(/\D/g, "");
  return digits.startsWith("0") ? `233${digits.slice(1)}` : digits;
}

/**
 * For a lead that left a phone number in its message: a wa.me link to that number with a message
 * from the studio naming the reference, ready to send (the inbox's WhatsApp reply).
 */
export function visitorWhatsAppHref(
  message: string,
  { name, reference }: { name?: string | null; reference: string | null },
) {
  const digits = phoneIn(message);
  if (!digits) return null;
  const first = name?.trim().split(/\s+/)[0];
  const about = reference ? ` (reference ${reference})` : "";
  return whatsappHref(digits, `Hello${first ? ` ${first}` : ""}, this is Aniwa Studio about your message${about}.`);
}
