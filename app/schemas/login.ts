import { z } from "zod";
import { LOGIN_MESSAGES } from "~/schemas/login-checks";

/** The sign-in form as the server validates it; the page checks the same rules without zod (~/schemas/login-checks). */
export const loginSchema = z.object({
  email: z
    .string({ required_error: LOGIN_MESSAGES.email })
    .trim()
    .min(1, LOGIN_MESSAGES.email)
    .email(LOGIN_MESSAGES.emailFormat),
  password: z.string({ required_error: LOGIN_MESSAGES.password }).min(1, LOGIN_MESSAGES.password),
  redirectTo: z.string().optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** auth/loginapi.php on success. */
export const loginResponseSchema = z.object({
  status: z.coerce.number().optional(),
  message: z.string().optional(),
  email: z.string().optional(),
});
