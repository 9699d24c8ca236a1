import * as z from "zod/v4-mini";
import { EMAIL_PATTERN } from "~/schemas/email";
import { CONTACT_SUBJECTS } from "~/vocabulary/contact-subjects";
import { valuesOf } from "~/vocabulary/choices";

export { CONTACT_SUBJECTS };

/**
 * The contact form (public-site §3, §5): its messages and the one schema the page (loaded when
 * the form is first used: `useCheckedForm` in components/fields.tsx, on blur and before posting)
 * and the server (always, again) validate it with. zod's mini build keeps that chunk small; the
 * project types live in vocabulary/contact-subjects.ts so the page lists them without zod
 * (docs/performance.md).
 */

export const CONTACT_MESSAGES = {
  name: "Please enter your name",
  nameLength: "Please keep your name under 100 characters",
  nameOneLine: "Please enter your name on one line",
  email: "Please enter your email",
  emailFormat: "Please enter a valid email address",
  subject: "Please select a project type",
  message: "Please enter your message",
  messageLength: "Please keep your message under 5000 characters",
  success: "Message sent successfully! We will get back to you within 24 hours.",
  failed: "Failed to send message",
  failedLater: "Failed to send message. Please try again later.",
  tooMany: "Too many messages. Please try again in a few minutes.",
} as const;

// The spec gives no length bounds; these only stop absurd payloads and match the API's limits.
export const NAME_MAX = 100;
export const MESSAGE_MAX = 5000;

/** Text that must be filled in: empty or only spaces gets `message` alone, and no further check runs. */
export const filledText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }));

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: a single-line
 * field holding one could split a mail header or a log line where the API forwards it.
 */
export const isSingleLine = (value: string) => {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return false;
  }
  return true;
};

/** Name and email, as the contact form and the basket enquiry ask for them. */
export const personShape = {
  name: filledText(CONTACT_MESSAGES.name).check(
    z.maxLength(NAME_MAX, CONTACT_MESSAGES.nameLength),
    z.refine(isSingleLine, CONTACT_MESSAGES.nameOneLine),
  ),
  email: filledText(CONTACT_MESSAGES.email).check(z.regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailFormat)),
};

const SUBJECT_VALUES = valuesOf(CONTACT_SUBJECTS);

export const contactSchema = z.object({
  ...personShape,
  subject: z.enum(SUBJECT_VALUES, { error: CONTACT_MESSAGES.subject }),
  message: filledText(CONTACT_MESSAGES.message).check(z.maxLength(MESSAGE_MAX, CONTACT_MESSAGES.messageLength)),
});

export type ContactMessage = z.infer<typeof contactSchema>;
