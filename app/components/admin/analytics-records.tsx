import { Form, Link } from "@remix-run/react";
import { Field, SelectField } from "~/components/forms";
import { Pagination } from "~/components/pagination";
import { PAGE_SIZES, type AnalyticsList, type AnalyticsQuery, type AnalyticsRecord } from "~/schemas/analytics";
import { formatEventDate } from "~/utils/chart-data";
import { EVENT_TYPES, EVENT_TYPE_LABELS } from "~/vocabulary/event-types";

export const ANALYTICS_PATH = "/dashboard/analytics/";

const BADGES: Record<string, string> = {
  page_view: "badge--info",
  click: "badge--warning",
  engagement: "badge--success",
};

export function EventTypeBadge({ type }: { type: string }) {
  const label = (EVENT_TYPE_LABELS as Record<string, string | undefined>)[type] ?? type;
  return <span className={`badge ${BADGES[type] ?? "badge--secondary"}`}>{label}</span>;
}

/** The list's query string without the dialog parameters: what links and redirects keep. */
export function listSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("record");
  params.delete("confirmDelete");
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function withParam(search: string, key: string, value: string | number): string {
  const params = new URLSearchParams(listSearch(search));
  params.set(key, String(value));
  return `?${params}`;
}

/** 'Analytics Records': filters, the table and the pager, all in the URL. */
export function AnalyticsRecords({
  query,
  list,
  error,
  search,
}: {
  query: AnalyticsQuery;
  list: AnalyticsList | null;
  error: { title: string; detail?: string } | null;
  /** The current location.search. */
  search: string;
}) {
  const filtered = Boolean(query.event_type || query.search);
  const total = list?.pagination.total_records ?? 0;
  const first = list && list.data.length ? (list.pagination.current_page - 1) * list.pagination.per_page + 1 : 0;
  const last = list ? first + list.data.length - 1 : 0;

  return (
    <section className="panel" aria-labelledby="records-title">
      <header className="panel__header">
        <h2 id="records-title">Analytics Records</h2>
        {list ? (
          <p className="panel__meta" aria-live="polite">
            {total ? `Showing ${first}–${last} of ${total.toLocaleString("en-US")} records` : "No records"}
          </p>
        ) : null}
      </header>

      {/* A plain GET form: the filters are the URL, and a new filter starts at page 1. */}
      <Form method="get" action={ANALYTICS_PATH} className="records-filters" key={search}>
        <Field
          label="Search"
          type="search"
          name="search"
          defaultValue={query.search ?? ""}
          maxLength={100}
          placeholder="Page URL, session, IP or referrer"
        />
        <SelectField label="Event type" name="event_type" defaultValue={query.event_type ?? ""}>
          <option value="">All events</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EVENT_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Rows per page" name="limit" defaultValue={String(query.limit)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
        <div className="records-filters__actions">
          <button type="submit" className="button button--primary button--small">
            Apply
          </button>
          <Link to={ANALYTICS_PATH} className="button button--ghost button--small">
            Reset
          </Link>
        </div>
      </Form>

      {error ? (
        <div className="alert alert--error" role="alert">
          <div>
            <p>
              <strong>{error.title}</strong>
            </p>
            {error.detail ? <p>{error.detail}</p> : null}
          </div>
          <Link to={`${ANALYTICS_PATH}${listSearch(search)}`} className="button button--small button--danger">
            Try Again
          </Link>
        </div>
      ) : null}

      {list && list.data.length ? (
        <RecordsTable records={list.data} search={search} />
      ) : list ? (
        <div className="empty-state">
          <h3>No records found</h3>
          <p>{filtered ? "No records match these filters." : "No analytics events have been recorded yet."}</p>
          {filtered ? (
            <Link to={ANALYTICS_PATH} className="button button--ghost button--small">
              Reset filters
            </Link>
          ) : null}
        </div>
      ) : null}

      {list ? (
        <div className="records-footer">
          <p className="panel__meta">
            Page {list.pagination.current_page} of {list.pagination.total_pages}
          </p>
          <Pagination
            page={list.pagination.current_page}
            totalPages={list.pagination.total_pages}
            search={listSearch(search)}
            label="Analytics records pages"
          />
        </div>
      ) : null}
    </section>
  );
}

function RecordsTable({ records, search }: { records: AnalyticsRecord[]; search: string }) {
  return (
    <div className="table-scroll">
      <table className="records-table">
        <caption className="visually-hidden">Analytics records, newest first</caption>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Session ID</th>
            <th scope="col">Page URL</th>
            <th scope="col">Event Type</th>
            <th scope="col">Event Date</th>
            <th scope="col">IP Address</th>
            <th scope="col">Referrer</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td data-label="ID">{record.id}</td>
              <td data-label="Session ID">
                <code title={record.session_id}>{record.session_id.slice(0, 10)}</code>
              </td>
              <td className="records-table__url" title={record.page_url} data-label="Page URL">
                {record.page_url_display}
              </td>
              <td data-label="Event Type">
                <EventTypeBadge type={record.event_type} />
              </td>
              <td data-label="Event Date">
                <time dateTime={record.event_date}>{formatEventDate(record.event_date)}</time>
              </td>
              <td data-label="IP Address">{record.ip_address || <span className="records-table__muted">—</span>}</td>
              <td className="records-table__url" title={record.referrer || undefined} data-label="Referrer">
                {record.referrer || <span className="records-table__muted">Direct</span>}
              </td>
              <td className="records-table__actions-cell">
                <div className="records-table__actions">
                  <RowLink search={search} dialog="record" id={record.id} label="View" />
                  <RowLink search={search} dialog="confirmDelete" id={record.id} label="Delete" />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row's View or Delete: opens its dialog by URL, keeping the list's filters and scroll. */
function RowLink({
  search,
  dialog,
  id,
  label,
}: {
  search: string;
  dialog: "record" | "confirmDelete";
  id: number;
  label: "View" | "Delete";
}) {
  return (
    <Link
      to={withParam(search, dialog, id)}
      className={label === "Delete" ? "icon-action icon-action--danger" : "icon-action"}
      preventScrollReset
      aria-label={`${label} record ${id}`}
    >
      {label}
    </Link>
  );
}
