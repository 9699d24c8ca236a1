import { Form, Link, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { EventTypeBadge } from "~/components/admin/analytics-records";
import { UrlDialog } from "~/components/url-dialog";
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

/**
 * The delete confirmation, opened by `?confirmDelete=id`: a real form, so it
 * works without JavaScript; with it, the same dialog is modal.
 */
export function ConfirmDeleteDialog({
  id,
  record,
  closeTo,
}: {
  id: number;
  record: AnalyticsRecord | null;
  closeTo: string;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <UrlDialog title="Delete Record" closeTo={closeTo} className="url-dialog--narrow">
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
      <div className="dialog-actions">
        <Link to={closeTo} replace preventScrollReset className="button button--ghost button--small">
          Cancel
        </Link>
        <Form method="post" preventScrollReset>
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <button type="submit" className="button button--danger button--small" disabled={deleting}>
            {deleting ? "Deleting..." : "Delete Record"}
          </button>
        </Form>
      </div>
    </UrlDialog>
  );
}
