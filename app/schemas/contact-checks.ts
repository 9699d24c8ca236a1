import { email, filled, firstOf, maxLength, oneOf, type Constraints } from "~/schemas/form-checks";

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
  name: "Please enter your name",
  nameLength: "Please keep your name under 100 characters",
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

/** Name and email, also the basket enquiry's first two fields. */
export const personRules = {
  name: firstOf(filled(CONTACT_MESSAGES.name), maxLength(NAME_MAX, CONTACT_MESSAGES.nameLength)),
  email: firstOf(filled(CONTACT_MESSAGES.email), email(CONTACT_MESSAGES.emailFormat)),
};
export const personConstraint = {
  name: { required: true, maxLength: NAME_MAX },
  email: { required: true },
} satisfies Constraints;

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
