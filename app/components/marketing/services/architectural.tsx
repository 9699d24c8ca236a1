import content from "../content/architectural.json";
import claims from "../content/claims.json";
import { CtaBand } from "../cta-band";
import { CtaPair } from "../cta-links";
import { PageHero } from "../page-hero";
import { ProcessSteps } from "../process-steps";
import { CheckList, Section, SplitSection } from "../section";
import { ServiceCards } from "../service-cards";
import { Stats } from "../stats";
import { useReveal } from "../use-reveal";

/** Architectural services; the cards and steps are in content/architectural.json, the figures in content/claims.json. */
export function ArchitecturalPage() {
  useReveal();
  return (
    <>
      <PageHero {...content.hero} actions={<CtaPair first="start" second="projects" />} />

      <Section
        headingId="services-title"
        eyebrow="Services"
        title="Six ways we can help"
        intro={<p>Each service can stand alone, or join the others in a single commission.</p>}
      >
        <ServiceCards cards={content.services} />
      </Section>

      <SplitSection
        tone="sand"
        layout="feature-split"
        headingId="approach-title"
        eyebrow="Our approach"
        title="Climate first, then everything else"
        image={{
          src: "/images/services/architectural-plan.webp",
          alt: "A house plan on the drawing board with dimensions, a pencil and a scale rule",
          width: 960,
          height: 720,
        }}
      >
        <p>
          We orient rooms away from the afternoon sun, lift roofs to let hot air out and shade every opening. The result
          is a house that stays cool with less air-conditioning, built from local block, laterite and timber.
        </p>
        <CheckList items={content.approach} />
      </SplitSection>

      <Section headingId="process-title" eyebrow="Process" title="Five steps from brief to keys">
        <ProcessSteps steps={content.process} labelledBy="process-title" />
        <Stats stats={claims} label="The studio in figures" />
      </Section>

      <CtaBand title="Let's draw your building">
        <p>Tell us about your site and your plans; we reply within 24 hours.</p>
      </CtaBand>
    </>
  );
}
