import { z } from "zod";
import type { AppContext } from "../context";
import { sqlNow } from "../dates";
import { reply, type RouteDef } from "../http";
import { idempotencyKey, once } from "../idempotency";
import { lacksExtensions } from "../php-style";
import { classifyContactMessage, enquiryLinesField } from "../leads";
import { email, formPost, requiredText } from "../validation";

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
});

export function contactRoutes({ db, style }: AppContext): RouteDef[] {
  return [
    formPost("contacts/saleslist.php", "studio", contactSchema, (input, req) =>
      // A retry of the site's outbox (same key) answers the first reply again and adds no row.
      once(
        db,
        "contacts/saleslist.php",
        lacksExtensions(style) ? null : idempotencyKey(req, input.idempotency_key),
        () => {
          const stored = db
            .prepare("INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)")
            .run(input.name, input.email, input.subject, input.message, sqlNow());
          classifyContactMessage(db, stored.lastInsertRowid, input);
          return reply(201, { message: "Message sent successfully! We will get back to you within 24 hours." });
        },
      ),
    ),
  ];
}
