import { z } from "zod";

/** The footer's newsletter sign-up (public-site §5): one email, required, of email type. */

export const NEWSLETTER_MESSAGES = {
  email: "Please enter your email",
  emailFormat: "Please enter a valid email address",
  subscribed: "Thank you for subscribing!",
  failed: "We couldn't sign you up right now. Please try again later.",
  tooMany: "Too many sign-ups from your connection. Please try again in a few minutes.",
} as const;

export const newsletterSchema = z.object({
  email: z
    .string({ required_error: NEWSLETTER_MESSAGES.email })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.email)
    .pipe(z.string().max(254, NEWSLETTER_MESSAGES.emailFormat).email(NEWSLETTER_MESSAGES.emailFormat)),
});

/** What the footer shows, inline (fetcher) or after the redirect (flash cookie). */
export const newsletterResultSchema = z.object({
  ok: z.boolean(),
  message: z.string().min(1).max(300),
  /** The address typed, kept after a refusal so it can be corrected. */
  email: z.string().max(254).optional(),
});
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;
