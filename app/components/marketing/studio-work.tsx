import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
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
 * A list of links that each show a photo, then the thing's name and one detail: the link's words
 * name it (the photo is its picture, so its alt is empty). Classes are `<block>__item`, `__link`,
 * `__photo`.
 */
function PhotoLinks({
  block,
  listClass,
  width,
  height,
  sizes,
  items,
}: {
  block: string;
  listClass: string;
  width: number;
  height: number;
  sizes: string;
  items: { key: number; to: string; image: string | null; name: ReactNode; detail: ReactNode }[];
}) {
  return (
    <ul className={listClass}>
      {items.map((item) => (
        <li key={item.key} className={`${block}__item`}>
          <Link to={item.to} className={`${block}__link`}>
            <span aria-hidden="true" className={`${block}__photo`}>
              <Image src={uploadUrl(item.image)} alt="" width={width} height={height} sizes={sizes} />
            </span>
            {item.name} {item.detail}
          </Link>
        </li>
      ))}
    </ul>
  );
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
            <PhotoLinks
              block="studio-work"
              listClass="studio-work__strip"
              width={1200}
              height={900}
              sizes="(min-width: 1200px) 370px, (min-width: 720px) 45vw, 80vw"
              items={projects.map((project) => ({
                key: project.id,
                to: project.path,
                image: project.image,
                name: <span className="studio-work__title">{project.title}</span>,
                detail: <span className="studio-work__place">{project.place}</span>,
              }))}
            />
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
            <PhotoLinks
              block="studio-pieces"
              listClass="studio-pieces__grid"
              width={800}
              height={600}
              sizes="(min-width: 1200px) 270px, (min-width: 720px) 22vw, 45vw"
              items={products.map((product) => ({
                key: product.id,
                to: product.href,
                image: product.image,
                name: <span className="studio-pieces__name">{product.name}</span>,
                detail: <span className="studio-pieces__price">{product.price}</span>,
              }))}
            />
            <Link to="/resources/shop" className="text-link">
              Visit the shop
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}
