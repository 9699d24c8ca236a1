import { z } from "zod";
import type { AppContext } from "../context";
import { sqlNow } from "../dates";
import { reply, type RouteDef } from "../http";
import { onceFormPost } from "../idempotency";
import { classifyContactMessage, enquiryLinesField } from "../leads";
import { email, requiredText } from "../validation";

const CONTACT_SUBJECTS = [
  "interior-design",
  "architecture",
  "product-design",
  "staging",
  "consultation",
  "other",
] as const;

const contactSchema = z.object({
  name: requiredText("Please enter your name", "Name", 100),
  email: email("Please enter a valid email address"),
  subject: z.enum(CONTACT_SUBJECTS, { message: "Please select your project type" }),
  message: requiredText("Please enter your message", "Message", 5000),
  idempotency_key: z.string().optional(),
  // Our extension: an enquiry's lines beside its message (docs/api-contract.md).
  lines: enquiryLinesField,
  // Our extension: the reference the site gave the visitor; anything else is dropped, never refused.
  reference: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" && /^AN-\d{4}-\d{4,6}$/.test(value) ? value : null)),
});

export function contactRoutes(context: AppContext): RouteDef[] {
  const { db } = context;
  return [
    onceFormPost(context, "contacts/saleslist.php", contactSchema, (input) => {
      const stored = db
        .prepare("INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)")
        .run(input.name, input.email, input.subject, input.message, sqlNow());
      classifyContactMessage(db, stored.lastInsertRowid, input);
      return reply(201, { message: "Message sent successfully! We will get back to you within 24 hours." });
    }),
  ];
}
