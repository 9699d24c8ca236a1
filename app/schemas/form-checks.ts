/**
 * The public forms' validation in the browser, without zod (it would add ~14 KB gz to the
 * contact, sign-in and basket pages). Each field's checks give the messages its zod schema
 * gives; the server keeps validating with that schema, and tests/unit/form-checks.test.ts
 * proves the two agree field by field.
 */

/** A field's messages for its submitted text ("" when the field is missing): none when it passes. */
export type FieldRule = (value: string) => string[];
/** One check: its message when `value` breaks it. */
type Check = (value: string) => string | false;

/** The first check that fails, like zod's `.pipe()`. */
export const firstOf =
  (...checks: Check[]): FieldRule =>
  (value) => {
    for (const check of checks) {
      const message = check(value);
      if (message) return [message];
    }
    return [];
  };

/** Every check that fails, like several checks on one zod string. */
export const allOf =
  (...checks: Check[]): FieldRule =>
  (value) =>
    checks.map((check) => check(value)).filter((message) => message !== false);

/** An empty field gets `message` alone (zod's `required_error`); a filled one is checked by `rule`. */
export const required =
  (message: string, rule: FieldRule = () => []): FieldRule =>
  (value) =>
    value === "" ? [message] : rule(value);

/** A field left blank passes (`blank`: spaces count as empty too). */
export const optional =
  (rule: FieldRule, { blank = true } = {}): FieldRule =>
  (value) =>
    (blank ? value.trim() : value) === "" ? [] : rule(value);

export const filled =
  (message: string): Check =>
  (value) =>
    value.trim() === "" && message;

export const maxLength =
  (max: number, message: string): Check =>
  (value) =>
    value.trim().length > max && message;

// zod 3's own pattern for `.email()`, so both sides accept the same addresses.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;

export const email =
  (message: string): Check =>
  (value) =>
    !EMAIL.test(value.trim()) && message;

export const oneOf =
  (values: readonly string[], message: string): Check =>
  (value) =>
    !values.includes(value) && message;

export const passes =
  (test: (value: string) => boolean, message: string): Check =>
  (value) =>
    !test(value.trim()) && message;

/** The constraint attributes Conform puts on each control (the same as `getZodConstraint` gives). */
export type Constraints = Record<string, { required?: boolean; minLength?: number; maxLength?: number }>;

/** Name and email, as the contact form and the basket enquiry ask for them (public-site §3, §5). */
export const PERSON_MESSAGES = {
  name: "Please enter your name",
  nameLength: "Please keep your name under 100 characters",
  email: "Please enter your email",
  emailFormat: "Please enter a valid email address",
} as const;
// The spec gives no length bound; this only stops absurd payloads and matches the API's limit.
export const NAME_MAX = 100;

export const personRules = {
  name: firstOf(filled(PERSON_MESSAGES.name), maxLength(NAME_MAX, PERSON_MESSAGES.nameLength)),
  email: firstOf(filled(PERSON_MESSAGES.email), email(PERSON_MESSAGES.emailFormat)),
};
export const personConstraint = {
  name: { required: true, maxLength: NAME_MAX },
  email: { required: true },
} satisfies Constraints;

/**
 * The messages of every field that breaks its rule in `formData` (a missing field counts as
 * ""), or null when the form passes: what the form's zod schema would say.
 */
export function checkForm(rules: Record<string, FieldRule>, formData: FormData): Record<string, string[]> | null {
  const error: Record<string, string[]> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const value = formData.get(name);
    const messages = rule(typeof value === "string" ? value : "");
    if (messages.length) error[name] = messages;
  }
  return Object.keys(error).length ? error : null;
}
