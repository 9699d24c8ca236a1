import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { LIST_HEADERS, loadOrNull, parseListQuery, redirectPastLastPage } from "~/kits/admin-list/list.server";
import { env } from "~/platform/env.server";
import { freshSiteLeadCounts, listSiteLeads } from "~/leads/lead-record.server";
import { getLeadCounts, isMissingExtension, listLeads } from "~/services/leads.server";
import { requireAdmin } from "~/sign-in/session.server";
import { INBOX_SEARCH, inboxFilters, leadSummary } from "~/utils/leads";
import { leadKey } from "~/vocabulary/leads";

const PAGE_SIZE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const query = parseListQuery(request, { search: INBOX_SEARCH });
  const filters = inboxFilters(query.url.searchParams);
  const loaded = await loadOrNull(request, async () => {
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
  return json(
    {
      error: loaded ? null : "Failed to load leads",
      source: loaded?.source ?? "api",
      retentionDays: env().LEAD_RETENTION_DAYS,
      filters: { kind: filters.kind ?? "", status: filters.status, search: filters.search },
      leads: (list?.leads ?? []).map((lead) => ({
        key: leadKey(lead),
        kind: lead.kind,
        status: lead.status,
        name: lead.name ?? "",
        email: lead.email,
        summary: leadSummary(lead),
        receivedAt: lead.created_at,
      })),
      counts: list?.counts ?? null,
      total: list?.pagination.total_items ?? 0,
      page: query.page,
      totalPages: Math.max(1, list?.pagination.total_pages ?? 1),
    },
    { headers: LIST_HEADERS },
  );
}
