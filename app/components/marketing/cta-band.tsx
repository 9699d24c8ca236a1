import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The closing call to action of the service pages: contact and projects. */
export function CtaBand({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className="section cta-band" id={id} aria-labelledby="cta-title">
      <div className="container cta-band__inner" data-reveal>
        <div>
          <p className="eyebrow">Start Your Project</p>
          <h2 id="cta-title">{title}</h2>
          {children}
        </div>
        <div className="cta-band__actions">
          <Link to="/resources/contact-us" className="button button--accent">
            Contact us
          </Link>
          <Link to="/resources/projects" className="button button--ghost button--on-dark">
            Our Projects
          </Link>
        </div>
      </div>
    </section>
  );
}
