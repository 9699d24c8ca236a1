import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { LeadsTable } from "~/components/admin/leads-table";
import { StatCard, StatGrid } from "~/components/admin/stat-card";
import { FilterNav, useUrlChoice } from "~/components/url-choice";
import { ListBody, listLinks, ListPage } from "~/kits/admin-list/list";
import { PageHeader } from "~/kits/admin-list/page-header";
import { SearchToolbar } from "~/kits/admin-list/search-toolbar";
import type { loader } from "~/routes/dashboard.inbox._index/route.server";
import inboxStyles from "~/styles/admin-inbox.css";
import { INBOX, INBOX_SEARCH } from "~/utils/leads";
import { LEAD_KINDS, LEAD_STAGES, STATUS_FILTERS } from "~/vocabulary/leads";

export { loader } from "~/routes/dashboard.inbox._index/route.server";

export const links = () => [...listLinks(), { rel: "stylesheet", href: inboxStyles }];

export const meta: MetaFunction = () => [{ title: "Inbox | Aniwa Studio Admin" }];

const KIND_FILTERS = [
  { key: "all", label: "All kinds" },
  ...LEAD_KINDS.map((k) => ({ key: k.value, label: k.plural })),
];
const KIND_KEYS = KIND_FILTERS.map((filter) => filter.key);
const STAGE_FILTERS = [
  { key: "any", label: "Any stage" },
  ...LEAD_STAGES.map((s) => ({ key: s.value, label: s.label })),
];
const STAGE_KEYS = STAGE_FILTERS.map((filter) => filter.key);
const STATUS_KEYS = STATUS_FILTERS.map((filter) => filter.key);
const LIST_ID = "inbox-list";

/** The CSV of one kind with the list's status and search (a download, not a page). */
function exportHref(kind: string, filters: { status: string; stage: string; search: string }) {
  const params = new URLSearchParams({ kind });
  if (filters.status !== "open") params.set("status", filters.status);
  if (filters.stage) params.set("stage", filters.stage);
  if (filters.search) params.set(INBOX_SEARCH, filters.search);
  return `${INBOX}export.csv?${params}`;
}

export default function InboxPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, counts } = data;
  const kind = useUrlChoice("kind", KIND_KEYS, "all", ["page"]);
  const status = useUrlChoice("status", STATUS_KEYS, "open", ["page"]);
  const stage = useUrlChoice("stage", STAGE_KEYS, "any", ["page"]);
  const keep: Record<string, string> = {};
  if (filters.kind) keep.kind = filters.kind;
  if (filters.status !== "open") keep.status = filters.status;
  if (filters.stage) keep.stage = filters.stage;
  const exportKinds = filters.kind ? LEAD_KINDS.filter((k) => k.value === filters.kind) : LEAD_KINDS;
  // The lead's page links back to the list as it is (filters, search, page).
  const { search } = useLocation();
  const openHref = (key: string) => `${INBOX}${key}/${search ? `?from=${encodeURIComponent(search)}` : ""}`;

  return (
    <ListPage>
      <PageHeader
        title="Inbox"
        actions={
          data.error ? null : (
            <div className="inbox-export" role="group" aria-label="Download as CSV">
              {exportKinds.map((k) => (
                <a
                  key={k.value}
                  href={exportHref(k.value, filters)}
                  download
                  className="button button--ghost button--small"
                >
                  {filters.kind ? "Download CSV" : `${k.plural} (CSV)`}
                </a>
              ))}
            </div>
          )
        }
      >
        Contact messages, shop enquiries and newsletter sign-ups from the website.
      </PageHeader>

      {data.source === "site" ? (
        <p className="alert alert--info" role="status">
          The studio API does not offer the inbox, so these are the leads this website received itself (kept for{" "}
          {data.retentionDays} days). Each still reaches the API as before.
        </p>
      ) : null}
      {counts ? (
        <StatGrid label="Lead counts">
          <StatCard label="New leads" value={counts.new.total} tone="clay" />
          <StatCard
            label="Contact messages"
            value={counts.total.contact}
            tone="ink"
            hint={`${counts.new.contact} new`}
          />
          <StatCard label="Enquiries" value={counts.total.enquiry} tone="forest" hint={`${counts.new.enquiry} new`} />
          <StatCard
            label="Newsletter sign-ups"
            value={counts.total.newsletter}
            tone="ochre"
            hint={`${counts.new.newsletter} new`}
          />
        </StatGrid>
      ) : null}

      <div className="inbox-filters">
        <FilterNav label="Kind" options={KIND_FILTERS} filter={kind} controls={LIST_ID} />
        <FilterNav label="Status" options={STATUS_FILTERS} filter={status} controls={LIST_ID} />
        <FilterNav label="Stage" options={STAGE_FILTERS} filter={stage} controls={LIST_ID} />
      </div>

      <SearchToolbar
        label="Search leads"
        placeholder="Name, email or reference"
        param={INBOX_SEARCH}
        keep={keep}
        summary={`${data.total} ${data.total === 1 ? "lead" : "leads"} (Page ${data.page} of ${data.totalPages})`}
      />

      <div id={LIST_ID}>
        <ListBody
          error={data.error}
          count={data.leads.length}
          searched={Boolean(filters.search || filters.kind || filters.stage || filters.status !== "open")}
          pages={{ page: data.page, totalPages: data.totalPages, label: "Inbox pages" }}
          noMatch={{ title: "No leads found", text: "No leads match this search or filter." }}
          none={{
            title: "Nothing here yet",
            text: "Messages from the contact page, shop enquiries and newsletter sign-ups will appear here as they arrive.",
          }}
        >
          <LeadsTable leads={data.leads} openHref={openHref} />
        </ListBody>
      </div>
    </ListPage>
  );
}
