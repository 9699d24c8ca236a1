import { leadStore } from "~/leads/lead-outbox.server";
import { LEAD_STAGE_VALUES, LEAD_STAGES, type LeadStage } from "~/vocabulary/leads";

/**
 * A lead's way to work (the inbox's pipeline): its stage, the value when won (GHS), the reason when
 * lost, the studio's notes, and a timeline of what happened. Kept by the site in the leads' folder
 * (`DATA_DIR/outbox/leads/pipeline/<lead key>.json`, written durably, in backups), by the inbox's key
 * of the lead (`contact-12`, `enquiry-<uuid>`), so it works whichever backend holds the lead.
 */

export interface PipelineEvent {
  /** Epoch ms. */
  at: number;
  /** What happened, as the timeline says it: 'Moved to Meeting', 'Note: …', 'Marked as replied'. */
  what: string;
}

export interface Pipeline {
  stage: LeadStage;
  /** In GHS, when won. */
  value: number | null;
  /** Why, when lost. */
  reason: string | null;
  notes: PipelineEvent[];
  events: PipelineEvent[];
}

const PART = "pipeline";
const EMPTY: Pipeline = { stage: "new", value: null, reason: null, notes: [], events: [] };

export const NOTE_MAX = 2_000;
export const REASON_MAX = 300;
/** Notes and events a lead keeps (the oldest go first past it). */
const KEPT = 200;

export function readPipeline(key: string): Pipeline {
  const stored = leadStore().readJson<Partial<Pipeline>>(PART, key);
  if (!stored) return { ...EMPTY };
  return {
    stage: LEAD_STAGE_VALUES.includes(stored.stage as LeadStage) ? (stored.stage as LeadStage) : "new",
    value: typeof stored.value === "number" ? stored.value : null,
    reason: typeof stored.reason === "string" ? stored.reason : null,
    notes: Array.isArray(stored.notes) ? stored.notes : [],
    events: Array.isArray(stored.events) ? stored.events : [],
  };
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
  return write(key, { ...pipeline, stage, events: [...pipeline.events, { at: now, what: "Marked as replied" }] });
}

/** The stages of many leads at once (the list and the CSV): New where nothing is kept. */
export function stagesOf(keys: readonly string[]): Map<string, Pipeline> {
  return new Map(keys.map((key) => [key, readPipeline(key)]));
}
