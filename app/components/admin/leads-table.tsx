import { Link } from "@remix-run/react";
import { ListTable } from "~/components/admin/list-table";
import { receivedLabel } from "~/utils/leads";
import { kindLabel, leadStageBadge, leadStatusBadge } from "~/vocabulary/leads";

export interface LeadRow {
  key: string;
  kind: string;
  status: string;
  name: string;
  email: string;
  summary: string;
  receivedAt: string;
  /** The pipeline's stage (app/leads/pipeline.server.ts). */
  stage: string;
}

/** The inbox's table: who, what kind, a line of what they sent, when, and the status. New leads stand out. */
export function LeadsTable({ leads, openHref }: { leads: readonly LeadRow[]; openHref: (key: string) => string }) {
  return (
    <ListTable caption="Leads, newest first" columns={["From", "Kind", "Summary", "Received", "Status", "Stage"]}>
      {leads.map((lead) => {
        const badge = leadStatusBadge(lead.status);
        const stage = leadStageBadge(lead.stage);
        const who = lead.name || lead.email;
        return (
          <tr key={lead.key} className={lead.status === "new" ? "lead-row lead-row--new" : "lead-row"}>
            <td>
              <Link to={openHref(lead.key)} className="lead-row__link">
                {who}
              </Link>
              {lead.name ? <span className="lead-row__email">{lead.email}</span> : null}
            </td>
            <td data-label="Kind">{kindLabel(lead.kind)}</td>
            <td className="lead-row__summary" data-label="Summary">
              {lead.summary}
            </td>
            <td data-label="Received">
              <time dateTime={lead.receivedAt.replace(" ", "T") + "Z"}>{receivedLabel(lead.receivedAt)}</time>
            </td>
            <td data-label="Status">
              <span className={`badge badge--${badge.tone}`}>{badge.label}</span>
            </td>
            <td data-label="Stage">
              <span className={`badge badge--${stage.tone}`}>{stage.label}</span>
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
