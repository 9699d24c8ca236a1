import { z } from "zod";

/** The contact form (public-site §3, §5): shared by the browser and the server. */

/** Project types, value: label, in the spec's order. */
export const CONTACT_SUBJECTS = [
  { value: "interior-design", label: "Interior Design" },
  { value: "architecture", label: "Architecture" },
  { value: "product-design", label: "Product Design" },
  { value: "staging", label: "Interior Styling/Staging" },
  { value: "consultation", label: "Design Consultation" },
  { value: "other", label: "Other" },
] as const;

type SubjectValue = (typeof CONTACT_SUBJECTS)[number]["value"];
const SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [SubjectValue, ...SubjectValue[]];

export const CONTACT_MESSAGES = {
  name: "Please enter your name",
  email: "Please enter your email",
  emailFormat: "Please enter a valid email address",
  subject: "Please select a project type",
  message: "Please enter your message",
  success: "Message sent successfully! We will get back to you within 24 hours.",
  failed: "Failed to send message",
  failedLater: "Failed to send message. Please try again later.",
  tooMany: "Too many messages. Please try again in a few minutes.",
} as const;

const required = (message: string) => z.string({ required_error: message }).trim().min(1, message);

// The spec gives no length bounds; these only stop absurd payloads and match the API's limits.
export const contactSchema = z.object({
  name: required(CONTACT_MESSAGES.name).pipe(z.string().max(100, "Please keep your name under 100 characters")),
  email: required(CONTACT_MESSAGES.email).pipe(z.string().email(CONTACT_MESSAGES.emailFormat)),
  subject: z.enum(SUBJECT_VALUES, { errorMap: () => ({ message: CONTACT_MESSAGES.subject }) }),
  message: required(CONTACT_MESSAGES.message).pipe(
    z.string().max(5000, "Please keep your message under 5000 characters"),
  ),
});

export type ContactMessage = z.infer<typeof contactSchema>;

/** POST contacts/saleslist.php answers {status, message}; 201 is success. */
export const contactResponseSchema = z
  .object({ status: z.union([z.number(), z.string()]).optional(), message: z.string().optional() })
  .passthrough();
