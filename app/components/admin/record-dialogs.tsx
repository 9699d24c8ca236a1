import { Link } from "@remix-run/react";
import { EventTypeBadge } from "~/components/admin/analytics-records";
import { UrlDialog } from "~/components/url-dialog";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import type { AnalyticsRecord } from "~/schemas/analytics";
import { formatEventDate } from "~/utils/chart-data";

/** 'Analytics Record Details' (admin-area §2), opened by `?record=id`. */
export function RecordDetailsDialog({ record, closeTo }: { record: AnalyticsRecord | null; closeTo: string }) {
  return (
    <UrlDialog title="Analytics Record Details" closeTo={closeTo}>
      {record ? (
        <dl className="record-details">
          <dt>Record ID</dt>
          <dd>{record.id}</dd>
          <dt>Event Type</dt>
          <dd>
            <EventTypeBadge type={record.event_type} />
          </dd>
          <dt>Event Date</dt>
          <dd>
            <time dateTime={record.event_date}>{formatEventDate(record.event_date)}</time>
          </dd>
          <dt>Session ID</dt>
          <dd>
            <code>{record.session_id}</code>
          </dd>
          <dt>Page URL</dt>
          <dd>{record.page_url}</dd>
          <dt>IP Address</dt>
          <dd>{record.ip_address || "—"}</dd>
          <dt>Referrer</dt>
          <dd>{record.referrer || "Direct"}</dd>
        </dl>
      ) : (
        <p className="empty-state">No record data available</p>
      )}
      <div className="dialog-actions">
        <Link to={closeTo} replace preventScrollReset className="button button--ghost button--small">
          Close
        </Link>
      </div>
    </UrlDialog>
  );
}

/** The delete confirmation, opened by `?confirmDelete=id`: the admin's one delete dialog. */
export function ConfirmDeleteDialog({
  id,
  record,
  closeTo,
}: {
  id: number;
  record: AnalyticsRecord | null;
  closeTo: string;
}) {
  return (
    <ConfirmDelete title="Delete Record" closeTo={closeTo} fields={{ id }} confirmLabel="Delete Record">
      <p>
        Are you sure you want to delete record <strong>#{id}</strong>
        {record ? (
          <>
            {" "}
            ({record.event_type.replace(/_/g, " ")} on {record.page_url_display})
          </>
        ) : null}
        ? This action cannot be undone.
      </p>
    </ConfirmDelete>
  );
}
