import { Link } from "@remix-run/react";
import { Image, uploadUrl } from "~/components/image";
import { SectionHeading } from "./page-hero";

/** A featured project as the home page's 'Recent work' shows it (mapped by the home loader). */
export interface RecentProject {
  id: number;
  title: string;
  /** 'East Legon, Accra · 2025' */
  place: string;
  image: string | null;
  path: string;
}

/** A featured product as the home page shows it; the price arrives formatted. */
export interface FeaturedProduct {
  id: number;
  name: string;
  price: string;
  image: string | null;
  href: string;
}

/**
 * The studio's own work on the home page (decision 016), beside the spec's 'Design Excellence': the
 * admin's featured projects, newest first, each linking to its page, and the featured products
 * (the product form's 'Featured products appear on homepage'). Each part is left out when it has
 * nothing (none featured, or the API failed), never an error.
 */
export function StudioWork({ projects, products }: { projects: RecentProject[]; products: FeaturedProduct[] }) {
  if (projects.length === 0 && products.length === 0) return null;
  return (
    <>
      {projects.length > 0 ? (
        <section className="section studio-work" aria-labelledby="recent-work-title">
          <div className="container">
            <SectionHeading id="recent-work-title" eyebrow="From the studio" title="Recent work">
              <p>Homes, workplaces and gardens we have designed lately, each with its story and its photographs.</p>
            </SectionHeading>
            <ul className="studio-work__strip">
              {projects.map((project) => (
                <li key={project.id} className="studio-work__item">
                  <Link to={project.path} className="studio-work__link">
                    {/* The link's words name the project; the photo is its picture. */}
                    <span aria-hidden="true" className="studio-work__photo">
                      <Image
                        src={uploadUrl(project.image)}
                        alt=""
                        width={1200}
                        height={900}
                        sizes="(min-width: 1200px) 370px, (min-width: 720px) 45vw, 80vw"
                      />
                    </span>
                    <span className="studio-work__title">{project.title}</span>{" "}
                    <span className="studio-work__place">{project.place}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to="/resources/projects" className="text-link">
              See all projects
            </Link>
          </div>
        </section>
      ) : null}
      {products.length > 0 ? (
        <section className="section section--sand studio-pieces" aria-labelledby="featured-pieces-title">
          <div className="container">
            <SectionHeading id="featured-pieces-title" eyebrow="From the workshop" title="Featured pieces">
              <p>Furniture, lighting and textiles made with Ghanaian artisans, from the studio&apos;s shop.</p>
            </SectionHeading>
            <ul className="studio-pieces__grid">
              {products.map((product) => (
                <li key={product.id}>
                  <Link to={product.href} className="studio-pieces__link">
                    <span aria-hidden="true" className="studio-pieces__photo">
                      <Image
                        src={uploadUrl(product.image)}
                        alt=""
                        width={800}
                        height={600}
                        sizes="(min-width: 1200px) 270px, (min-width: 720px) 22vw, 45vw"
                      />
                    </span>
                    <span className="studio-pieces__name">{product.name}</span>{" "}
                    <span className="studio-pieces__price">{product.price}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to="/resources/shop" className="text-link">
              Visit the shop
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}
