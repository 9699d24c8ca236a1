import * as z from "zod/v4-mini";
import { EMAIL_PATTERN } from "~/schemas/email";

/**
 * The sign-in form (public-site §5: email format, password required): its messages and the one
 * schema the page (loaded when the form is first used: `useCheckedForm` in components/fields.tsx)
 * and the server validate it with.
 */
export const LOGIN_MESSAGES = {
  email: "Email is required",
  emailFormat: "Please enter a valid email address",
  password: "Password is required",
} as const;

export const loginSchema = z.object({
  email: z
    .string({ error: LOGIN_MESSAGES.email })
    .check(z.trim(), z.minLength(1, LOGIN_MESSAGES.email), z.regex(EMAIL_PATTERN, LOGIN_MESSAGES.emailFormat)),
  password: z.string({ error: LOGIN_MESSAGES.password }).check(z.minLength(1, LOGIN_MESSAGES.password)),
  redirectTo: z.optional(z.string()),
});

export type LoginInput = z.infer<typeof loginSchema>;
