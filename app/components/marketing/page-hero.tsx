import type { ReactNode } from "react";
import { Image } from "~/components/image";
import { useReveal } from "./use-reveal";

interface PageHeroProps {
  eyebrow: string;
  title: string;
  /** One paragraph. */
  lead: string;
  image: { src: string; alt: string; width: number; height: number };
  actions?: ReactNode;
  aside?: ReactNode;
}

/** The hero photo's rendered width: beside the text from 960 px, under it below (marketing/sections.css). */
export const PAGE_HERO_SIZES = "(min-width: 1460px) 690px, (min-width: 960px) 48vw, 92vw";

/** The photographic opening of the about and service pages. */
export function PageHero({ eyebrow, title, lead, image, actions, aside }: PageHeroProps) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="page-hero__text">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="page-title">{title}</h1>
        <div className="page-hero__lead">
          <p>{lead}</p>
        </div>
        {actions ? <div className="page-hero__actions">{actions}</div> : null}
        {aside}
      </div>
      <figure className="page-hero__figure">
        <Image
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes={PAGE_HERO_SIZES}
          priority
        />
      </figure>
    </section>
  );
}

/**
 * An about or service page: its sections reveal on scroll (data-reveal),
 * after the photographic opening with the page's calls to action.
 */
export function HeroPage({
  hero,
  actions,
  children,
}: {
  hero: Omit<PageHeroProps, "actions" | "aside">;
  actions: ReactNode;
  children: ReactNode;
}) {
  useReveal();
  return (
    <>
      <PageHero {...hero} actions={actions} />
      {children}
    </>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: "start" | "center";
}

/** A section's eyebrow, heading and short introduction. */
export function SectionHeading({ id, eyebrow, title, children, align = "start" }: SectionHeadingProps) {
  return (
    <header className={`section-heading section-heading--${align}`} data-reveal>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {children ? <div className="section-heading__intro">{children}</div> : null}
    </header>
  );
}
