import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { Lead } from "~/schemas/leads";
import { receivedLabel } from "~/utils/leads";
import { kindLabel, leadStatusBadge } from "~/vocabulary/leads";
import { formatMoney } from "~/vocabulary/money";
import { FigureHeads } from "~/components/admin/figure-heads";

export interface LeadView {
  key: string;
  kind: string;
  status: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  lines: Lead["lines"];
  total: number | null;
  receivedAt: string;
  /** The reference the visitor was given (the site's own record of the lead knows it). */
  reference: string | null;
  /** Where it came from, while the site's record of it is kept (app/leads/origin.server.ts). */
  origin: { source: string; page: string; landing: string | null; referrer: string | null } | null;
}

/** One status change: a POST form (CSRF token and all), so it works without JavaScript. */
function StatusButton({ status, label, primary }: { status: string; label: string; primary?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("status") === status;
  return (
    <Form method="post" preventScrollReset>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status" value={status} />
      <button
        type="submit"
        className={`button button--small ${primary ? "button--primary" : "button--ghost"}`}
        disabled={busy}
      >
        {busy ? "Saving…" : label}
      </button>
    </Form>
  );
}

/** An enquiry's lines: product, quantity, unit price, line total, and the total in GHS. */
function EnquiryLines({ lines, total }: { lines: NonNullable<Lead["lines"]>; total: number | null }) {
  return (
    <div className="lead__lines-wrap">
      <table className="lead__lines">
        <caption className="visually-hidden">Enquiry lines</caption>
        <FigureHeads first="Product" figures={["Quantity", "Unit price", "Line total"]} />
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.product_id ?? "x"}-${index}`}>
              <td>
                {line.name}
                {line.sku ? <span className="lead-row__email">SKU {line.sku}</span> : null}
              </td>
              <td className="num">{line.quantity}</td>
              <td className="num">{formatMoney(line.unit_price)}</td>
              <td className="num">{formatMoney(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
        {total !== null ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total
              </th>
              <td className="num" data-testid="lead-total">
                {formatMoney(total)}
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** A lead: who, when, what they sent (as text, line breaks kept), and what the studio can do with it. */
export function LeadDetail({
  lead,
  reply,
  whatsApp,
  children,
}: {
  lead: LeadView;
  /** The `mailto:` answer, offered when the site cannot send replies itself (no SMTP). */
  reply: string | null;
  /** A wa.me link to the number the visitor left, with a message naming the reference. */
  whatsApp: string | null;
  /** The reply form, when the site sends replies. */
  children?: ReactNode;
}) {
  const badge = leadStatusBadge(lead.status);
  return (
    <article className="cms-card lead" aria-labelledby="lead-title">
      <header>
        <p className="eyebrow">{kindLabel(lead.kind)}</p>
        <h2 id="lead-title" className="cms-card__title">
          {lead.name || lead.email}
        </h2>
      </header>
      <dl className="lead__meta">
        <dt>Status</dt>
        <dd>
          <span className={`badge badge--${badge.tone}`} data-testid="lead-status">
            {badge.label}
          </span>
        </dd>
        {lead.reference ? (
          <>
            <dt>Reference</dt>
            <dd data-testid="lead-reference">{lead.reference}</dd>
          </>
        ) : null}
        <dt>Email</dt>
        <dd>{lead.email}</dd>
        {lead.subject ? (
          <>
            <dt>Project type</dt>
            <dd>{lead.subject}</dd>
          </>
        ) : null}
        <dt>Received</dt>
        <dd>
          <time dateTime={`${lead.receivedAt.replace(" ", "T")}Z`}>{receivedLabel(lead.receivedAt)}</time>
        </dd>
        {lead.origin ? (
          <>
            <dt>Source</dt>
            <dd data-testid="lead-source">{lead.origin.source}</dd>
            <dt>Sent from</dt>
            <dd className="lead__path">{lead.origin.page}</dd>
            {lead.origin.landing && lead.origin.landing !== lead.origin.page ? (
              <>
                <dt>Visit began at</dt>
                <dd className="lead__path">{lead.origin.landing}</dd>
              </>
            ) : null}
            {lead.origin.referrer ? (
              <>
                <dt>Came from</dt>
                <dd className="lead__path">{lead.origin.referrer}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {lead.lines?.length ? <EnquiryLines lines={lead.lines} total={lead.total} /> : null}
      {lead.message ? (
        <section aria-label="Message">
          <pre className="lead__message">{lead.message}</pre>
        </section>
      ) : null}
      {children}
      <div className="lead__actions">
        {reply ? (
          <a href={reply} className="button button--accent button--small">
            Reply
          </a>
        ) : null}
        {whatsApp ? (
          <a href={whatsApp} className="button button--ghost button--small" rel="noopener noreferrer">
            Reply on WhatsApp
          </a>
        ) : null}
        {lead.status !== "replied" ? <StatusButton status="replied" label="Mark as replied" primary /> : null}
        {lead.status !== "archived" ? (
          <StatusButton status="archived" label="Archive" />
        ) : (
          <StatusButton status="read" label="Move back to inbox" />
        )}
      </div>
    </article>
  );
}
