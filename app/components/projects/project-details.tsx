import { Link } from "@remix-run/react";
import { FactList } from "~/components/fact-list";
import { Gallery } from "~/components/projects/gallery";
import { StatusBadge } from "~/components/projects/status-badge";
import { UrlDialog } from "~/components/url-dialog";
import { Markdown } from "~/components/markdown";
import type { MarkdownDoc } from "~/utils/markdown-tree";
import type { Project } from "~/schemas/api";
import { projectPagePath } from "~/utils/project-page";
import { titleCase } from "~/vocabulary/titles";

/** What the dialog shows of a project, as the API has it. */
export type ProjectDetailsData = Pick<
  Project,
  | "id"
  | "title"
  | "description"
  | "category"
  | "client"
  | "location"
  | "year"
  | "status"
  | "featured"
  | "tags"
  | "images"
  | "formatted_date"
> & {
  /** The description as formatted text (`description` is its plain text). */
  descriptionDoc: MarkdownDoc;
  /** Each image's alt text and caption as the owner wrote them (decision 014). */
  photoTexts: Array<{ alt?: string; caption?: string }>;
};

/** The project's details dialog (`?project=id`, the quick look) with its gallery (`&image=n`, wrapping) and a link to its page. */
export function ProjectDetails({
  project,
  image,
  closeTo,
  imageHref,
}: {
  project: ProjectDetailsData;
  image: number;
  closeTo: string;
  imageHref: (n: number) => string;
}) {
  const facts = [
    { label: "Client", value: project.client },
    { label: "Location", value: project.location },
    { label: "Year", value: project.year },
    { label: "Category", value: project.category ? titleCase(project.category) : "Uncategorized" },
  ].filter((fact) => fact.value);
  return (
    <UrlDialog title={project.title} closeTo={closeTo} className="project-dialog" closeLabel="Close project details">
      <div className="project-dialog__grid">
        <Gallery
          images={project.images}
          texts={project.photoTexts}
          index={image}
          hrefFor={imageHref}
          label={project.title}
          sizes="(min-width: 1030px) 507px, (min-width: 820px) calc(55vw - 60px), calc(100vw - 72px)"
        />
        <div className="project-dialog__info">
          <p className="project-dialog__badges">
            <StatusBadge status={project.status} />
            {project.featured ? <span className="badge badge--accent">Featured</span> : null}
          </p>
          <div className="project-dialog__description md-text">
            <Markdown doc={project.descriptionDoc} />
          </div>
          <FactList items={facts} className="project-facts" itemClassName="project-facts__row" />
          {project.tags.length > 0 ? (
            <ul className="wrap-list project-tags" aria-label="Tags">
              {project.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
          <Link to={projectPagePath(project)} className="button button--primary project-dialog__page">
            View the full project
          </Link>
        </div>
      </div>
    </UrlDialog>
  );
}
