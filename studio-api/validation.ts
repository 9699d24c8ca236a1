import { z } from "zod";
import type { IncomingMessage } from "node:http";
import { HttpError, readFields, type AuthKind, type Reply, type RouteDef } from "./http";
import type { MultipartBody } from "./multipart";

/**
 * Parses `input` or throws 422 with the first problem's message. Zod reports issues in the
 * order of the schema's keys, so a schema written in the spec's order answers the spec's
 * first message.
 */
export function validate<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new HttpError(422, result.error.issues[0]?.message ?? "Invalid request");
}

/**
 * Reads every field of `schema` from a multipart form (trimmed text, '' when absent: an unticked
 * checkbox reads as a false flag) and validates them as `validate` does.
 */
export function validateForm<S extends z.AnyZodObject>(schema: S, body: MultipartBody): z.output<S> {
  return validate(schema, Object.fromEntries(Object.keys(schema.shape).map((name) => [name, body.text(name)])));
}

/**
 * A POST route whose form or JSON fields are parsed by `schema` (422 with the first problem's
 * message otherwise) before `handle` runs with them.
 */
export function formPost<S extends z.ZodTypeAny>(
  path: string,
  auth: AuthKind,
  schema: S,
  handle: (input: z.output<S>, req: IncomingMessage) => Reply,
): RouteDef {
  return {
    method: "POST",
    path,
    auth,
    handle: async ({ req }) => handle(validate(schema, await readFields(req)), req),
  };
}

/** A required text field: trimmed and non-empty (`message` otherwise), at most `max` characters. */
export function requiredText(message: string, name: string, max = 200) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `${name} is too long (at most ${max} characters)`);
}

export function optionalText(name: string, max = 200) {
  return z
    .string({ invalid_type_error: `${name} must be text` })
    .trim()
    .max(max, `${name} is too long (at most ${max} characters)`)
    .optional()
    .transform((value) => value ?? "");
}

const TRUE = new Set(["1", "true", "on", "yes"]);
const FALSE = new Set(["0", "false", "off", "no", ""]);

/** A checkbox-like flag sent as '1'/'0', 'true'/'false' or 'on' (an HTML checkbox); absent means false. */
export function flag(name: string) {
  return z
    .union([z.boolean(), z.string(), z.number()], { invalid_type_error: `${name} must be 1, 0, true or false` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return false;
      if (typeof value === "boolean") return value;
      const text = String(value).trim().toLowerCase();
      if (TRUE.has(text)) return true;
      if (FALSE.has(text)) return false;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${name} must be 1, 0, true or false` });
      return z.NEVER;
    });
}

/** Comma-separated tags, trimmed, with empty ones and repeats (ignoring case) dropped. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim().slice(0, 50);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags.slice(0, 30);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function email(message: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .max(254, message)
    .refine((value) => EMAIL.test(value), message);
}

/** Hyphenated lowercase form of a title: 'Interior Design ' → 'interior-design'. */
export function hyphenate(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
