import { Link } from "@remix-run/react";
import { Image, uploadUrl } from "~/components/image";
import { PORTFOLIO_FILTERS, portfolioItemsFor, type PortfolioFilterKey, type PortfolioItem } from "~/utils/portfolio";
import { SectionHeading } from "./page-hero";
import { FilterNav, useUrlChoice } from "~/components/url-choice";

const KEYS = PORTFOLIO_FILTERS.map((filter) => filter.key);

/**
 * 'Design Excellence': the studio's projects and pieces (from the home page's loader, decision 022),
 * filtered by `?filter=`; each card leads to the item's own page.
 */
export function PortfolioSection({ portfolio }: { portfolio: PortfolioItem[] }) {
  const filter = useUrlChoice<PortfolioFilterKey>("filter", KEYS, "all");
  const items = portfolioItemsFor(portfolio, filter.selected);
  const current = PORTFOLIO_FILTERS.find((option) => option.key === filter.selected);
  return (
    <section className="section portfolio" id="portfolio" aria-labelledby="portfolio-title">
      <div className="container">
        <SectionHeading id="portfolio-title" eyebrow="Recent work" title="Design Excellence" align="center">
          <p>
            Homes, workplaces, interiors and the pieces inside them, drawn in Accra and made with the hands of Ghanaian
            artisans.
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
          {`${current?.label ?? "All Designs"}: ${items.length} ${items.length === 1 ? "design" : "designs"}`}
        </p>
        <ul className="portfolio__grid" id="portfolio-grid">
          {items.map((item, index) => (
            <PortfolioCard key={item.key} item={item} wide={filter.selected === "all" && index === 0} />
          ))}
        </ul>
        {items.length === 0 ? <p className="portfolio__empty">Nothing to show under this tab yet.</p> : null}
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

const SIZES = "(min-width: 1280px) 379px, (min-width: 960px) 30vw, (min-width: 700px) 45vw, 92vw";
const WIDE_SIZES = "(min-width: 1280px) 454px, (min-width: 960px) 36vw, (min-width: 700px) 45vw, 92vw";

/** A card: its title is the link to the item's page (and covers the card, home.css); 'View Project' or 'Quick View' too. */
function PortfolioCard({ item, wide }: { item: PortfolioItem; wide: boolean }) {
  const titleId = `work-${item.key}`;
  const photo = (
    <Image
      src={uploadUrl(item.image)}
      alt={item.alt ?? ""}
      width={800}
      height={600}
      sizes={wide ? WIDE_SIZES : SIZES}
    />
  );
  return (
    <li className={`work-card${wide ? " work-card--wide" : ""}`}>
      <article aria-labelledby={titleId}>
        <div className="work-card__media">
          {item.alt ? (
            photo
          ) : (
            <span aria-hidden="true" className="work-card__photo">
              {photo}
            </span>
          )}
          {item.featured ? <span className="badge badge--accent work-card__badge">Featured</span> : null}
        </div>
        <div className="work-card__body">
          <ul className="tags" aria-label="Tags">
            {item.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          <h3 id={titleId}>
            <Link to={item.href} className="work-card__link">
              {item.title}
            </Link>
          </h3>
          <p>{item.description}</p>
          <Link to={item.href} className="text-link" aria-describedby={titleId}>
            {item.kind === "project" ? "View Project" : "Quick View"}
          </Link>
        </div>
      </article>
    </li>
  );
}
