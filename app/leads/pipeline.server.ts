import { leadStore } from "~/leads/lead-outbox.server";
import { LEAD_STAGE_VALUES, LEAD_STAGES, type LeadStage } from "~/vocabulary/leads";

/**
 * A lead's way to work (the inbox's pipeline): its stage, the value when won (GHS), the reason when
 * lost, the studio's notes, the replies sent from the inbox, the reply clock's marks, and a timeline
 * of what happened. Kept by the site in the leads' folder (`DATA_DIR/outbox/leads/pipeline/<key>.json`,
 * written durably, in backups), under the key of the site's own record of the lead
 * (`enquiry-<uuid>`, lead-work.server.ts) whichever backend lists it, so the reply clock, which reads
 * the site's record, finds the replies made to an API's lead (decision 021).
 */

export interface PipelineEvent {
  /** Epoch ms. */
  at: number;
  /** What happened, as the timeline says it: 'Moved to Meeting', 'Note: …', 'Marked as replied'. */
  what: string;
}

/** A reply written on the lead's page and sent over SMTP (its mail's state is the mail queue's). */
export interface PipelineReply {
  /** The mail's id in the `replies` queue. */
  id: string;
  at: number;
  text: string;
}

export interface Pipeline {
  stage: LeadStage;
  /** In GHS, when won. */
  value: number | null;
  /** Why, when lost. */
  reason: string | null;
  notes: PipelineEvent[];
  events: PipelineEvent[];
  replies: PipelineReply[];
  /** The first reply (sent from the inbox, or marked as replied): the reply clock stops here. */
  firstReplyAt: number | null;
  /** When the admin was reminded of the lead waiting (once). */
  remindedAt: number | null;
  /** When it was last moved to Won (the dashboard's won value this month). */
  wonAt: number | null;
  /** When it was archived (an archived lead is not waiting); null again once back in the inbox. */
  archivedAt: number | null;
}

const PART = "pipeline";
const EMPTY: Pipeline = {
  stage: "new",
  value: null,
  reason: null,
  notes: [],
  events: [],
  replies: [],
  firstReplyAt: null,
  remindedAt: null,
  wonAt: null,
  archivedAt: null,
};

export const NOTE_MAX = 2_000;
export const REASON_MAX = 300;
/** Notes and events a lead keeps (the oldest go first past it). */
const KEPT = 200;

const moment = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

export function readPipeline(key: string): Pipeline {
  const stored = leadStore().readJson<Partial<Pipeline>>(PART, key);
  if (!stored) return { ...EMPTY };
  return {
    stage: LEAD_STAGE_VALUES.includes(stored.stage as LeadStage) ? (stored.stage as LeadStage) : "new",
    value: typeof stored.value === "number" ? stored.value : null,
    reason: typeof stored.reason === "string" ? stored.reason : null,
    notes: Array.isArray(stored.notes) ? stored.notes : [],
    events: Array.isArray(stored.events) ? stored.events : [],
    replies: Array.isArray(stored.replies) ? stored.replies : [],
    firstReplyAt: moment(stored.firstReplyAt),
    remindedAt: moment(stored.remindedAt),
    wonAt: moment(stored.wonAt),
    archivedAt: moment(stored.archivedAt),
  };
}

/** Every pipeline the site keeps, by key (the dashboard's won value reads them all). */
export function allPipelines(): Map<string, Pipeline> {
  return new Map(
    leadStore()
      .ids(PART)
      .map((key) => [key, readPipeline(key)]),
  );
}

function write(key: string, pipeline: Pipeline): Pipeline {
  const kept = { ...pipeline, notes: pipeline.notes.slice(-KEPT), events: pipeline.events.slice(-KEPT) };
  leadStore().writeJson(PART, key, kept);
  return kept;
}

const stageLabel = (stage: LeadStage) => LEAD_STAGES.find((s) => s.value === stage)?.label ?? stage;

/** Moves the lead to `stage` (a value in GHS when won, a reason when lost) and says so on its timeline. */
export function setStage(
  key: string,
  stage: LeadStage,
  { value = null, reason = null }: { value?: number | null; reason?: string | null } = {},
  now = Date.now(),
): Pipeline {
  const pipeline = readPipeline(key);
  const kept = {
    ...pipeline,
    stage,
    value: stage === "won" ? value : null,
    reason: stage === "lost" ? reason : null,
    wonAt: stage === "won" ? now : null,
    // Moving a lead on from New is working on it: the reply clock stops (a reply came some other way).
    firstReplyAt: pipeline.firstReplyAt ?? (stage === "new" ? null : now),
  };
  const detail =
    stage === "won" && value !== null ? ` (GHS ${value.toFixed(2)})` : stage === "lost" && reason ? ` (${reason})` : "";
  return write(key, {
    ...kept,
    events: [...pipeline.events, { at: now, what: `Moved to ${stageLabel(stage)}${detail}` }],
  });
}

export function addNote(key: string, text: string, now = Date.now()): Pipeline {
  const pipeline = readPipeline(key);
  return write(key, { ...pipeline, notes: [...pipeline.notes, { at: now, what: text }] });
}

/**
 * The inbox's 'Mark as replied': a lead still New moves to Replied (a later stage stays), and the
 * timeline says when.
 */
export function noteReplied(key: string, now = Date.now()): Pipeline {
  const pipeline = readPipeline(key);
  const stage = pipeline.stage === "new" ? "replied" : pipeline.stage;
  return write(key, {
    ...pipeline,
    stage,
    firstReplyAt: pipeline.firstReplyAt ?? now,
    events: [...pipeline.events, { at: now, what: "Marked as replied" }],
  });
}

/** A reply sent from the lead's page: kept with its text, on the timeline, and the lead at Replied if it was New. */
export function recordReply(key: string, reply: PipelineReply, to: string): Pipeline {
  const pipeline = readPipeline(key);
  return write(key, {
    ...pipeline,
    stage: pipeline.stage === "new" ? "replied" : pipeline.stage,
    replies: [...pipeline.replies, reply],
    firstReplyAt: pipeline.firstReplyAt ?? reply.at,
    events: [...pipeline.events, { at: reply.at, what: `Replied by e-mail to ${to}` }],
  });
}

/** The inbox's status moves that matter to the reply clock: archived (no longer waiting) or back. */
export function noteStatus(key: string, status: string, now = Date.now()): Pipeline {
  const pipeline = readPipeline(key);
  if (status === "archived") {
    return write(key, { ...pipeline, archivedAt: now, events: [...pipeline.events, { at: now, what: "Archived" }] });
  }
  if (pipeline.archivedAt === null) return pipeline;
  return write(key, {
    ...pipeline,
    archivedAt: null,
    events: [...pipeline.events, { at: now, what: "Back in the inbox" }],
  });
}

/** Marks the admin reminded of this lead (written before the reminder is queued, so there is only ever one). */
export function noteReminded(key: string, now = Date.now()): Pipeline {
  const pipeline = readPipeline(key);
  return write(key, {
    ...pipeline,
    remindedAt: now,
    events: [...pipeline.events, { at: now, what: "Reminder sent: still waiting for a reply" }],
  });
}
