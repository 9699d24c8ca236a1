import type { LinksFunction } from "@remix-run/node";
import { CaseStudy, type CaseStudyProject } from "~/components/projects/case-study";
import { CatalogPreview } from "~/kits/upload-form/catalog-preview";
import { catalogLinks } from "~/kits/upload-form/catalog-page";
import blogStyles from "~/styles/blog.css";
import projectPageStyles from "~/styles/project-page.css";
import type { ClientQuote, ProjectPhoto } from "~/utils/project-page";

/** What Add and Edit Project's 'Preview' shows: the case study as the project's page will draw it. */
export interface ProjectPreviewData {
  project: CaseStudyProject;
  photos: ProjectPhoto[];
  quote: Pick<ClientQuote, "text" | "by"> | null;
  startHref: string;
  /** Why visitors will not see it once saved (a draft, a schedule), in the publishing control's words. */
  note: string | null;
}

/**
 * Add and Edit Project's stylesheets: the catalog form's, and the project page's for 'Preview'. Not
 * the gallery's projects.css: importing it here split its module off the gallery's shared chunk (one
 * more file on the public pages); the one rule the case study took from it, its tags, is in
 * app.css.
 */
export const projectFormLinks: LinksFunction = () => [
  ...catalogLinks(),
  { rel: "stylesheet", href: blogStyles },
  { rel: "stylesheet", href: projectPageStyles },
];

/** What Add and Edit Project's 'Preview' shows: the project's page as a visitor will see it, saved nowhere. */
export function ProjectPreview({ preview, reveal = false }: { preview: ProjectPreviewData; reveal?: boolean }) {
  return (
    <CatalogPreview record="Project" reveal={reveal ? preview : null} note={preview.note}>
      <CaseStudy
        project={preview.project}
        photos={preview.photos}
        quote={preview.quote}
        startHref={preview.startHref}
      />
    </CatalogPreview>
  );
}
