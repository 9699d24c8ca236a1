import { Link } from "@remix-run/react";
import { Image } from "~/components/image";
import { CtaBand } from "../cta-band";
import { PageHero, SectionHeading } from "../page-hero";
import { ProcessSteps } from "../process-steps";
import { ServiceCards } from "../service-cards";
import { useReveal } from "../use-reveal";

/** The four residential styles; the spec's /styles/{id} links answer a redirect to #styles. */
const STYLES = [
  {
    title: "Contemporary Ghanaian",
    text: "Clean volumes, cantilevered upper floors and timber louvres over deep, shaded glass.",
    to: "/resources/projects?category=residential",
    linkLabel: "See residential projects",
    image: {
      src: "/images/services/style-contemporary.webp",
      alt: "A contemporary two-storey house with timber louvres and a pool",
    },
  },
  {
    title: "Courtyard House",
    text: "Rooms gathered around a shaded court, as in the compound houses of old Accra and Kumasi.",
    to: "/resources/projects?category=residential",
    linkLabel: "See residential projects",
    image: { src: "/images/services/style-courtyard.webp", alt: "Two pavilions joined by a wall with an arched gate" },
  },
  {
    title: "Tropical Modern",
    text: "A single floor under one wide roof, open on every side to the breeze and the garden.",
    to: "/resources/projects?category=residential",
    linkLabel: "See residential projects",
    image: { src: "/images/services/style-tropical.webp", alt: "A glass pavilion under a thin flat roof at dusk" },
  },
  {
    title: "Urban Townhouse",
    text: "Tall, narrow homes for city plots, with stacked terraces and light from above.",
    to: "/resources/projects?category=residential",
    linkLabel: "See residential projects",
    image: { src: "/images/services/style-urban.webp", alt: "A slender five-storey townhouse with lit windows" },
  },
] as const;

const PROCESS = [
  { title: "Land & Brief", text: "We study the plot, its soil, sun and access, and write the brief with you." },
  { title: "Concept & Style", text: "A style, a plan and a model of your house to walk around." },
  { title: "Detailed Design", text: "Structure, services, finishes and joinery drawn and costed." },
  { title: "Permits & Tender", text: "Approvals secured and trusted builders invited to price the work." },
  { title: "Build & Furnish", text: "Site supervision through to furniture, art and the first night in." },
] as const;

const FEATURES = [
  {
    title: "Passive cooling",
    text: "Orientation, cross-ventilation and shade that cut the need for air-conditioning.",
  },
  { title: "Local materials", text: "Compressed earth, laterite, Ghanaian hardwoods and terrazzo." },
  { title: "Water wise", text: "Rainwater harvesting, greywater reuse and planted courtyards." },
  { title: "Solar ready", text: "Roofs sized and wired for panels and battery storage from day one." },
  { title: "Made by artisans", text: "Doors, screens, furniture and textiles made by Ghanaian craftspeople." },
  { title: "Built to grow", text: "Plans that leave room for the next storey, wing or generation." },
] as const;

export function NewBuildPage() {
  useReveal();
  return (
    <>
      <PageHero
        eyebrow="What we do · New build"
        title="New Build: African Residential Design"
        lead={
          <p>
            Houses designed from the ground up for West African life and light: generous, cool and crafted, in a style
            that is yours.
          </p>
        }
        image={{
          src: "/images/services/newbuild-hero.webp",
          alt: "A courtyard house at dusk with warm light in its windows, reflected in a pool",
          width: 1600,
          height: 1000,
        }}
        actions={
          <>
            <Link to="/resources/contact-us" className="button button--primary">
              Contact us
            </Link>
            <Link to="/resources/projects" className="button button--ghost">
              Our Projects
            </Link>
          </>
        }
      />

      <section className="section" id="styles" aria-labelledby="styles-title">
        <div className="container">
          <SectionHeading id="styles-title" eyebrow="Styles" title="Four ways to live well">
            <p>Every house we build is drawn for its owners; these four families of ideas are where many begin.</p>
          </SectionHeading>
          <ServiceCards cards={STYLES} />
        </div>
      </section>

      <section className="section section--ink" aria-labelledby="process-title">
        <div className="container">
          <SectionHeading id="process-title" eyebrow="Process" title="From bare land to your front door" />
          <ProcessSteps steps={PROCESS} labelledBy="process-title" />
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <div className="container feature-split feature-split--reverse">
          <figure data-reveal>
            <Image
              src="/images/services/architectural-tower.webp"
              alt="A slender townhouse at dusk with lit windows and timber screens"
              width={900}
              height={1125}
            />
          </figure>
          <div>
            <SectionHeading id="features-title" eyebrow="Features" title="What every Aniwa house includes" />
            <ul className="check-list" data-reveal>
              {FEATURES.map((feature) => (
                <li key={feature.title}>
                  <strong>{feature.title}</strong>
                  {feature.text}
                </li>
              ))}
            </ul>
            <Link to="/#portfolio" className="text-link" data-reveal>
              Browse the portfolio
            </Link>
          </div>
        </div>
      </section>

      <CtaBand title="Have land? Let's design your home">
        <p>Share your plot&apos;s location and your wish list; we reply within 24 hours.</p>
      </CtaBand>
    </>
  );
}
