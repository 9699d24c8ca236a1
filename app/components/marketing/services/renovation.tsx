import { Link } from "@remix-run/react";
import { BeforeAfterGallery } from "../before-after";
import { CtaBand } from "../cta-band";
import { PageHero, SectionHeading } from "../page-hero";
import { ProcessSteps } from "../process-steps";
import { ServiceCards } from "../service-cards";
import { Stats } from "../stats";
import { FilterNav, useUrlChoice } from "~/kits/url-state";
import { useReveal } from "../use-reveal";

type Tab = "residential" | "commercial";

const TABS = [
  { key: "residential", label: "Residential" },
  { key: "commercial", label: "Commercial" },
] as const satisfies readonly { key: Tab; label: string }[];

const SERVICES: Record<Tab, { title: string; text: string; to: string }[]> = {
  residential: [
    {
      title: "Whole-House Renovation",
      text: "New plans, services and finishes for a house you love the location of.",
      to: "/services/architectural-service",
    },
    {
      title: "Kitchen & Bath",
      text: "Hard-working rooms rebuilt with terrazzo, local hardwood and good light.",
      to: "/resources/projects?category=renovation",
    },
    {
      title: "Heritage Restoration",
      text: "Colonial-era and mid-century houses repaired with respect for their craft.",
      to: "/resources/projects?category=renovation",
    },
    {
      title: "Interior Refresh",
      text: "Colour, lighting, furniture and styling without knocking down a wall.",
      to: "/resources/shop",
    },
  ],
  commercial: [
    {
      title: "Office Fit-Out",
      text: "Workplaces replanned for focus, meetings and the afternoon heat.",
      to: "/resources/projects?category=commercial",
    },
    {
      title: "Retail & Hospitality",
      text: "Shops, cafés and hotel lobbies that feel like Accra, not anywhere.",
      to: "/resources/projects?category=commercial",
    },
    {
      title: "Adaptive Reuse",
      text: "Warehouses and old homes turned into studios, clinics and schools.",
      to: "/services/architectural-service",
    },
    {
      title: "Building Upgrades",
      text: "Roofs, façades, shading and services renewed while you stay open.",
      to: "/services/extention-service",
    },
  ],
};

const PAIRS = [
  {
    title: "Family living room",
    place: "Dzorwulu: a dark 1980s lounge opened to the garden.",
    before: {
      src: "/images/services/before-living.webp",
      alt: "Bare living room before renovation, with cracked walls and a bare bulb",
    },
    after: {
      src: "/images/services/after-living.webp",
      alt: "The same living room after renovation, with a sofa, a rug, plants and daylight",
    },
  },
  {
    title: "Director's office",
    place: "Ridge: a dated office turned into a calm, book-lined study.",
    before: {
      src: "/images/services/before-office.webp",
      alt: "Empty office before renovation, with stained walls and a ladder",
    },
    after: {
      src: "/images/services/after-office.webp",
      alt: "The office after renovation, with a walnut desk and full bookshelves",
    },
  },
  {
    title: "Main bedroom",
    place: "Labone: a stuffy bedroom, now cross-ventilated and quiet.",
    before: { src: "/images/services/before-bedroom.webp", alt: "Bedroom before renovation, empty with damp patches" },
    after: {
      src: "/images/services/after-bedroom.webp",
      alt: "The bedroom after renovation, with an oak bed, lamps and a plant",
    },
  },
] as const;

const PROCESS = [
  { title: "Site Survey", text: "We measure, photograph and test the building, and find what is worth keeping." },
  { title: "Condition Report", text: "A clear report on structure, damp, services and what each repair will cost." },
  { title: "Design & Budget", text: "Plans, materials and a fixed budget you approve before any work begins." },
  { title: "Permits & Scheduling", text: "Approvals and a phased programme that lets you keep living or trading." },
  { title: "Renovation Works", text: "Our contractors and artisans at work, with weekly progress reports." },
  { title: "Styling & Handover", text: "Furniture, lighting and styling, then a walk-through and a care guide." },
] as const;

const STATS = [
  { value: "150+", label: "Projects" },
  { value: "50+", label: "Artisans" },
  { value: "98%", label: "Client satisfaction" },
  { value: "24h", label: "Response time" },
] as const;

export function RenovationPage() {
  useReveal();
  const tab = useUrlChoice<Tab>("tab", ["residential", "commercial"], "residential");
  return (
    <>
      <PageHero
        eyebrow="What we do · Renovation"
        title="Renovation & Restoration"
        lead={
          <p>
            Homes and workplaces given a second life: stronger, cooler and more beautiful, with the character of the
            original building kept where it counts.
          </p>
        }
        image={{
          src: "/images/services/renovation-hero.webp",
          alt: "A renovated living room with a linen sofa, a green rug and a tall window",
          width: 1600,
          height: 1000,
        }}
        actions={
          <>
            <Link to="/resources/contact-us#contact-form" className="button button--primary" data-track="cta">
              Start Your Project
            </Link>
            <a href="#before-after" className="button button--ghost">
              See the transformations
            </a>
          </>
        }
      />

      <section className="section" aria-labelledby="services-title" id="renovation-services">
        <div className="container">
          <SectionHeading id="services-title" eyebrow="Services" title="Renovations for homes and businesses" />
          <FilterNav
            label="Renovation type"
            options={TABS}
            filter={tab}
            controls="renovation-panel"
            hash="#renovation-services"
            className="filter-nav--start"
          />
          <div id="renovation-panel" aria-live="polite">
            <h3 className="visually-hidden">
              {tab.selected === "residential" ? "Residential" : "Commercial"} renovation
            </h3>
            <ServiceCards cards={SERVICES[tab.selected]} key={tab.selected} />
          </div>
        </div>
      </section>

      <section className="section section--sand" id="before-after" aria-labelledby="gallery-title">
        <div className="container">
          <SectionHeading id="gallery-title" eyebrow="Before & after" title="Rooms we have brought back">
            <p>Three recent renovations in Accra, photographed before we started and on handover day.</p>
          </SectionHeading>
          <BeforeAfterGallery pairs={PAIRS} />
        </div>
      </section>

      <section className="section" aria-labelledby="process-title">
        <div className="container">
          <SectionHeading id="process-title" eyebrow="Process" title="Six steps, no surprises" />
          <ProcessSteps steps={PROCESS} labelledBy="process-title" />
          <Stats stats={STATS} label="Renovation in figures" />
        </div>
      </section>

      <CtaBand title="Tell us about the building">
        <p>Send a few photos and an address; we will arrange a survey visit.</p>
      </CtaBand>
    </>
  );
}
