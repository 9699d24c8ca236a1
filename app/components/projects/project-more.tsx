import { Link } from "@remix-run/react";
import { ProjectCard, type ProjectCardData } from "~/components/projects/project-card";

interface Neighbour {
  title: string;
  path: string;
}

/** Previous / next in the gallery's order, and up to three related projects (same category first). */
export function ProjectMore({
  previous,
  next,
  related,
}: {
  previous: Neighbour | null;
  next: Neighbour | null;
  related: readonly ProjectCardData[];
}) {
  return (
    <>
      {previous || next ? (
        <nav className="case-pager" aria-label="More projects">
          {previous ? (
            <Link to={previous.path} rel="prev" className="case-pager__link case-pager__link--prev">
              <span className="case-pager__label">Previous project</span>{" "}
              <span className="case-pager__title">{previous.title}</span>
            </Link>
          ) : null}
          {next ? (
            <Link to={next.path} rel="next" className="case-pager__link case-pager__link--next">
              <span className="case-pager__label">Next project</span>{" "}
              <span className="case-pager__title">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
      {related.length > 0 ? (
        <section className="case-related" aria-labelledby="case-related-title">
          <h2 id="case-related-title">Related projects</h2>
          <div className="project-grid">
            {related.map((project) => (
              <ProjectCard key={project.id} project={project} eager={false} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
