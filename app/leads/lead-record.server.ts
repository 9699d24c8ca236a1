import type { Lead as ReceivedLeadBody, LeadOrigin, ReceivedLead } from "~/schemas/lead";
import type { Lead } from "~/schemas/leads";
import { leadStore } from "~/leads/lead-outbox.server";
import type { OutboxEntry } from "~/leads/outbox-store.server";
import { linesPayload } from "~/services/contact.server";
import {
  LEAD_KIND_VALUES,
  LEAD_STATUS_VALUES,
  type LeadFilters,
  type LeadKind,
  type LeadStatus,
} from "~/vocabulary/leads";

/**
 * The site's own record of every lead it received (docs/decisions/013-the-disk-is-the-record-of-a-lead.md):
 * the lead outbox's files (waiting, delivered within the retention, refused) and the inbox's
 * marks beside them. The inbox reads it when the API has no `leads/*` calls, in the shape those
 * calls answer, with the outbox entry's id (a UUID) as the lead's id.
 */

export type SiteLead = Omit<Lead, "id"> & {
  id: string;
  /** Where the lead is on its way to the API. */
  delivery: "waiting" | "delivered" | "refused";
  /** The API's reason for a refused lead, the last failure of a waiting one. */
  reason: string | null;
  /** What the visitor was given to quote (AN-2611-0042); none for sign-ups and older leads. */
  reference: string | null;
  /** Where it came from (origin.server.ts); none for leads kept before origins were. */
  origin: LeadOrigin | null;
};

interface Mark {
  status: LeadStatus;
  updatedAt: number;
}

/** '2026-11-26 14:05:09' (UTC), as the API writes `created_at`. */
const sqlTime = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19);

function view(entry: OutboxEntry<ReceivedLead>, delivery: SiteLead["delivery"], mark: Mark | null): SiteLead {
  const lead: ReceivedLeadBody = entry.payload.lead;
  const base = {
    id: entry.id,
    kind: lead.kind,
    status: mark?.status ?? "new",
    email: lead.email,
    created_at: sqlTime(entry.payload.receivedAt),
    updated_at: mark ? sqlTime(mark.updatedAt) : null,
    delivery,
    reason: entry.lastError ?? null,
    reference: entry.payload.reference ?? null,
    origin: entry.payload.origin ?? null,
  };
  if (lead.kind === "newsletter")
    return { ...base, name: null, subject: null, message: null, lines: null, total: null };
  return {
    ...base,
    name: lead.name,
    subject: lead.subject,
    message: lead.message,
    lines: lead.kind === "enquiry" ? linesPayload(lead.lines) : null,
    total: lead.kind === "enquiry" ? lead.total : null,
  };
}

/** Every lead the site holds, newest first (read from disk each time: the inbox shows what is there now). */
export function siteLeads(): SiteLead[] {
  return readSiteLeads();
}

function readSiteLeads(): SiteLead[] {
  const store = leadStore();
  const mark = (id: string) => {
    const found = store.readJson<Mark>("marks", id);
    return found && LEAD_STATUS_VALUES.includes(found.status) ? found : null;
  };
  const all: SiteLead[] = [];
  for (const delivery of ["waiting", "delivered", "refused"] as const) {
    const part = delivery === "waiting" ? "pending" : delivery;
    for (const { entry } of store.listSized<ReceivedLead>(part)) {
      if (!LEAD_KIND_VALUES.includes(entry.payload?.lead?.kind)) continue;
      all.push(view(entry, delivery, mark(entry.id)));
    }
  }
  return all.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

function matches(lead: SiteLead, { kind, statuses, search }: LeadFilters): boolean {
  if (kind && lead.kind !== kind) return false;
  if (statuses?.length && !statuses.includes(lead.status as LeadStatus)) return false;
  if (!search) return true;
  const needle = search.toLowerCase();
  return [lead.name, lead.email, lead.message, lead.reference].some((text) => text?.toLowerCase().includes(needle));
}

/** A page of the site's leads matching `filters`, with the pagination the API's list answers. */
export function listSiteLeads(filters: LeadFilters) {
  const limit = filters.limit ?? 20;
  const page = filters.page ?? 1;
  const found = siteLeads().filter((lead) => matches(lead, filters));
  return {
    leads: found.slice((page - 1) * limit, page * limit),
    pagination: {
      current_page: page,
      total_pages: Math.max(1, Math.ceil(found.length / limit)),
      total_items: found.length,
      items_per_page: limit,
    },
  };
}

export function allSiteLeads(filters: Omit<LeadFilters, "page" | "limit">): SiteLead[] {
  return siteLeads().filter((lead) => matches(lead, filters));
}

let counted: { key: string; counts: ReturnType<typeof countLeads> } | undefined;

/**
 * New and total leads by kind, as `leads/counts.php` answers them. The sidebar asks on every admin
 * page: the folders are read again only when one changed (their times and sizes), so a change in
 * the same instant as the last one may show a page late; the inbox itself always reads afresh.
 */
export function siteLeadCounts(): ReturnType<typeof countLeads> {
  const store = leadStore();
  const key = ["pending", "delivered", "refused", "marks"]
    .map((part) => `${store.changedAt(part)}:${store.ids(part).length}`)
    .join();
  if (counted?.key !== key) counted = { key, counts: countLeads(siteLeads()) };
  return counted.counts;
}

/** The same, read afresh (the inbox's own figures). */
export const freshSiteLeadCounts = () => countLeads(siteLeads());

function countLeads(leads: SiteLead[]) {
  const zero = () => ({ contact: 0, enquiry: 0, newsletter: 0, total: 0 });
  const counts = { new: zero(), total: zero() };
  for (const lead of leads) {
    counts.total[lead.kind] += 1;
    counts.total.total += 1;
    if (lead.status === "new") {
      counts.new[lead.kind] += 1;
      counts.new.total += 1;
    }
  }
  return counts;
}

export function getSiteLead(kind: LeadKind, id: string): SiteLead | null {
  const store = leadStore();
  for (const part of ["pending", "delivered", "refused"] as const) {
    const entry = store.readJson<OutboxEntry<ReceivedLead>>(part, id);
    if (entry?.payload?.lead?.kind !== kind) continue;
    const mark = store.readJson<Mark>("marks", id);
    return view(entry, part === "pending" ? "waiting" : part, mark);
  }
  return null;
}

/** Marks the lead (its own file beside the lead, so a delivery rewriting the lead never loses it). */
export function setSiteLeadStatus(kind: LeadKind, id: string, status: LeadStatus): SiteLead | null {
  if (!getSiteLead(kind, id)) return null;
  leadStore().writeJson("marks", id, { status, updatedAt: Date.now() } satisfies Mark);
  return getSiteLead(kind, id);
}
