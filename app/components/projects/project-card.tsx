import { Link } from "@remix-run/react";
import { CardPhoto } from "~/components/image";
import { StatusBadge } from "~/components/projects/status-badge";
import { titleCase } from "~/vocabulary/titles";

import type { ProjectCardData } from "~/utils/projects";

export type { ProjectCardData };

/**
 * A project in the gallery; the title and description arrive already cut (50 / 120). The title
 * links to the project's page; 'View Details' to `detailsHref`, the gallery's quick look
 * (`?project=id`, the spec's details dialog), or the page where there is none.
 */
export function ProjectCard({
  project,
  detailsHref,
  eager,
}: {
  project: ProjectCardData;
  detailsHref?: string;
  eager: boolean;
}) {
  return (
    <article className="project-card">
      <div className="project-card__media">
        <CardPhoto
          path={project.image}
          sizes="(min-width: 1280px) 378px, (min-width: 1032px) calc(31.5vw - 26px), (min-width: 674px) 45vw, 92vw"
          eager={eager}
          alt={project.imageAlt}
        />
        <p className="project-card__badges">
          <StatusBadge status={project.status} />
          {project.featured ? <span className="badge badge--accent">Featured</span> : null}
        </p>
      </div>
      <div className="project-card__body">
        <p className="project-card__category">{project.category ? titleCase(project.category) : "Uncategorized"}</p>
        <h3 className="project-card__title">
          <Link to={project.path} className="project-card__page">
            {project.title}
          </Link>
        </h3>
        <p className="project-card__description">{project.description}</p>
        <p className="project-card__place">{[project.location, project.year].filter(Boolean).join(" · ")}</p>
        <Link to={detailsHref ?? project.path} preventScrollReset={Boolean(detailsHref)} className="project-card__more">
          View Details<span className="visually-hidden">: {project.title}</span>
        </Link>
      </div>
    </article>
  );
}
