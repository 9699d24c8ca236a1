import type { ReactNode } from "react";
import { Image } from "~/components/image";
import { SectionHeading } from "./page-hero";

interface SectionProps {
  /** The heading's id, which labels the section. */
  headingId: string;
  eyebrow: string;
  title: string;
  /** The heading's short introduction; a text (from content/*.json) is one paragraph. */
  intro?: ReactNode;
  /** Background: sand or ink; "flush" pulls the next section up. */
  tone?: "sand" | "ink" | "ink-flush";
  id?: string;
  children: ReactNode;
}

const toneClass = { sand: " section--sand", ink: " section--ink", "ink-flush": " section--ink section--flush" };

/** A marketing section: eyebrow, heading and introduction, then its content, in the page's container. */
export function Section({ headingId, eyebrow, title, intro, tone, id, children }: SectionProps) {
  return (
    <section className={`section${tone ? toneClass[tone] : ""}`} id={id} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title}>
          {typeof intro === "string" ? <p>{intro}</p> : intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}

interface SplitSectionProps {
  headingId: string;
  eyebrow: string;
  title: string;
  image: { src: string; alt: string; width: number; height: number };
  /** The container's class beside .split (text and picture side by side from 900 px). */
  layout: "feature-split" | "contact-map";
  tone?: "sand";
  children: ReactNode;
}

/** A picture beside a short text: eyebrow, heading, paragraphs and a list or link. */
export function SplitSection({ headingId, eyebrow, title, image, layout, tone, children }: SplitSectionProps) {
  return (
    <section className={tone ? `section section--${tone}` : "section"} aria-labelledby={headingId}>
      <div className={`container split ${layout}`}>
        <figure data-reveal>
          <Image src={image.src} alt={image.alt} width={image.width} height={image.height} />
        </figure>
        <div data-reveal>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={headingId}>{title}</h2>
          {children}
        </div>
      </div>
    </section>
  );
}

export interface Point {
  title: string;
  text: string;
}

/** Short points, each a bold title run into its sentence. */
export function CheckList({ items, reveal = false }: { items: readonly Point[]; reveal?: boolean }) {
  return (
    <ul className="check-list" data-reveal={reveal ? true : undefined}>
      {items.map((item) => (
        <li key={item.title}>
          <strong>{item.title}</strong>
          {item.text}
        </li>
      ))}
    </ul>
  );
}

/** Points under their own small headings (the about page's pillars, the home page's awards). */
export function PointList({ items, className, mark }: { items: readonly Point[]; className: string; mark?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} data-reveal>
          {mark ? <span className={mark} aria-hidden="true" /> : null}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
