import { formatMoney } from "~/vocabulary/money";
import { FigureHeads } from "~/components/admin/figure-heads";

/** What the analytics page's loader gives of the leads' sources (app/leads/reply-clock.server.ts, leadSources). */
export interface LeadSourcesView {
  byPage: { name: string; leads: number; won: number; wonValue: number }[];
  bySource: { name: string; leads: number; won: number; wonValue: number }[];
  days: number;
}

function SourceTable({ caption, head, rows }: { caption: string; head: string; rows: LeadSourcesView["byPage"] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <FigureHeads first={head} figures={["Leads", "Won", "Value won"]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" className="lead-sources__name">
              {row.name}
            </th>
            <td className="num" data-label="Leads">
              {row.leads}
            </td>
            <td className="num" data-label="Won">
              {row.won}
            </td>
            <td className="num" data-label="Value won">
              {formatMoney(row.wonValue)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Where the studio's leads come from: contact messages and enquiries by the page their form was sent
 * from and by source, with what was won. Plain tables, no script.
 */
export function LeadSources({ sources }: { sources: LeadSourcesView }) {
  return (
    <section className="chart-card lead-sources" aria-labelledby="lead-sources-title">
      <header className="chart-card__header">
        <h2 id="lead-sources-title" className="chart-card__title">
          Leads by page and source
        </h2>
        <p className="chart-card__caption">
          Contact messages and enquiries of the last {sources.days} days, from the site&apos;s own record
        </p>
      </header>
      {sources.byPage.length === 0 ? (
        <p>No contact message or enquiry in that time.</p>
      ) : (
        <div className="lead-sources__tables">
          <SourceTable caption="By the page the form was sent from" head="Page" rows={sources.byPage} />
          <SourceTable caption="By source" head="Source" rows={sources.bySource} />
        </div>
      )}
    </section>
  );
}
