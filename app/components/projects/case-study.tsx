import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/breadcrumb";
import { Image, uploadUrl } from "~/components/image";
import { ProjectFacts } from "~/components/projects/project-facts";
import { ProjectNarrative } from "~/components/projects/project-narrative";
import { ProjectPhotos } from "~/components/projects/project-photos";
import type { MarkdownDoc } from "~/utils/markdown-tree";
import { PROJECTS_PATH, type ClientQuote, type ProjectPhoto } from "~/utils/project-page";
import { categoryLabel } from "~/vocabulary/titles";

/** What a project's page shows of the project itself. */
export interface CaseStudyProject {
  title: string;
  descriptionDoc: MarkdownDoc;
  category: string;
  client: string;
  location: string;
  year: string;
  status: string;
  tags: readonly string[];
}

/**
 * A project's case study (decision 016): hero photo, story with the client's quote and tags, facts and
 * photographs. The project's page draws it with what goes around (share, previous / next, related,
 * the photo viewer); Add and Edit Project's 'Preview' draws it alone, its photos not linked.
 */
export function CaseStudy({
  project,
  photos,
  quote,
  startHref,
  path,
  children,
}: {
  project: CaseStudyProject;
  photos: readonly ProjectPhoto[];
  quote: Pick<ClientQuote, "text" | "by"> | null;
  startHref: string;
  /** The page's address, for each photo's 'open large' link; none in a preview. */
  path?: string;
  /** After the photographs (the page's share links and the projects around it). */
  children?: ReactNode;
}) {
  const hero = photos[0];
  return (
    <article className="case-study">
      <header className="case-hero">
        {hero ? (
          <figure className="case-hero__photo">
            <Image
              src={uploadUrl(hero.src)}
              alt={hero.alt}
              width={1920}
              height={1440}
              priority
              sizes="(min-width: 960px) min(60rem, 62vw), 100vw"
            />
          </figure>
        ) : null}
        <div className="case-hero__text">
          <Breadcrumb trail={[{ name: "Our Projects", to: PROJECTS_PATH }]} current={project.title} />
          <p className="eyebrow">{categoryLabel(project.category)}</p>
          <h1>{project.title}</h1>
          <p className="case-hero__place">{[project.location, project.year].filter(Boolean).join(" · ")}</p>
        </div>
      </header>
      <div className="case-body">
        <section className="case-story" aria-labelledby="case-story-title">
          <h2 id="case-story-title" className="visually-hidden">
            The project
          </h2>
          <ProjectNarrative doc={project.descriptionDoc} />
          {quote ? (
            <figure className="case-quote">
              <blockquote>
                <p>{quote.text}</p>
              </blockquote>
              <figcaption>{quote.by}</figcaption>
            </figure>
          ) : null}
          {project.tags.length > 0 ? (
            <ul className="wrap-list project-tags" aria-label="Tags">
              {project.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
        </section>
        <ProjectFacts project={project} startHref={startHref} />
      </div>
      <ProjectPhotos photos={photos} path={path} title={project.title} />
      {children}
    </article>
  );
}
