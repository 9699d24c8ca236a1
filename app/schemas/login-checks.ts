import { allOf, email, filled, required, type Constraints } from "~/schemas/form-checks";

/**
 * The sign-in form's messages and browser checks (spec public-site §5: email format, password
 * required), without zod: the page loads this module, the server validates with `loginSchema`.
 */

export const LOGIN_MESSAGES = {
  email: "Email is required",
  emailFormat: "Please enter a valid email address",
  password: "Password is required",
} as const;

export const loginRules = {
  email: required(LOGIN_MESSAGES.email, allOf(filled(LOGIN_MESSAGES.email), email(LOGIN_MESSAGES.emailFormat))),
  password: required(LOGIN_MESSAGES.password),
};
export const loginConstraint = {
  email: { required: true, minLength: 1 },
  password: { required: true, minLength: 1 },
  redirectTo: { required: false },
} satisfies Constraints;
