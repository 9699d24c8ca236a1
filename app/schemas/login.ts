import { z } from "zod";

/** The sign-in form (spec public-site §5: email format, password required). */
export const loginSchema = z.object({
  email: z
    .string({ required_error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .email("Please enter a valid email address"),
  password: z.string({ required_error: "Password is required" }).min(1, "Password is required"),
  redirectTo: z.string().optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** auth/loginapi.php on success. */
export const loginResponseSchema = z.object({
  status: z.coerce.number().optional(),
  message: z.string().optional(),
  email: z.string().optional(),
});
