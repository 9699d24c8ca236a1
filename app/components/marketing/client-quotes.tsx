import { Link } from "@remix-run/react";
import type { ClientQuote } from "~/utils/project-page";
import { SectionHeading } from "./page-hero";

/**
 * 'What clients say' on the home and About pages: the quotes the owner typed on the projects,
 * each leading to its project. Left out when there are none (or the API failed).
 */
export function ClientQuotes({ quotes }: { quotes: readonly ClientQuote[] }) {
  if (quotes.length === 0) return null;
  return (
    <section className="section client-quotes" aria-labelledby="client-quotes-title">
      <div className="container">
        <SectionHeading id="client-quotes-title" eyebrow="In their words" title="What clients say" />
        <ul className="client-quotes__list">
          {quotes.map((quote) => (
            <li key={quote.path}>
              <figure className="client-quote">
                <blockquote>
                  <p>{quote.text}</p>
                </blockquote>
                <figcaption>
                  <span className="client-quote__by">{quote.by}</span>
                  <Link to={quote.path} className="client-quote__project">
                    {quote.project}
                  </Link>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
