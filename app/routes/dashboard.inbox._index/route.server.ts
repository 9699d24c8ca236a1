import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  LIST_HEADERS,
  loadOrNull,
  parseListQuery,
  redirectPastLastPage,
  type ListQuery,
} from "~/kits/admin-list/list.server";
import { env } from "~/platform/env.server";
import { freshSiteLeadCounts, listSiteLeads } from "~/leads/lead-record.server";
import { everyInboxLead } from "~/leads/inbox.server";
import { workOfList } from "~/leads/lead-work.server";
import { getLeadCounts, isMissingExtension, listLeads } from "~/services/leads.server";
import { requireAdmin, type Admin } from "~/sign-in/session.server";
import { INBOX_SEARCH, inboxFilters, leadSummary } from "~/utils/leads";
import { leadKey, type LeadFilters, type LeadStage } from "~/vocabulary/leads";

const PAGE_SIZE = 20;

/** Leads of the list's filters, every page of them (a stage filter reads them all: the stage is the site's). */
async function allMatching(filters: LeadFilters & { stage?: LeadStage }, admin: Admin) {
  const { source, leads } = await everyInboxLead(filters, admin);
  return { source, leads, counts: source === "api" ? await getLeadCounts(admin) : freshSiteLeadCounts() };
}

/** One page of the leads at `stage`, paged by the site (the API does not know stages). */
async function pageAtStage(query: ListQuery, filters: LeadFilters & { stage: LeadStage }, admin: Admin) {
  const { source, leads, counts } = await allMatching(filters, admin);
  const work = workOfList(leads);
  const found = leads.filter((lead) => work.get(leadKey(lead))?.pipeline.stage === filters.stage);
  const totalPages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  redirectPastLastPage(query, totalPages);
  return {
    source,
    counts,
    leads: found.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE),
    pagination: { total_pages: totalPages, total_items: found.length },
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const query = parseListQuery(request, { search: INBOX_SEARCH });
  const filters = inboxFilters(query.url.searchParams);
  const { stage } = filters;
  const loaded = await loadOrNull(request, async () => {
    if (stage) return pageAtStage(query, { ...filters, stage }, admin);
    try {
      const [list, counts] = await Promise.all([
        listLeads({ ...filters, page: query.page, limit: PAGE_SIZE }, admin),
        getLeadCounts(admin),
      ]);
      redirectPastLastPage(query, Math.max(1, list.pagination.total_pages));
      return { source: "api" as const, ...list, counts };
    } catch (error) {
      // An API without the lead calls (a PHP backend): the leads this site received itself (decision 013).
      if (!isMissingExtension(error)) throw error;
      const list = listSiteLeads({ ...filters, page: query.page, limit: PAGE_SIZE });
      redirectPastLastPage(query, list.pagination.total_pages);
      return { source: "site" as const, ...list, counts: freshSiteLeadCounts() };
    }
  });
  const list = loaded;
  const work = workOfList(list?.leads ?? []);
  return json(
    {
      error: loaded ? null : "Failed to load leads",
      source: loaded?.source ?? "api",
      retentionDays: env().LEAD_RETENTION_DAYS,
      filters: { kind: filters.kind ?? "", status: filters.status, stage: stage ?? "", search: filters.search },
      leads: (list?.leads ?? []).map((lead) => ({
        key: leadKey(lead),
        kind: lead.kind,
        status: lead.status,
        name: lead.name ?? "",
        email: lead.email,
        summary: leadSummary(lead),
        receivedAt: lead.created_at,
        stage: work.get(leadKey(lead))?.pipeline.stage ?? "new",
        clock: work.get(leadKey(lead))?.clock ?? { firstReply: null, waiting: null },
        source: work.get(leadKey(lead))?.source ?? "",
      })),
      counts: list?.counts ?? null,
      total: list?.pagination.total_items ?? 0,
      page: query.page,
      totalPages: Math.max(1, list?.pagination.total_pages ?? 1),
    },
    { headers: LIST_HEADERS },
  );
}
