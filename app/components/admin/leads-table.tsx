import { Link } from "@remix-run/react";
import { ListTable } from "~/components/admin/list-table";
import { receivedLabel, waitWords } from "~/utils/leads";
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
  /** The reply clock, in working minutes (app/leads/lead-work.server.ts). */
  clock: { firstReply: number | null; waiting: number | null };
  /** Where it came from ('' when the site does not know). */
  source: string;
}

/** 'in 20 min' once answered, 'waiting 1 h 05 min' until then, nothing for a sign-up or an archived lead. */
function replyWords({ firstReply, waiting }: LeadRow["clock"]): string {
  if (firstReply !== null) return `in ${waitWords(firstReply)}`;
  return waiting !== null ? `waiting ${waitWords(waiting)}` : "";
}

/** The inbox's table: who, what kind, a line of what they sent, when, and the status. New leads stand out. */
export function LeadsTable({ leads, openHref }: { leads: readonly LeadRow[]; openHref: (key: string) => string }) {
  return (
    <ListTable
      caption="Leads, newest first"
      columns={["From", "Kind", "Summary", "Received", "Status", "Stage", "Reply", "Source"]}
    >
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
            <td data-label="Reply" className={lead.clock.waiting !== null ? "lead-row__waiting" : undefined}>
              {replyWords(lead.clock)}
            </td>
            <td data-label="Source">{lead.source}</td>
          </tr>
        );
      })}
    </ListTable>
  );
}
