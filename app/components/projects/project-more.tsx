import { Link } from "@remix-run/react";
import { ProjectCard, type ProjectCardData } from "~/components/projects/project-card";

interface Neighbour {
  title: string;
  path: string;
}

function PagerLink({ to, rel, label }: { to: Neighbour; rel: "prev" | "next"; label: string }) {
  return (
    <Link to={to.path} rel={rel} className={`case-pager__link case-pager__link--${rel}`}>
      <span className="case-pager__label">{label}</span> <span className="case-pager__title">{to.title}</span>
    </Link>
  );
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
          {previous ? <PagerLink to={previous} rel="prev" label="Previous project" /> : null}
          {next ? <PagerLink to={next} rel="next" label="Next project" /> : null}
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
