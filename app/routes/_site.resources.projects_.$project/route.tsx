import type { LinksFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ShareLinks } from "~/components/blog/share-links";
import { Breadcrumb } from "~/components/breadcrumb";
import { Image, uploadUrl } from "~/components/image";
import { ProjectFacts } from "~/components/projects/project-facts";
import { ProjectMore } from "~/components/projects/project-more";
import { ProjectNarrative } from "~/components/projects/project-narrative";
import { PhotoViewer } from "~/components/projects/photo-viewer";
import { ProjectPhotos } from "~/components/projects/project-photos";
import blogStyles from "~/styles/blog.css";
import projectsStyles from "~/styles/projects.css";
import styles from "~/styles/project-page.css";
import { PROJECTS_PATH } from "~/utils/project-page";
import { categoryLabel } from "~/vocabulary/titles";
import { headMeta } from "~/kits/seo/head-meta";
import type { loader } from "~/routes/_site.resources.projects_.$project/route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: blogStyles },
  { rel: "stylesheet", href: projectsStyles },
  { rel: "stylesheet", href: styles },
];

export const meta = headMeta;

export { loader } from "~/routes/_site.resources.projects_.$project/route.server";

/** A project's page (issue 38): hero photo, story, facts, photographs, share, previous / next, related. */
export default function ProjectPage() {
  const data = useLoaderData<typeof loader>();
  const { project, photos, path } = data;
  const hero = photos[0];
  return (
    <article className="case-study">
      <header className="case-hero">
        {hero ? (
          <figure className="case-hero__photo">
            <Image
              src={uploadUrl(hero.src)}
              alt={hero.alt}
              width={1200}
              height={900}
              priority
              sizes="(min-width: 1920px) 1920px, 100vw"
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
          {data.quote ? (
            <figure className="case-quote">
              <blockquote>
                <p>{data.quote.text}</p>
              </blockquote>
              <figcaption>{data.quote.by}</figcaption>
            </figure>
          ) : null}
          {project.tags.length > 0 ? (
            <ul className="project-tags" aria-label="Tags">
              {project.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
        </section>
        <ProjectFacts project={project} startHref={data.startHref} />
      </div>
      <ProjectPhotos photos={photos} path={path} title={project.title} />
      <div className="case-share">
        <ShareLinks url={data.url} title={project.title} heading="Share this project" />
      </div>
      <ProjectMore previous={data.previous} next={data.next} related={data.related} />
      {data.photo !== null ? (
        <PhotoViewer key={project.id} title={project.title} photos={photos} index={data.photo} path={path} />
      ) : null}
    </article>
  );
}
