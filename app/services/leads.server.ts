import {
  leadCountsResponseSchema,
  leadListResponseSchema,
  leadResponseSchema,
  type Lead,
  type LeadCounts,
} from "~/schemas/leads";
import { TIMEOUT, upstream, UpstreamError, type Admin } from "~/services/client.server";
import type { LeadFilters, LeadKind, LeadStatus } from "~/vocabulary/leads";

/**
 * The inbox's calls (our extension, docs/api-contract.md 'Leads'). A PHP API without them
 * answers 404 (or 405) on these paths: `isMissingExtension` tells the pages so.
 */

/** True when the API does not have the lead calls at all (an unknown path). */
export function isMissingExtension(error: unknown): boolean {
  return error instanceof UpstreamError && error.kind === "status" && (error.status === 404 || error.status === 405);
}

export async function listLeads(filters: LeadFilters, admin: Admin) {
  const { data } = await upstream({
    path: "leads/leads.php",
    query: {
      kind: filters.kind,
      status: filters.statuses?.join(","),
      search: filters.search,
      page: filters.page,
      limit: filters.limit,
    },
    schema: leadListResponseSchema,
    cookie: admin.upstreamCookie,
  });
  return { leads: data.data, pagination: data.pagination };
}

/** One lead, or null when the API has no such lead. */
export async function getLead(kind: LeadKind, id: number, admin: Admin): Promise<Lead | null> {
  try {
    const { data } = await upstream({
      path: "leads/leads.php",
      query: { kind, id },
      schema: leadResponseSchema,
      cookie: admin.upstreamCookie,
    });
    return data.data;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/** Sets a lead's status; resolves to the lead as the API has it afterwards. */
export async function setLeadStatus(kind: LeadKind, id: number, status: LeadStatus, admin: Admin): Promise<Lead> {
  const { data } = await upstream({
    path: "leads/status.php",
    method: "POST",
    json: { kind, id, status },
    schema: leadResponseSchema,
    cookie: admin.upstreamCookie,
  });
  return data.data;
}

export async function getLeadCounts(
  admin: Admin,
  timeoutMs: number = TIMEOUT.default,
): Promise<{ new: LeadCounts; total: LeadCounts }> {
  const { data } = await upstream({
    path: "leads/counts.php",
    schema: leadCountsResponseSchema,
    cookie: admin.upstreamCookie,
    timeoutMs,
  });
  return data.data;
}

/** Every lead matching `filters`, page after page (the CSV export), up to `max`. */
export async function allLeads(filters: Omit<LeadFilters, "page" | "limit">, admin: Admin, max = 50_000) {
  const leads: Lead[] = [];
  for (let page = 1; leads.length < max; page++) {
    const { leads: rows, pagination } = await listLeads({ ...filters, page, limit: 500 }, admin);
    leads.push(...rows);
    if (page >= pagination.total_pages || rows.length === 0) break;
  }
  return leads.slice(0, max);
}
