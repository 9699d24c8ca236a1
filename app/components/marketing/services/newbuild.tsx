import { Link } from "@remix-run/react";
import { Image } from "~/components/image";
import content from "../content/newbuild.json";
import { CtaBand } from "../cta-band";
import { CtaPair } from "../cta-links";
import { HeroPage, SectionHeading } from "../page-hero";
import { ProcessSteps } from "../process-steps";
import { CheckList, Section } from "../section";
import { ServiceCards } from "../service-cards";

/**
 * New build: the four residential styles (the spec's /styles/{id} links answer a redirect to
 * #styles), the process and the features, from content/newbuild.json.
 */
export function NewBuildPage() {
  return (
    <HeroPage hero={content.hero} actions={<CtaPair first="contact" second="projects" />}>
      <Section {...content.sections.styles} id="styles">
        <ServiceCards cards={content.styles} />
      </Section>

      <Section tone="ink" headingId="process-title" eyebrow="Process" title="From bare land to your front door">
        <ProcessSteps steps={content.process} labelledBy="process-title" />
      </Section>

      <section className="section" aria-labelledby="features-title">
        <div className="container split feature-split feature-split--reverse">
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
            <CheckList items={content.features} reveal />
            <Link to="/#portfolio" className="text-link" data-reveal>
              Browse the portfolio
            </Link>
          </div>
        </div>
      </section>

      <CtaBand title="Have land? Let's design your home">
        <p>Share your plot&apos;s location and your wish list; we reply within 24 hours.</p>
      </CtaBand>
    </HeroPage>
  );
}
