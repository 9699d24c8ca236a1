import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { Image } from "~/components/image";
import { STUDIO, telHref } from "~/utils/site";
import content from "./content/home.json";
import { CtaBand } from "./cta-band";
import { CtaLink } from "./cta-links";
import { HeroVideo } from "./hero-video";
import { SectionHeading } from "./page-hero";
import type { PortfolioItem } from "~/utils/portfolio";
import { PortfolioSection } from "./portfolio-section";
import { PointList } from "./section";
import { Stats } from "./stats";
import { useReveal } from "./use-reveal";

/**
 * Public-site §2 Home; the statistics and awards (content/home.json) word for word. The work comes
 * first, right under the hero (decision 022): a phone reaches the first project within three screens.
 */
export function HomePage({
  portfolio,
  quotes,
}: {
  /** The studio's projects and pieces for 'Design Excellence'; empty when the API failed. */
  portfolio: PortfolioItem[];
  /** 'What clients say' (components/marketing/client-quotes.tsx), drawn by the route. */
  quotes?: ReactNode;
}) {
  useReveal();
  return (
    <>
      <HeroVideo>
        <p className="eyebrow hero__eyebrow">Architecture · Interiors · Home collections</p>
        <h1 id="hero-title" className="hero__title">
          Spaces shaped by light, craft and the rhythm of Accra
        </h1>
        <p className="hero__lead">
          We design homes, workplaces and the objects inside them, with the hands of Ghanaian artisans.
        </p>
        <div className="hero__actions">
          <a href="#reservations" className="button button--accent" data-track="cta">
            Schedule Appointment
          </a>
          <CtaLink kind="about" tone="on-dark" />
        </div>
      </HeroVideo>

      <PortfolioSection portfolio={portfolio} />

      <section className="section about-intro" aria-labelledby="about-title">
        <div className="container split about-intro__grid">
          <div className="about-intro__text">
            <SectionHeading
              id="about-title"
              eyebrow="The studio"
              title="Rooted in Ghanaian craft, drawn for how you live"
            >
              <p>
                Aniwa means <em>eye</em> in Twi. For eighteen years we have looked closely: at the light of a Harmattan
                morning, at the way a family gathers, at the knots of a weaver&apos;s loom. From our studio in East
                Legon we design architecture, interiors and furniture, and we make them with the artisans who keep
                Ghana&apos;s techniques alive.
              </p>
            </SectionHeading>
            <Link to="/resources/about-us" className="text-link" data-reveal>
              Meet the studio
            </Link>
          </div>
          <figure className="about-intro__figure" data-reveal>
            <Image
              src="/images/home/studio-living.webp"
              alt="A lounge with two striped chairs on an ochre rug, a tall window and an arched niche"
              width={900}
              height={1125}
            />
            <figcaption>Hotel lobby, Osu: chairs woven in our workshop.</figcaption>
          </figure>
        </div>
        <div className="container">
          <Stats stats={content.stats} label="The studio in figures" />
        </div>
      </section>

      {quotes}

      <section className="section awards" aria-labelledby="awards-title">
        <div className="container awards__grid">
          <SectionHeading id="awards-title" eyebrow="Awards & recognition" title="Recognised since 2018">
            <p>
              Recognised since 2018 for work that brings heritage craft into contemporary living, and for the artisans
              and apprentices who make it.
            </p>
          </SectionHeading>
          <PointList items={content.recognition} className="awards__list" />
        </div>
      </section>

      <CtaBand
        id="reservations"
        headingId="reservations-title"
        eyebrow="Schedule Appointment"
        title="Visit the studio, or let us come to your site"
        actions={
          <>
            <CtaLink kind="start" tone="accent" />
            <a href={telHref(STUDIO.phones[0])} className="button button--ghost button--on-dark">
              Call {STUDIO.phones[0]}
            </a>
          </>
        }
      >
        <p>
          Tell us about your home, workplace or piece. We answer within 24 hours and meet by appointment, Monday to
          Saturday.
        </p>
      </CtaBand>
    </>
  );
}
