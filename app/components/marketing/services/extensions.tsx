import { Link } from "@remix-run/react";
import { Image } from "~/components/image";
import content from "../content/extensions.json";
import { CtaBand } from "../cta-band";
import { CtaPair } from "../cta-links";
import { HeroPage } from "../page-hero";
import { ProcessSteps } from "../process-steps";
import { Section } from "../section";
import { FilterNav, useUrlChoice } from "~/components/url-choice";

type Category = "all" | "residential" | "commercial" | "luxury" | "sustainable";
type Status = "completed" | "in-progress" | "planned";

/**
 * Public-site §2 gives the counts as fixed numbers (12, 8, 6, 9) beside six cards: 'Residential 12'
 * then showed two. A count says how many cards its filter shows (docs/decisions/019).
 */
const CATEGORY_LABELS = [
  { key: "all", label: "All Projects" },
  { key: "residential", label: "Residential" },
  { key: "commercial", label: "Commercial" },
  { key: "luxury", label: "Luxury" },
  { key: "sustainable", label: "Sustainable" },
] as const satisfies readonly { key: Category; label: string }[];

/** Public-site §4: badge colours and labels by status. */
const STATUS: Record<Status, { label: string; badge: string }> = {
  completed: { label: "Completed", badge: "badge--success" },
  "in-progress": { label: "In Progress", badge: "badge--warning" },
  planned: { label: "Planned", badge: "badge--info" },
};

interface ExtensionProject {
  id: string;
  title: string;
  text: string;
  category: Exclude<Category, "all">;
  status: Status;
  place: string;
  area: string;
  image: { src: string; alt: string };
}

const PROJECTS: ExtensionProject[] = [
  {
    id: "garden-room",
    title: "Garden Room Extension",
    text: "A glazed living room added to a 1990s bungalow, opening the house to its garden.",
    category: "residential",
    status: "completed",
    place: "Dzorwulu",
    area: "42 m²",
    image: {
      src: "/images/services/ext-garden-room.webp",
      alt: "A bungalow under a tiled roof with a glazed garden room added at its side",
    },
  },
  {
    id: "second-storey",
    title: "Second-Storey Addition",
    text: "A timber-clad upper floor with three bedrooms, built over a family house without moving out.",
    category: "residential",
    status: "completed",
    place: "Tesano",
    area: "110 m²",
    image: {
      src: "/images/services/ext-second-storey.webp",
      alt: "A house at dusk with a new timber-clad upper storey",
    },
  },
  {
    id: "clinic-wing",
    title: "Clinic Wing",
    text: "Six consulting rooms and a shaded waiting court for a family medical practice.",
    category: "commercial",
    status: "in-progress",
    place: "Spintex",
    area: "180 m²",
    image: {
      src: "/images/services/ext-clinic.webp",
      alt: "A single-storey clinic, its shaded waiting court and its new wing in scaffolding",
    },
  },
  {
    id: "villa-wing",
    title: "Villa Guest Wing",
    text: "A guest suite and pool pavilion in hardwood and glass for a hillside villa.",
    category: "luxury",
    status: "completed",
    place: "Aburi Hills",
    area: "95 m²",
    image: {
      src: "/images/services/ext-villa-wing.webp",
      alt: "A hillside villa at dusk with its new glass guest wing and pool pavilion down the slope",
    },
  },
  {
    id: "studio-annex",
    title: "Solar Studio Annex",
    text: "A net-zero workspace of compressed earth block with a solar roof and rainwater tank.",
    category: "sustainable",
    status: "planned",
    place: "Oyarifa",
    area: "60 m²",
    image: {
      src: "/images/services/ext-studio-annex.webp",
      alt: "A planned earth-block studio with a solar roof and a rainwater tank, outlined beside the house",
    },
  },
  {
    id: "kitchen-extension",
    title: "Open Kitchen Extension",
    text: "A kitchen and dining room on a terrazzo floor, cooled by high windows and a ceiling fan.",
    category: "sustainable",
    status: "in-progress",
    place: "East Legon",
    area: "38 m²",
    image: {
      src: "/images/services/ext-kitchen.webp",
      alt: "A kitchen with oak units, a green island and stools on a terrazzo floor, lit by high windows",
    },
  },
];

/** The filters, each 'Residential' with the number of cards it shows. */
const CATEGORIES = CATEGORY_LABELS.map((option) =>
  option.key === "all"
    ? option
    : { ...option, count: PROJECTS.filter((project) => project.category === option.key).length },
);

export function ExtensionsPage() {
  const filter = useUrlChoice<Category>(
    "category",
    CATEGORIES.map((option) => option.key),
    "all",
  );
  const projects = filter.selected === "all" ? PROJECTS : PROJECTS.filter((p) => p.category === filter.selected);
  return (
    <HeroPage hero={content.hero} actions={<CtaPair first="start" second="projects" />}>
      <Section {...content.sections.projects} tone="sand" id="extension-projects">
        <FilterNav
          label="Extension categories"
          options={CATEGORIES}
          filter={filter}
          controls="extension-grid"
          hash="#extension-projects"
          className="filter-nav--start"
        />
        <ul className="card-grid" id="extension-grid" aria-live="polite">
          {projects.map((project) => (
            <li key={project.id}>
              <article className="card" aria-labelledby={`ext-${project.id}`}>
                <div className="card__media">
                  <Image src={project.image.src} alt={project.image.alt} width={960} height={720} />
                  <span className={`badge ${STATUS[project.status].badge} card__badge`}>
                    {STATUS[project.status].label}
                  </span>
                </div>
                <div className="card__body">
                  <p className="tags">{CATEGORIES.find((c) => c.key === project.category)?.label}</p>
                  <h3 id={`ext-${project.id}`}>{project.title}</h3>
                  <p>{project.text}</p>
                  <p className="card__meta">
                    <span>{project.place}</span>
                    <span>{project.area}</span>
                  </p>
                  <Link to="/resources/projects" className="text-link" aria-describedby={`ext-${project.id}`}>
                    View Project
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
        {projects.length === 0 ? <p className="empty-note">No extension projects in this category yet.</p> : null}
      </Section>

      <Section headingId="process-title" eyebrow="Process" title="How an extension comes together">
        <ProcessSteps steps={content.process} labelledBy="process-title" />
      </Section>

      <CtaBand title="Room to grow, right where you are">
        <p>Send us your plot plan or a few photos and we will tell you what is possible.</p>
      </CtaBand>
    </HeroPage>
  );
}
