import { Link } from "@remix-run/react";
import { Image } from "~/components/image";
import { STUDIO, telHref } from "~/utils/site";
import { HeroVideo } from "./hero-video";
import { SectionHeading } from "./page-hero";
import { PortfolioSection } from "./portfolio-section";
import { Stats } from "./stats";
import { useReveal } from "./use-reveal";

/** Public-site §2 Home statistics, word for word. */
const HOME_STATS = [
  { value: "18", label: "Years" },
  { value: "50+", label: "Artisans supported" },
  { value: "15+", label: "Techniques" },
  { value: "200+", label: "Apprentices" },
  { value: "100%", label: "Local sourcing" },
] as const;

const RECOGNITION = [
  {
    title: "Craft in contemporary interiors",
    text: "For interiors that give weavers, carvers and potters a place in everyday rooms.",
  },
  { title: "Responsible sourcing", text: "For furniture made only from Ghanaian timber, clay, fibre and metal." },
  { title: "Training the next makers", text: "For the apprenticeships our workshops have run with master artisans." },
] as const;

export function HomePage() {
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
          <Link to="/resources/about-us" className="button button--ghost button--on-dark">
            About us
          </Link>
        </div>
      </HeroVideo>

      <section className="section about-intro" aria-labelledby="about-title">
        <div className="container about-intro__grid">
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
          <Stats stats={HOME_STATS} label="The studio in figures" />
        </div>
      </section>

      <PortfolioSection />

      <section className="section awards" aria-labelledby="awards-title">
        <div className="container awards__grid">
          <SectionHeading id="awards-title" eyebrow="Awards & recognition" title="Recognised since 2018">
            <p>
              Recognised since 2018 for work that brings heritage craft into contemporary living, and for the artisans
              and apprentices who make it.
            </p>
          </SectionHeading>
          <ul className="awards__list">
            {RECOGNITION.map((item) => (
              <li key={item.title} data-reveal>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section cta-band" id="reservations" aria-labelledby="reservations-title">
        <div className="container cta-band__inner" data-reveal>
          <div>
            <p className="eyebrow">Schedule Appointment</p>
            <h2 id="reservations-title">Visit the studio, or let us come to your site</h2>
            <p>
              Tell us about your home, workplace or piece. We answer within 24 hours and meet by appointment, Monday to
              Saturday.
            </p>
          </div>
          <div className="cta-band__actions">
            <Link to="/resources/contact-us#contact-form" className="button button--accent" data-track="cta">
              Start Your Project
            </Link>
            <a href={telHref(STUDIO.phones[0])} className="button button--ghost button--on-dark">
              Call {STUDIO.phones[0]}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
