import content from "../content/architectural.json";
import claims from "../content/claims.json";
import { CtaBand } from "../cta-band";
import { CtaPair } from "../cta-links";
import { HeroPage } from "../page-hero";
import { ProcessSteps } from "../process-steps";
import { CheckList, Section, SplitSection } from "../section";
import { ServiceCards } from "../service-cards";
import { Stats } from "../stats";

/** Architectural services; the cards and steps are in content/architectural.json, the figures in content/claims.json. */
export function ArchitecturalPage() {
  return (
    <HeroPage hero={content.hero} actions={<CtaPair first="start" second="projects" />}>
      <Section {...content.sections.services}>
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
    </HeroPage>
  );
}
