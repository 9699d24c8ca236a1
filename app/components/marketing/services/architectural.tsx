import { Link } from "@remix-run/react";
import { Image } from "~/components/image";
import { CtaBand } from "../cta-band";
import { PageHero, SectionHeading } from "../page-hero";
import { ProcessSteps } from "../process-steps";
import { ServiceCards } from "../service-cards";
import { Stats } from "../stats";
import { useReveal } from "../use-reveal";

const SERVICES = [
  {
    title: "Residential Design",
    text: "Family houses and villas planned around shade, breeze and the way you gather.",
    to: "/services/newbuild-service",
  },
  {
    title: "Commercial Architecture",
    text: "Offices, shops and clinics that work hard, stay cool and welcome people in.",
    to: "/resources/projects?category=commercial",
  },
  {
    title: "Renovation & Restoration",
    text: "Tired buildings brought back to life, with their best original features kept.",
    to: "/services/renovation-service",
  },
  {
    title: "Extensions",
    text: "More room without moving: garden rooms, new wings and added storeys.",
    to: "/services/extention-service",
  },
  {
    title: "Interior Architecture",
    text: "Plans, joinery and light worked out together, so rooms feel whole.",
    to: "/resources/projects?category=interior-design",
  },
  {
    title: "Landscape & Courtyards",
    text: "Shaded courts, planted edges and outdoor rooms for the hottest hours.",
    to: "/resources/projects?category=landscape",
  },
] as const;

const PROCESS = [
  {
    title: "Consultation & Brief",
    text: "We visit the site, listen to how you live or work, and agree a brief and a budget.",
  },
  { title: "Concept Design", text: "Sketches, massing models and a first plan that answer the brief and the climate." },
  {
    title: "Design Development",
    text: "Materials, structure, services and costs, refined with you until every room is right.",
  },
  {
    title: "Permits & Documentation",
    text: "Drawings for planning and building permits, and a tender set for contractors.",
  },
  {
    title: "Construction & Handover",
    text: "Regular site visits and quality checks through to the keys and the final snag list.",
  },
] as const;

const STATS = [
  { value: "15+", label: "Years experience" },
  { value: "500+", label: "Projects delivered" },
  { value: "98%", label: "Client satisfaction" },
  { value: "24h", label: "Response time" },
] as const;

export function ArchitecturalPage() {
  useReveal();
  return (
    <>
      <PageHero
        eyebrow="What we do · Architecture"
        title="Architectural Services"
        lead={
          <p>
            Buildings for the West African climate and the people who use them: from the first sketch on site to the day
            you move in, drawn and overseen by one studio in Accra.
          </p>
        }
        image={{
          src: "/images/services/architectural-hero.webp",
          alt: "A long, low pavilion house with glass walls and timber louvres beside a pool at dusk",
          width: 1600,
          height: 1000,
        }}
        actions={
          <>
            <Link to="/resources/contact-us#contact-form" className="button button--primary" data-track="cta">
              Start Your Project
            </Link>
            <Link to="/resources/projects" className="button button--ghost">
              Our Projects
            </Link>
          </>
        }
      />

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <SectionHeading id="services-title" eyebrow="Services" title="Six ways we can help">
            <p>Each service can stand alone, or join the others in a single commission.</p>
          </SectionHeading>
          <ServiceCards cards={SERVICES} />
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="approach-title">
        <div className="container feature-split">
          <figure data-reveal>
            <Image
              src="/images/services/architectural-plan.webp"
              alt="A house plan on the drawing board with dimensions, a pencil and a scale rule"
              width={960}
              height={720}
            />
          </figure>
          <div data-reveal>
            <p className="eyebrow">Our approach</p>
            <h2 id="approach-title">Climate first, then everything else</h2>
            <p>
              We orient rooms away from the afternoon sun, lift roofs to let hot air out and shade every opening. The
              result is a house that stays cool with less air-conditioning, built from local block, laterite and timber.
            </p>
            <ul className="check-list">
              <li>
                <strong>Passive cooling</strong>Cross-ventilation, deep eaves and shaded courtyards.
              </li>
              <li>
                <strong>Local materials</strong>Compressed earth, Ghanaian hardwoods and fired clay.
              </li>
              <li>
                <strong>One team</strong>Architecture, interiors and furniture under one roof.
              </li>
            </ul>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="process-title">
        <div className="container">
          <SectionHeading id="process-title" eyebrow="Process" title="Five steps from brief to keys" />
          <ProcessSteps steps={PROCESS} labelledBy="process-title" />
          <Stats stats={STATS} label="The studio in figures" />
        </div>
      </section>

      <CtaBand title="Let's draw your building">
        <p>Tell us about your site and your plans; we reply within 24 hours.</p>
      </CtaBand>
    </>
  );
}
