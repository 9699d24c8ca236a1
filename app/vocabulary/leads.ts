import { badgeOf, type Badge } from "~/vocabulary/badge";
import { valuesOf } from "~/vocabulary/choices";

/** The inbox's leads (docs/api-contract.md, "Leads"): their kinds, statuses and the filters the list offers. */

export const LEAD_KINDS = [
  { value: "contact", label: "Contact message", plural: "Contact messages" },
  { value: "enquiry", label: "Enquiry", plural: "Enquiries" },
  { value: "newsletter", label: "Newsletter sign-up", plural: "Newsletter sign-ups" },
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number]["value"];
export const LEAD_KIND_VALUES = valuesOf(LEAD_KINDS);

export const LEAD_STATUSES = [
  { value: "new", label: "New", tone: "info" },
  { value: "read", label: "Read", tone: "secondary" },
  { value: "replied", label: "Replied", tone: "success" },
  { value: "archived", label: "Archived", tone: "secondary" },
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number]["value"];
export const LEAD_STATUS_VALUES = valuesOf(LEAD_STATUSES);

/**
 * Where a lead stands on its way to work (the inbox's pipeline): New → Replied → Meeting →
 * Proposal → Won or Lost. The status above is the inbox's triage (read, archived); the stage is the
 * studio's business with the client.
 */
export const LEAD_STAGES = [
  { value: "new", label: "New", tone: "info" },
  { value: "replied", label: "Replied", tone: "secondary" },
  { value: "meeting", label: "Meeting", tone: "warning" },
  { value: "proposal", label: "Proposal", tone: "warning" },
  { value: "won", label: "Won", tone: "success" },
  { value: "lost", label: "Lost", tone: "secondary" },
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number]["value"];
export const LEAD_STAGE_VALUES = valuesOf(LEAD_STAGES);

export const leadStageBadge = (stage: string): Badge =>
  badgeOf(LEAD_STAGES, stage, { label: stage || "New", tone: "secondary" });

/** The status filter: 'Open' (everything not archived) by default, each status, or all. */
export const STATUS_FILTERS = [
  { key: "open", label: "Open", statuses: ["new", "read", "replied"] },
  { key: "new", label: "New", statuses: ["new"] },
  { key: "read", label: "Read", statuses: ["read"] },
  { key: "replied", label: "Replied", statuses: ["replied"] },
  { key: "archived", label: "Archived", statuses: ["archived"] },
  { key: "all", label: "All", statuses: [] },
] as const satisfies readonly { key: string; label: string; statuses: readonly LeadStatus[] }[];

export function kindLabel(kind: string): string {
  return LEAD_KINDS.find((k) => k.value === kind)?.label ?? kind;
}

export const leadStatusBadge = (status: string): Badge =>
  badgeOf(LEAD_STATUSES, status, { label: status || "Unknown", tone: "secondary" });

/** A lead's address in the inbox: `enquiry-12`. */
export const leadKey = (lead: { kind: string; id: number | string }) => `${lead.kind}-${lead.id}`;

export function parseLeadKey(key: string): { kind: LeadKind; id: number } | null {
  const match = /^(contact|enquiry|newsletter)-([1-9]\d{0,14})$/.exec(key);
  return match ? { kind: match[1] as LeadKind, id: Number(match[2]) } : null;
}

/** A lead of the site's own record (its outbox id, a UUID): `contact-0b6f…`. */
export function parseSiteLeadKey(key: string): { kind: LeadKind; siteId: string } | null {
  const match = /^(contact|enquiry|newsletter)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(
    key,
  );
  return match ? { kind: match[1] as LeadKind, siteId: match[2] } : null;
}

/** What the inbox asks for: a kind, some statuses, a search, a page. */
export interface LeadFilters {
  kind?: LeadKind;
  statuses?: readonly LeadStatus[];
  search?: string;
  page?: number;
  limit?: number;
}
