import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { projectCard, projectFacts } from "~/records/project-card.server";
import type { Project } from "~/records/project";
import { UpstreamError } from "~/services/client.server";
import { getProject, listProjects } from "~/services/projects.server";
import { clientQuoteOf, isPublicProject } from "~/records/project";
import { siteOrigin } from "~/platform/site-url.server";
import { pageHead } from "~/kits/seo/head.server";
import { breadcrumbList, projectWork } from "~/kits/seo/structured-data";
import {
  neighbours,
  openPhoto,
  parseProjectParam,
  projectPagePath,
  projectPhotos,
  projectSlug,
  PROJECTS_PATH,
  relatedProjects,
  startProjectHref,
} from "~/utils/project-page";
import { photoText } from "~/records/front-matter";

/** The projects read for previous / next and related: the gallery's order, one page of the API's largest. */
const AROUND_LIMIT = 100;

const notFound = () => new Response("Not Found", { status: 404 });

/** The projects around this one; a failure only hides previous / next and related. */
async function around(project: Project) {
  try {
    const { projects } = await listProjects({ page: 1, limit: AROUND_LIMIT });
    const { previous, next } = neighbours(projects, project.id);
    const link = (item: Project | null) => (item ? { title: item.title, path: projectPagePath(item) } : null);
    return {
      previous: link(previous),
      next: link(next),
      related: relatedProjects(projects, project).map(projectCard),
    };
  } catch (error) {
    console.error("project page: the projects around failed:", error instanceof Error ? error.message : error);
    return { previous: null, next: null, related: [] };
  }
}

/**
 * A project's page (decision 016): 404 for an id the API does not know, a 301 to the right address
 * for a wrong or missing slug (`?photo=` kept), the site's error page when the API fails.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const wanted = parseProjectParam(params.project);
  if (!wanted) throw notFound();
  let project: Project | null;
  try {
    project = await getProject(wanted.id);
  } catch (error) {
    console.error("project page: the project failed:", error instanceof Error ? error.message : error);
    throw new Response("Failed to load project", {
      status: error instanceof UpstreamError && error.kind === "timeout" ? 504 : 502,
    });
  }
  // A draft (decision 014) is not there for a visitor.
  if (!project || !isPublicProject(project)) throw notFound();
  const path = projectPagePath(project);
  const url = new URL(request.url);
  if (wanted.slug !== projectSlug(project.title)) throw redirect(`${path}${url.search}`, 301);

  // The description formatted; the owner's words for each photo where written.
  const facts = projectFacts(project);
  const text = facts.description;
  const photos = projectPhotos(project, (src) => photoText(project.photoWords, src));
  const photo = openPhoto(url.searchParams.get("photo"), photos.length);
  const pageUrl = new URL(path, siteOrigin(request)).toString();
  const head = pageHead(
    request,
    {
      title: `${project.title} | Our Projects`,
      // The owner's SEO title and meta description (Edit Project, decision 014) when written.
      ownTitle: project.settings["seo-title"] || undefined,
      description:
        project.settings.description ||
        text ||
        `${project.title}, a project by the studio in ${project.location || "Ghana"}.`,
      path,
      type: "article",
      image: photos[0] ? { src: photos[0].src, alt: photos[0].alt } : null,
    },
    (origin) => [
      projectWork(origin, { ...project, description: text }, pageUrl),
      breadcrumbList(origin, [{ name: "Our Projects", path: PROJECTS_PATH }, { name: project.title }]),
    ],
  );
  return json({
    project: facts,
    path,
    url: pageUrl,
    photos,
    photo,
    startHref: startProjectHref(project),
    quote: clientQuoteOf(project),
    ...(await around(project)),
    head,
  });
}
