import { env } from "~/platform/env.server";
import { parseBusinessHours, workingMinutesBetween } from "~/leads/business-hours.server";
import { leadStore } from "~/leads/lead-outbox.server";
import { getSiteLead, type SiteLead } from "~/leads/lead-record.server";
import { readPipeline, type Pipeline } from "~/leads/pipeline.server";
import { leadIdOfReference } from "~/leads/reference.server";
import { sourceLabel } from "~/utils/leads";
import { leadKey, type LeadKind } from "~/vocabulary/leads";

/**
 * What the studio does with a lead is kept by the site under the key of its own record of that lead
 * (decision 021): a lead the inbox reads from the site's record is that record; a lead it reads from
 * the API is found through the reference the site gave the visitor, which the API answers beside the
 * lead (our extension); a lead the site never received (sent to the API some other way) keeps the
 * inbox's key. So a reply, a stage or a note made through either list lands where the reply clock,
 * which reads the site's record, finds it.
 */

export interface InboxLead {
  kind: LeadKind;
  id: number | string;
  reference?: string | null;
}

/** The site's id of this lead, or null when the site did not receive it (or no longer knows its reference). */
function siteIdOf(lead: InboxLead): string | null {
  if (typeof lead.id === "string") return lead.id;
  return lead.reference ? leadIdOfReference(leadStore().dir, lead.reference) : null;
}

/** The key the lead's pipeline is kept under. */
export function workKeyOf(lead: InboxLead): string {
  const siteId = siteIdOf(lead);
  return siteId ? `${lead.kind}-${siteId}` : leadKey(lead);
}

/** The site's record of the lead while it keeps it (LEAD_RETENTION_DAYS): its origin, its reference. */
export function siteRecordOf(lead: InboxLead): SiteLead | null {
  const siteId = siteIdOf(lead);
  return siteId ? getSiteLead(lead.kind, siteId) : null;
}

/** '2026-11-26 14:05:09' (UTC, as `created_at` is written) as epoch ms. */
export const receivedMs = (createdAt: string) => Date.parse(`${createdAt.replace(" ", "T")}Z`);

/**
 * The reply clock of a lead received at `receivedAt`: the working minutes (BUSINESS_HOURS) it waited
 * for its first reply, or, while it waits, has waited so far. A sign-up has no clock.
 */
export interface ReplyClock {
  /** Working minutes to the first reply; null while none. */
  firstReply: number | null;
  /** Working minutes waited so far; null once answered, archived, or for a sign-up. */
  waiting: number | null;
}

export function replyClock(kind: LeadKind, receivedAt: number, pipeline: Pipeline, now = Date.now()): ReplyClock {
  if (kind === "newsletter") return { firstReply: null, waiting: null };
  const hours = parseBusinessHours(env().BUSINESS_HOURS);
  const between = (to: number) =>
    workingMinutesBetween(new Date(receivedAt), new Date(Math.max(to, receivedAt)), hours);
  if (pipeline.firstReplyAt !== null) return { firstReply: between(pipeline.firstReplyAt), waiting: null };
  if (pipeline.archivedAt !== null) return { firstReply: null, waiting: null };
  return { firstReply: null, waiting: between(now) };
}

/** A lead's pipeline and clock, read by its work key. */
export function leadWork(lead: InboxLead & { created_at: string }, now = Date.now()) {
  const key = workKeyOf(lead);
  const pipeline = readPipeline(key);
  return { key, pipeline, clock: replyClock(lead.kind, receivedMs(lead.created_at), pipeline, now) };
}

/**
 * What the list and the CSV show of each lead's work, by its inbox key: the pipeline, the reply
 * clock, and its source ('' when the site's record of it is gone or was never there).
 */
export function workOfList(leads: readonly (InboxLead & { created_at: string })[], now = Date.now()) {
  return new Map(
    leads.map((lead) => {
      const { pipeline, clock } = leadWork(lead, now);
      return [leadKey(lead), { pipeline, clock, source: sourceLabel(siteRecordOf(lead)?.origin) }] as const;
    }),
  );
}
