import type { LinksFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { lazyDialog, usePreloadOn } from "~/components/lazy-dialog";
import { ListingHero, LoadingStatus, useListingLoading } from "~/components/listing";
import { Pagination } from "~/components/pagination";
import { ProjectCard } from "~/components/projects/project-card";
import { ProjectFilters } from "~/components/projects/project-filters";
import blogStyles from "~/styles/blog.css";
import styles from "~/styles/projects.css";
import { hasActiveFilters, projectsSearch, type ProjectFilters as Filters } from "~/utils/projects";
import { headMeta } from "~/kits/seo/head-meta";
import type { loader } from "~/routes/_site.resources.projects/route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: blogStyles },
  { rel: "stylesheet", href: styles },
];

const PROJECTS_PATH = "/resources/projects";

export const meta = headMeta;

export { loader } from "~/routes/_site.resources.projects/route.server";

function Breadcrumb() {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li aria-current="page">Our Projects</li>
      </ol>
    </nav>
  );
}

/** The failure in a dismissible alert: the close button needs scripts; 'Try Again' is a link. */
function FailureAlert({ message }: { message: string }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="alert alert--error projects-alert" role="alert">
      <div>
        <p>{message}</p>
        <Link to={`${location.pathname}${location.search}`} className="projects-alert__retry" preventScrollReset>
          Try Again
        </Link>
      </div>
      {hydrated ? (
        <button type="button" className="alert__close" aria-label="Dismiss" onClick={() => setDismissed(true)}>
          ×
        </button>
      ) : null}
    </div>
  );
}

function EmptyState({ filters }: { filters: Filters }) {
  const filtered = hasActiveFilters(filters);
  return (
    <div className="listing-empty">
      <h3>No Projects Found</h3>
      {filtered ? (
        <>
          <p>No projects match the selected filters. Try a different category or status.</p>
          <Link to={PROJECTS_PATH} className="button button--primary" preventScrollReset>
            Clear Filters
          </Link>
        </>
      ) : (
        <p>There are no projects to show yet. Please check back soon.</p>
      )}
    </div>
  );
}

/** Server-rendered when the URL names a project; the browser loads its code when one opens. */
const ProjectDetails = lazyDialog(() =>
  import("~/components/projects/project-details").then((module) => module.ProjectDetails),
);

export default function Projects() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const loading = useListingLoading();
  const { filters } = data;
  const href = (extra?: Record<string, string | number | undefined>) =>
    `${PROJECTS_PATH}${projectsSearch(filters, extra)}`;
  usePreloadOn("project", ProjectDetails.preload);
  const selectedId = data.ok ? data.selected?.id : undefined;
  const imageHref = (n: number) => href({ project: selectedId, image: n || undefined });

  return (
    <>
      <ListingHero
        className="projects-hero"
        breadcrumb={<Breadcrumb />}
        eyebrow="Portfolio"
        title="Our Projects"
        lead="Homes, workplaces, interiors, landscapes and restorations across Ghana — designed for the climate, built with local hands."
        stats={data.ok ? [{ value: data.total, label: data.total === 1 ? "Project" : "Projects" }] : []}
      />
      <div className="container listing-body">
        <ProjectFilters filters={filters} />
        <section className="projects-main" aria-labelledby="projects-title" aria-busy={loading}>
          <div className="listing-toolbar">
            <h2 id="projects-title" className="listing-toolbar__title">
              {hasActiveFilters(filters) ? "Matching projects" : "All projects"}
            </h2>
            <LoadingStatus loading={loading}>Loading projects...</LoadingStatus>
          </div>
          {!data.ok ? (
            <FailureAlert key={location.key} message={data.error} />
          ) : data.projects.length === 0 ? (
            <EmptyState filters={filters} />
          ) : (
            <>
              <div className={`project-grid${loading ? " is-loading" : ""}`}>
                {data.projects.map((project, index) => (
                  <ProjectCard
                    key={project.id}
                    project={project}
                    eager={index < 3}
                    detailsHref={href({ project: project.id })}
                  />
                ))}
              </div>
              <Pagination
                page={filters.page}
                totalPages={data.totalPages}
                search={projectsSearch(filters)}
                label="Projects pages"
              />
            </>
          )}
        </section>
      </div>
      {data.ok && data.selected ? (
        <ProjectDetails.Dialog
          key={data.selected.id}
          project={data.selected}
          image={data.image}
          closeTo={href()}
          imageHref={imageHref}
        />
      ) : null}
    </>
  );
}
