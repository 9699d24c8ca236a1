import { Image } from "~/components/image";
import content from "./content/about.json";
import { CtaLink, CtaPair } from "./cta-links";
import { PageHero } from "./page-hero";
import { PointList, Section } from "./section";
import { Stats } from "./stats";
import { useReveal } from "./use-reveal";

/** Public-site §2 About; the statistics, pillars and gallery (content/about.json) word for word. */
export function AboutPage() {
  useReveal();
  return (
    <>
      <PageHero {...content.hero} actions={<CtaPair first="projects" second="contact" />} />

      <Section
        headingId="philosophy-title"
        eyebrow="Our philosophy"
        title="Four ideas behind every project"
        intro={
          <p>Whether we are planning a family house or finishing a single chair, the same four ideas guide the work.</p>
        }
      >
        <PointList items={content.pillars} className="pillars" mark="pillars__mark" />
      </Section>

      <Section
        tone="sand"
        headingId="gallery-title"
        eyebrow="Gallery"
        title="From the workshop floor"
        intro={<p>The crafts and the drawings behind our rooms: a few moments from the studio and our makers.</p>}
      >
        <ul className="gallery">
          {content.gallery.map((item) => (
            <li key={item.src} data-reveal>
              <figure>
                <Image src={item.src} alt={item.alt} width={item.w} height={item.h} />
                <figcaption>{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="ink-flush"
        headingId="impact-title"
        eyebrow="Our impact"
        title="What the work has added up to"
        intro={
          <p>
            Every commission keeps a workshop busy and an apprentice learning. These are the numbers we are proudest of.
          </p>
        }
      >
        <Stats stats={content.impact} label="Impact statistics" tone="dark" />
        <div className="impact__actions" data-reveal>
          <CtaLink kind="start" tone="accent" />
        </div>
      </Section>
    </>
  );
}
