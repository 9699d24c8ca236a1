import { Link } from "@remix-run/react";
import { Image } from "~/components/image";
import { PORTFOLIO_FILTERS, portfolioItemsFor, type PortfolioFilterKey, type PortfolioItem } from "~/utils/portfolio";
import { SectionHeading } from "./page-hero";
import { FilterNav, useUrlChoice } from "~/components/url-choice";

const KEYS = PORTFOLIO_FILTERS.map((filter) => filter.key);

/** 'Design Excellence': the eleven portfolio items (from the home page's loader), filtered by `?filter=`. */
export function PortfolioSection({ portfolio }: { portfolio: PortfolioItem[] }) {
  const filter = useUrlChoice<PortfolioFilterKey>("filter", KEYS, "all");
  const items = portfolioItemsFor(portfolio, filter.selected);
  const current = PORTFOLIO_FILTERS.find((option) => option.key === filter.selected);
  return (
    <section className="section portfolio" id="portfolio" aria-labelledby="portfolio-title">
      <div className="container">
        <SectionHeading id="portfolio-title" eyebrow="Selected work" title="Design Excellence" align="center">
          <p>
            Interiors, furniture and styling from our studio and workshops: each piece drawn in Accra and made with the
            hands of Ghanaian artisans.
          </p>
        </SectionHeading>
        <FilterNav
          label="Portfolio categories"
          options={PORTFOLIO_FILTERS}
          filter={filter}
          controls="portfolio-grid"
          hash="#portfolio"
        />
        <p className="visually-hidden" aria-live="polite">
          {`${current?.label ?? "All Designs"}: ${items.length} ${items.length === 1 ? "project" : "projects"}`}
        </p>
        <ul className="portfolio__grid" id="portfolio-grid">
          {items.map((item, index) => (
            <PortfolioCard key={item.id} item={item} wide={filter.selected === "all" && index === 0} />
          ))}
        </ul>
        {/* On a phone the grid stops at six cards (home.css); the rest are a tap away. */}
        <p className="portfolio__more">
          <Link to="/resources/projects" className="button button--ghost">
            See all projects
          </Link>
        </p>
      </div>
    </section>
  );
}

function PortfolioCard({ item, wide }: { item: PortfolioItem; wide: boolean }) {
  return (
    <li className={`work-card${wide ? " work-card--wide" : ""}`}>
      <article aria-labelledby={`work-${item.id}`}>
        <div className="work-card__media">
          <Image src={item.image} alt={item.alt} width={960} height={720} />
          {item.featured ? <span className="badge badge--accent work-card__badge">Featured</span> : null}
        </div>
        <div className="work-card__body">
          <ul className="tags" aria-label="Tags">
            {item.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          <h3 id={`work-${item.id}`}>{item.title}</h3>
          <p>{item.description}</p>
          <Link to="/resources/projects" className="text-link" aria-describedby={`work-${item.id}`}>
            View Project
          </Link>
        </div>
      </article>
    </li>
  );
}
