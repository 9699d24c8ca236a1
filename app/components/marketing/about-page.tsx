import type { ReactNode } from "react";
import { Image } from "~/components/image";
import content from "./content/about.json";
import { CtaLink, CtaPair } from "./cta-links";
import { HeroPage } from "./page-hero";
import { PointList, Section } from "./section";
import { Stats } from "./stats";

/**
 * Public-site §2 About; the statistics, pillars and gallery (content/about.json) word for word;
 * `quotes`: what clients say (decision 016), drawn by the route.
 */
export function AboutPage({ quotes }: { quotes?: ReactNode }) {
  return (
    <HeroPage hero={content.hero} actions={<CtaPair first="projects" second="contact" />}>
      <Section {...content.sections.philosophy}>
        <PointList items={content.pillars} className="pillars" mark="pillars__mark" />
      </Section>

      <Section {...content.sections.gallery} tone="sand">
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

      {quotes}

      <Section {...content.sections.impact} tone="ink-flush">
        <Stats stats={content.impact} label="Impact statistics" tone="dark" />
        <div className="impact__actions" data-reveal>
          <CtaLink kind="start" tone="accent" />
        </div>
      </Section>
    </HeroPage>
  );
}
