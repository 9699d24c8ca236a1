import { z } from "zod";
import { CONTACT_MESSAGES, CONTACT_SUBJECTS, MESSAGE_MAX } from "~/schemas/contact-checks";
import { NAME_MAX } from "~/schemas/form-checks";

/**
 * The contact form (public-site §3, §5) as the server validates it. The page checks the same
 * rules without zod (~/schemas/contact-checks, which also holds the options and messages).
 */
export { CONTACT_MESSAGES, CONTACT_SUBJECTS };

type SubjectValue = (typeof CONTACT_SUBJECTS)[number]["value"];
const SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [SubjectValue, ...SubjectValue[]];

const required = (message: string) => z.string({ required_error: message }).trim().min(1, message);

export const contactSchema = z.object({
  name: required(CONTACT_MESSAGES.name).pipe(z.string().max(NAME_MAX, CONTACT_MESSAGES.nameLength)),
  email: required(CONTACT_MESSAGES.email).pipe(z.string().email(CONTACT_MESSAGES.emailFormat)),
  subject: z.enum(SUBJECT_VALUES, { errorMap: () => ({ message: CONTACT_MESSAGES.subject }) }),
  message: required(CONTACT_MESSAGES.message).pipe(z.string().max(MESSAGE_MAX, CONTACT_MESSAGES.messageLength)),
});

export type ContactMessage = z.infer<typeof contactSchema>;

/** POST contacts/saleslist.php answers {status, message}; 201 is success. */
export const contactResponseSchema = z
  .object({ status: z.union([z.number(), z.string()]).optional(), message: z.string().optional() })
  .passthrough();
