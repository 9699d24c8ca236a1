import { z } from "zod";
import { LEAD_STAGE_VALUES } from "~/vocabulary/leads";

/** The lead page's pipeline forms (app/leads/pipeline.server.ts): a stage with its value or reason, a note. */

export const PIPELINE_MESSAGES = {
  stage: "Please choose a stage",
  value: "Please enter the value won in GHS",
  reason: "Please say why it was lost",
  note: "Please write a note",
  noteLength: "A note is at most 2000 characters",
  reasonLength: "A reason is at most 300 characters",
} as const;

const text = (max: number, message: string) => z.string().trim().max(max, message).optional().default("");

export const stageFormSchema = z
  .object({
    stage: z.enum(LEAD_STAGE_VALUES, { message: PIPELINE_MESSAGES.stage }),
    value: text(20, PIPELINE_MESSAGES.value),
    reason: text(300, PIPELINE_MESSAGES.reasonLength),
  })
  .superRefine((form, ctx) => {
    if (form.stage === "won" && !/^\d{1,12}(\.\d{1,2})?$/.test(form.value.replace(/,/g, ""))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["value"], message: PIPELINE_MESSAGES.value });
    }
    if (form.stage === "lost" && !form.reason) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["reason"], message: PIPELINE_MESSAGES.reason });
    }
  })
  .transform((form) => ({
    stage: form.stage,
    value: form.stage === "won" ? Number(form.value.replace(/,/g, "")) : null,
    reason: form.stage === "lost" ? form.reason : null,
  }));

export const noteFormSchema = z.object({
  note: z.string().trim().min(1, PIPELINE_MESSAGES.note).max(2_000, PIPELINE_MESSAGES.noteLength),
});

export const REPLY_MESSAGES = {
  reply: "Please write your reply",
  replyLength: "A reply is at most 5000 characters",
} as const;

/** The lead page's reply form (app/leads/reply.server.ts). */
export const replyFormSchema = z.object({
  reply: z.string().trim().min(1, REPLY_MESSAGES.reply).max(5_000, REPLY_MESSAGES.replyLength),
});
