import { BeforeAfterGallery } from "../before-after";
import content from "../content/renovation.json";
import { CtaBand } from "../cta-band";
import { CtaLink } from "../cta-links";
import { HeroPage } from "../page-hero";
import { ProcessSteps } from "../process-steps";
import { Section } from "../section";
import { ServiceCards } from "../service-cards";
import { Stats } from "../stats";
import { FilterNav, useUrlChoice } from "~/components/url-choice";

type Tab = "residential" | "commercial";

const TABS = [
  { key: "residential", label: "Residential" },
  { key: "commercial", label: "Commercial" },
] as const satisfies readonly { key: Tab; label: string }[];

/** Renovation & restoration: services by tab, before/after pairs and process from content/renovation.json. */
export function RenovationPage() {
  const tab = useUrlChoice<Tab>("tab", ["residential", "commercial"], "residential");
  return (
    <HeroPage
      hero={content.hero}
      actions={
        <>
          <CtaLink kind="start" tone="primary" />
          <a href="#before-after" className="button button--ghost">
            See the transformations
          </a>
        </>
      }
    >
      <Section {...content.sections.services} id="renovation-services">
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
          <ServiceCards cards={content.services[tab.selected]} key={tab.selected} />
        </div>
      </Section>

      <Section {...content.sections.gallery} tone="sand" id="before-after">
        <BeforeAfterGallery pairs={content.pairs} />
      </Section>

      <Section headingId="process-title" eyebrow="Process" title="Six steps, no surprises">
        <ProcessSteps steps={content.process} labelledBy="process-title" />
        <Stats stats={content.stats} label="Renovation in figures" />
      </Section>

      <CtaBand title="Tell us about the building">
        <p>Send a few photos and an address; we will arrange a survey visit.</p>
      </CtaBand>
    </HeroPage>
  );
}
