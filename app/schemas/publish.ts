import { z } from "zod";
import { isPublishChoice, PUBLISH_MESSAGES, type PublishChoice } from "~/vocabulary/publish-states";

/**
 * The shared publishing control's two fields (components/admin/publish-control.tsx), as the blog
 * and project forms' schemas check them: the choice (published, scheduled, draft) and the publish
 * date. Both are kept in the record's settings block (decision 014), not API fields.
 */

/** A form date's time in studio time, which is UTC (Accra has no daylight saving). */
function whenOf(date: string): number {
  return Date.parse(`${date.replace(" ", "T")}Z`);
}

/** 'YYYY-MM-DDTHH:MM' as a datetime-local input sends it (seconds allowed), or '' for none. */
export const publishDateField = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "")
  .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/.test(value), PUBLISH_MESSAGES.date)
  .refine((value) => value === "" || !Number.isNaN(whenOf(value)), PUBLISH_MESSAGES.date);

/** The choice as posted; '' when none came (a client without the control: the date decides, stateOf). */
export const publishChoiceField = z
  .unknown()
  .transform((value): PublishChoice | "" => (isPublishChoice(value) ? value : ""));

const isAhead = (date: string, now: Date) => date !== "" && whenOf(date) > now.getTime();

/** The state a save gives the record: the choice, or without one the date's (a date ahead schedules). */
export function stateOf(choice: PublishChoice | "", date: string, now = new Date()): PublishChoice {
  return choice || (isAhead(date, now) ? "scheduled" : "published");
}

/** What is wrong with a choice and its date, or null: a schedule needs a date ahead, and Published none ahead. */
export function publishProblem(choice: PublishChoice | "", date: string, now = new Date()): string | null {
  if (choice === "scheduled" && !isAhead(date, now)) return PUBLISH_MESSAGES.scheduleAhead;
  if (choice === "published" && isAhead(date, now)) return PUBLISH_MESSAGES.publishedAhead;
  return null;
}

/** A form schema's check of the two together, its problem on the date's field. */
export function checkPublishing(values: { visibility: PublishChoice | ""; publish: string }, ctx: z.RefinementCtx) {
  const problem = publishProblem(values.visibility, values.publish);
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem, path: ["publish"] });
}
