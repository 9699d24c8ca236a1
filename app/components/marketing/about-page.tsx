import { Link } from "@remix-run/react";
import { Image } from "~/components/image";
import { PageHero, SectionHeading } from "./page-hero";
import { Stats } from "./stats";
import { useReveal } from "./use-reveal";

/** Public-site §2 About: impact statistics, word for word. */
const IMPACT = [
  { value: "8+", label: "Years" },
  { value: "150+", label: "Projects" },
  { value: "50+", label: "Artisans" },
  { value: "12", label: "Awards" },
  { value: "98%", label: "Client satisfaction" },
] as const;

const PILLARS = [
  {
    title: "Rooted in place",
    text: "We design for Accra's sun, rain and breeze first: deep shade, cross-ventilation and materials that age well in the tropics.",
  },
  {
    title: "Made by hand",
    text: "Weavers in Bonwire, carvers in Ahwiaa, potters in Vume and metalworkers in Suame make the pieces we draw, and are paid fairly for it.",
  },
  {
    title: "Designed to last",
    text: "Solid timber, fired clay and honest joints: furniture and rooms meant to be repaired, handed down and lived in for decades.",
  },
  {
    title: "Built with you",
    text: "One team from the first sketch to the last cushion, with clear budgets and a studio you can visit any week.",
  },
] as const;

const GALLERY = [
  {
    src: "/images/about/weaving.webp",
    alt: "Strip cloth on the loom in ochre, black, clay and green",
    caption: "Weaving",
    w: 900,
    h: 1125,
  },
  {
    src: "/images/about/atelier-stools.webp",
    alt: "A carved wooden stool with a curved seat",
    caption: "Carving",
    w: 900,
    h: 1125,
  },
  {
    src: "/images/about/ceramics.webp",
    alt: "Three clay vessels in terracotta, black and cream",
    caption: "Ceramics",
    w: 900,
    h: 1125,
  },
  {
    src: "/images/about/plan.webp",
    alt: "A floor plan on the drawing board with a pencil and a scale rule",
    caption: "Drawing",
    w: 960,
    h: 720,
  },
  {
    src: "/images/portfolio/home-bedroom.webp",
    alt: "A finished bedroom with an oak headboard and linen bedding",
    caption: "Interiors",
    w: 960,
    h: 720,
  },
] as const;

export function AboutPage() {
  useReveal();
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="A studio that looks closely"
        lead={
          <p>
            Aniwa Studio is an architecture, interiors and home-collections practice in East Legon, Accra. We draw
            houses, workplaces and furniture, and we make them with the artisans whose techniques have shaped Ghanaian
            homes for generations.
          </p>
        }
        image={{
          src: "/images/about/hero.webp",
          alt: "A bright dining room with a long timber table, woven chairs and clay pendant lamps",
          width: 1600,
          height: 1000,
        }}
        actions={
          <>
            <Link to="/resources/projects" className="button button--primary">
              Our Projects
            </Link>
            <Link to="/resources/contact-us" className="button button--ghost">
              Contact us
            </Link>
          </>
        }
      />

      <section className="section" aria-labelledby="philosophy-title">
        <div className="container">
          <SectionHeading id="philosophy-title" eyebrow="Our philosophy" title="Four ideas behind every project">
            <p>
              Whether we are planning a family house or finishing a single chair, the same four ideas guide the work.
            </p>
          </SectionHeading>
          <ul className="pillars">
            {PILLARS.map((pillar) => (
              <li key={pillar.title} data-reveal>
                <span className="pillars__mark" aria-hidden="true" />
                <h3>{pillar.title}</h3>
                <p>{pillar.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="gallery-title">
        <div className="container">
          <SectionHeading id="gallery-title" eyebrow="Gallery" title="From the workshop floor">
            <p>The crafts and the drawings behind our rooms: a few moments from the studio and our makers.</p>
          </SectionHeading>
          <ul className="gallery">
            {GALLERY.map((item) => (
              <li key={item.src} data-reveal>
                <figure>
                  <Image src={item.src} alt={item.alt} width={item.w} height={item.h} />
                  <figcaption>{item.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--ink section--flush" aria-labelledby="impact-title">
        <div className="container">
          <SectionHeading id="impact-title" eyebrow="Our impact" title="What the work has added up to">
            <p>
              Every commission keeps a workshop busy and an apprentice learning. These are the numbers we are proudest
              of.
            </p>
          </SectionHeading>
          <Stats stats={IMPACT} label="Impact statistics" tone="dark" />
          <div className="impact__actions" data-reveal>
            <Link to="/resources/contact-us#contact-form" className="button button--accent" data-track="cta">
              Start Your Project
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
