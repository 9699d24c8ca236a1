import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { SentSummary } from "~/utils/enquiry";
import { formatMoney } from "~/vocabulary/money";

/** The confirmation after 'Send Enquiry': what the studio was sent, and what happens next. */
export function EnquirySent({ sent, whatsapp = null }: { sent: SentSummary; whatsapp?: string | null }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="enquiry-sent"
      aria-labelledby="enquiry-sent-title"
      data-testid="enquiry-sent"
    >
      <h2 id="enquiry-sent-title">Your enquiry was sent</h2>
      <p className="alert alert--success" role="status">
        {sent.confirmation}
      </p>
      {sent.reference ? (
        <p>
          Your reference: <strong>{sent.reference}</strong>
        </p>
      ) : null}
      <p>
        The studio will reply to <strong>{sent.email}</strong>. This is what we sent:
      </p>
      <table className="enquiry-sent__table">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">SKU</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
            <th scope="col">Line total</th>
          </tr>
        </thead>
        <tbody>
          {sent.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.name}</td>
              <td>{line.sku}</td>
              <td>{line.quantity}</td>
              <td>{formatMoney(line.unitPrice)}</td>
              <td>{formatMoney(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td data-testid="sent-total">{formatMoney(sent.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p>
        <Link to="/resources/shop" className="button button--primary">
          Back to the shop
        </Link>
        {whatsapp ? (
          <>
            {" "}
            <a href={whatsapp} className="button button--ghost" rel="noopener noreferrer">
              Continue on WhatsApp
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}
