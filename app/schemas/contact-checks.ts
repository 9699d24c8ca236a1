import {
  filled,
  firstOf,
  maxLength,
  oneOf,
  PERSON_MESSAGES,
  personConstraint,
  personRules,
  type Constraints,
} from "~/schemas/form-checks";

/**
 * The contact form's options, messages and browser checks (public-site §3, §5), without zod:
 * the page loads this module, the server validates with `contactSchema` (~/schemas/contact).
 */

/** Project types, value: label, in the spec's order. */
export const CONTACT_SUBJECTS = [
  { value: "interior-design", label: "Interior Design" },
  { value: "architecture", label: "Architecture" },
  { value: "product-design", label: "Product Design" },
  { value: "staging", label: "Interior Styling/Staging" },
  { value: "consultation", label: "Design Consultation" },
  { value: "other", label: "Other" },
] as const;

export const CONTACT_MESSAGES = {
  ...PERSON_MESSAGES,
  subject: "Please select a project type",
  message: "Please enter your message",
  messageLength: "Please keep your message under 5000 characters",
  success: "Message sent successfully! We will get back to you within 24 hours.",
  failed: "Failed to send message",
  failedLater: "Failed to send message. Please try again later.",
  tooMany: "Too many messages. Please try again in a few minutes.",
} as const;

// The spec gives no length bounds; this only stops absurd payloads and matches the API's limit.
export const MESSAGE_MAX = 5000;

export const contactRules = {
  ...personRules,
  subject: firstOf(
    oneOf(
      CONTACT_SUBJECTS.map((subject) => subject.value),
      CONTACT_MESSAGES.subject,
    ),
  ),
  message: firstOf(filled(CONTACT_MESSAGES.message), maxLength(MESSAGE_MAX, CONTACT_MESSAGES.messageLength)),
};
export const contactConstraint = {
  ...personConstraint,
  subject: { required: true },
  message: { required: true, maxLength: MESSAGE_MAX },
} satisfies Constraints;
