import { z } from "zod";
import type { AppContext } from "../context";
import { sqlNow } from "../dates";
import { reply, type RouteDef } from "../http";
import { onceFormPost } from "../idempotency";
import { email } from "../validation";

const subscribeSchema = z.object({
  email: email("Please enter a valid email address"),
  idempotency_key: z.string().optional(),
});

export function newsletterRoutes(context: AppContext): RouteDef[] {
  const { db, style } = context;
  return [
    onceFormPost(context, "forms/newsletter.php", subscribeSchema, (input) => {
      const result = db
        .prepare("INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?) ON CONFLICT(email) DO NOTHING")
        .run(input.email.toLowerCase(), sqlNow());
      if (result.changes === 0) {
        // Our choice is a 200; a PHP backend refuses the repeat.
        if (style !== "json") return reply(400, { message: "This email is already subscribed" });
        return reply(200, { message: "You're already subscribed." });
      }
      return reply(201, { message: "Thank you for subscribing!" });
    }),
  ];
}
