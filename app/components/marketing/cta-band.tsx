import type { ReactNode } from "react";
import { CtaLink } from "./cta-links";

interface CtaBandProps {
  title: string;
  children: ReactNode;
  id?: string;
  headingId?: string;
  eyebrow?: string;
  /** The buttons; by default contact and projects. */
  actions?: ReactNode;
}

/** The closing call to action of the marketing pages (by default: contact and projects). */
export function CtaBand({
  title,
  children,
  id,
  headingId = "cta-title",
  eyebrow = "Start Your Project",
  actions = (
    <>
      <CtaLink kind="contact" tone="accent" />
      <CtaLink kind="projects" tone="on-dark" />
    </>
  ),
}: CtaBandProps) {
  return (
    <section className="section cta-band" id={id} aria-labelledby={headingId}>
      <div className="container split cta-band__inner" data-reveal>
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={headingId}>{title}</h2>
          {children}
        </div>
        <div className="cta-band__actions">{actions}</div>
      </div>
    </section>
  );
}
