import type { LinksFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ShareLinks } from "~/components/blog/share-links";
import { CaseStudy } from "~/components/projects/case-study";
import { ProjectMore } from "~/components/projects/project-more";
import { PhotoViewer } from "~/components/projects/photo-viewer";
import blogStyles from "~/styles/blog.css";
import projectsStyles from "~/styles/projects.css";
import styles from "~/styles/project-page.css";
import { headMeta } from "~/kits/seo/head-meta";
import type { loader } from "~/routes/_site.resources.projects_.$project/route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: blogStyles },
  { rel: "stylesheet", href: projectsStyles },
  { rel: "stylesheet", href: styles },
];

export const meta = headMeta;

export { loader } from "~/routes/_site.resources.projects_.$project/route.server";

/** A project's page (decision 016): hero photo, story, facts, photographs, share, previous / next, related. */
export default function ProjectPage() {
  const data = useLoaderData<typeof loader>();
  const { project, photos, path } = data;
  return (
    <CaseStudy project={project} photos={photos} quote={data.quote} startHref={data.startHref} path={path}>
      <div className="case-share">
        <ShareLinks url={data.url} title={project.title} heading="Share this project" />
      </div>
      <ProjectMore previous={data.previous} next={data.next} related={data.related} />
      {data.photo !== null ? (
        <PhotoViewer key={project.id} title={project.title} photos={photos} index={data.photo} path={path} />
      ) : null}
    </CaseStudy>
  );
}
