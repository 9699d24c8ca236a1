import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { projectCard, projectFacts } from "~/records/project-card.server";
import type { ProjectDetailsData } from "~/components/projects/project-details";
import type { Project } from "~/records/project";
import { UpstreamError } from "~/services/client.server";
import { getProject, listProjects } from "~/services/projects.server";
import { isPublicProject } from "~/records/project";
import {
  parseProjectFilters,
  PROJECT_PAGE_SIZE,
  projectsSearch,
  type ProjectFilters as Filters,
} from "~/utils/projects";
import { imageIndex } from "~/utils/gallery";
import { pageHead } from "~/kits/seo/head.server";
import { projectPagePath } from "~/utils/project-page";
import { breadcrumbList } from "~/kits/seo/structured-data";
import { photoText } from "~/records/front-matter";

const PROJECTS_PATH = "/resources/projects";

/** The gallery's head: a project's details are a page of their own; category, status, featured and page each a listing. */
function projectsHead(request: Request, filters: Filters, project: ProjectDetailsData | null) {
  const breadcrumb = (origin: string) => [breadcrumbList(origin, [{ name: "Our Projects" }])];
  if (project) {
    return pageHead(
      request,
      {
        title: `${project.title} | Our Projects`,
        description:
          project.description || `${project.title}, a project by the studio in ${project.location || "Ghana"}.`,
        // The same project as its own page, which is the address search engines keep.
        path: projectPagePath(project),
        image: project.images[0] ? { src: project.images[0], alt: project.photoTexts[0]?.alt ?? project.title } : null,
      },
      breadcrumb,
    );
  }
  return pageHead(
    request,
    {
      title: "Our Projects",
      description: "Homes, workplaces, interiors, landscapes and restorations designed by the studio across Ghana.",
      path: `${PROJECTS_PATH}${projectsSearch(filters)}`,
    },
    breadcrumb,
  );
}

const FALLBACK_ERROR = "Failed to load projects. Please try again.";

const toDetails = (project: Project): ProjectDetailsData => {
  return {
    ...projectFacts(project),
    photoTexts: project.images.map((path) => photoText(project.photoWords, path)),
    images: project.images,
    formatted_date: project.formatted_date,
  };
};

const errorText = (error: unknown) =>
  error instanceof UpstreamError && error.kind !== "timeout" && error.kind !== "network" && error.serverMessage
    ? error.serverMessage
    : FALLBACK_ERROR;

/** The project the dialog shows: from this page when it is on it, else asked for by id. */
async function findSelected(id: number, onPage: Project[]): Promise<Project | null> {
  const here = onPage.find((project) => project.id === id);
  if (here) return here;
  try {
    const project = await getProject(id);
    // A draft is not there for a visitor.
    return project && isPublicProject(project) ? project : null;
  } catch (error) {
    console.error("projects: project details failed:", error instanceof Error ? error.message : error);
    return null;
  }
}

/** The studio API's query for a page of the gallery. */
const projectQuery = (filters: Filters) => ({
  page: filters.page,
  limit: PROJECT_PAGE_SIZE,
  category: filters.category || undefined,
  status: filters.status || undefined,
  featured: filters.featured || undefined,
});

/**
 * The gallery's last page for `filters`, when the page asked for is past it; null when there is
 * nothing to show. Our API counts the pages on every answer; a PHP backend answers an empty page
 * with a 404 'No projects found' and no count, so the first page is asked for its count instead.
 */
async function lastPage(filters: Filters, pagination: { total_pages: number; total_projects: number }) {
  if (pagination.total_projects > 0) return filters.page > pagination.total_pages ? pagination.total_pages : null;
  try {
    const first = await listProjects({ ...projectQuery(filters), page: 1 });
    return first.projects.length > 0 ? Math.max(1, first.pagination.total_pages) : null;
  } catch (error) {
    console.error("projects: the first page failed:", error instanceof Error ? error.message : error);
    return null;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = parseProjectFilters(params);
  const projectId = Number.parseInt(params.get("project") ?? "", 10);
  let page: Awaited<ReturnType<typeof listProjects>>;
  try {
    page = await listProjects(projectQuery(filters));
  } catch (error) {
    console.error("projects: list failed:", error instanceof Error ? error.message : error);
    const status = error instanceof UpstreamError && error.kind === "timeout" ? 504 : 502;
    return json(
      {
        ok: false as const,
        filters,
        error: errorText(error),
        selected: null,
        head: projectsHead(request, filters, null),
      },
      { status },
    );
  }
  const { projects, pagination } = page;
  // A page past the end (an old link after deletions) shows the last page instead.
  if (projects.length === 0 && filters.page > 1) {
    const last = await lastPage(filters, pagination);
    if (last) return redirect(`${PROJECTS_PATH}${projectsSearch({ ...filters, page: last })}`);
  }
  const selected = Number.isFinite(projectId) ? await findSelected(projectId, projects) : null;
  const details = selected ? toDetails(selected) : null;
  return json({
    ok: true as const,
    filters,
    projects: projects.map(projectCard),
    total: pagination.total_projects,
    totalPages: Math.max(1, pagination.total_pages),
    selected: details,
    image: selected ? imageIndex(params.get("image"), selected.images.length) : 0,
    head: projectsHead(request, filters, details),
  });
}
