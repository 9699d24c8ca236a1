import type { Submission, SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { isImageType, MAX_IMAGE_BYTES } from "~/vocabulary/images";

/**
 * Pieces the catalog forms' schemas share (admin-area §5): a required text
 * field, the new image files checked against the limits, how many existing
 * images stay, and the spec's one-problem-at-a-time answer.
 */

/** The spec's words for the image checks, named as in each form's messages. */
export interface ImageMessages {
  imageType: string;
  imageSize: string;
  tooManyImages: string;
}

/**
 * What Edit Product and Edit Project keep in the description's settings block besides the API's
 * fields (decision 014): each photo's alt text and caption, and the block's keys this
 * form does not edit (`settings_kept`), written back unchanged.
 */
export const photoSettingsFields = {
  photo_texts: z
    .array(
      z.object({
        path: z.string(),
        alt: z.string().trim().max(300, "At most 300 characters").default(""),
        caption: z.string().trim().max(300, "At most 300 characters").default(""),
      }),
    )
    .default([]),
  settings_kept: z.string().max(4000).default(""),
};

export function requiredText(message: string, max: number) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`);
}

/** New image files: each a JPG, PNG or WEBP under 5 MB; with the kept ones, between 1 and `max`. */
export function imageFilesSchema(options: {
  kept: number;
  max: number;
  messages: { none: string; tooMany: string; type: string; size: string };
}) {
  const { kept, max, messages } = options;
  return z
    .array(z.instanceof(File))
    .optional()
    .transform((files) => (files ?? []).filter((file) => file.size > 0 || file.name !== ""))
    .superRefine((files, ctx) => {
      if (files.some((file) => !isImageType(file.type))) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.type });
      }
      if (files.some((file) => file.size > MAX_IMAGE_BYTES)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.size });
      }
      const total = kept + files.length;
      if (total < 1) ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.none });
      if (total > max) ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.tooMany });
    });
}

/** How many of the existing images stay: those whose remove box is not ticked. */
export function keptImageCount(existing: readonly (string | number | null)[], removed: readonly FormDataEntryValue[]) {
  const gone = new Set(removed.map(String));
  return existing.filter((key) => key === null || !gone.has(String(key))).length;
}

/** The first field of `order` (else of the result) with a problem. */
export function firstFailingField(result: SubmissionResult<string[]>, order: readonly string[]): string | undefined {
  const error = result.error;
  if (!error) return undefined;
  const failing = (key: string) => (error[key]?.length ?? 0) > 0;
  return order.find(failing) ?? Object.keys(error).find(failing);
}

/**
 * The spec checks the fields one after another and answers the first problem (admin-area §5);
 * one submit now tells the admin everything (decision 019): every failing field keeps its first
 * message, in the spec's order of the checks, so the error summary lists the spec's first message
 * first and the rest in its order. Fields named in `order` come first, any others after them.
 */
function everyFieldsFirstProblem(result: SubmissionResult<string[]>, order: readonly string[]) {
  const error = result.error;
  if (!error) return result;
  const names = [
    ...order.filter((name) => name in error),
    ...Object.keys(error).filter((name) => !order.includes(name)),
  ];
  const kept = Object.fromEntries(names.map((key) => [key, error[key]?.length ? error[key].slice(0, 1) : null]));
  return { ...result, error: kept };
}

/** A Conform submission whose reply keeps each field's first problem, in the spec's order (server and browser alike). */
export function everyProblemInOrder<S extends Submission<unknown>>(submission: S, order: readonly string[]): S {
  return { ...submission, reply: (options) => everyFieldsFirstProblem(submission.reply(options), order) };
}

/** A Conform field value as a list ('3' or ['3', '4']), e.g. the ticked 'Remove' boxes. */
export const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
