import { z } from "zod";
import { projectPaginationSchema, projectSchema, type Project as ProjectRow } from "~/schemas/api";
import type { ProjectFormValues } from "~/schemas/project-form";
import { cached } from "~/read-cache/cache.server";
import { TIMEOUT, upstream, type Admin } from "~/services/client.server";
import { emptyUnlessFound, galleryWrites, unlessNotFound } from "~/services/resource.server";
import { clientQuoteOf, isPublicProject, type Project, type ProjectSettingsDraft } from "~/records/project";
import { storedDescription, toProject } from "~/records/project.server";
import type { ClientQuote } from "~/utils/project-page";

const pageSchema = z.object({
  data: z.object({ projects: z.array(projectSchema), pagination: projectPaginationSchema }),
});
const oneSchema = z.object({ data: projectSchema });

export interface ProjectQuery {
  page: number;
  limit: number;
  category?: string;
  status?: string;
  featured?: "1" | "0";
}

/** A 404 with a message ('No projects found') is an empty page. */
async function fetchPage(query: ProjectQuery, admin?: Admin) {
  const answer = await emptyUnlessFound(
    upstream({
      path: "projects/projects.php",
      query: { ...query },
      schema: pageSchema,
      timeoutMs: TIMEOUT.short,
      cookie: admin?.upstreamCookie,
    }),
  );
  const empty = { current_page: query.page, total_pages: 1, total_projects: 0, limit: query.limit };
  return answer?.data.data ?? { projects: [], pagination: empty };
}

/** The API's pages are read in its largest size when the site pages the gallery itself. */
const ALL_BATCH = 100;
const MAX_BATCHES = 100;

/**
 * A page of the public gallery (9 per page). The API knows nothing of drafts, so every project of
 * the filter is read (in the API's largest pages, cached per filter) and the site keeps the public
 * ones and pages them itself: a draft never leaves a hole in a page or counts in the total.
 */
export async function listProjects(query: ProjectQuery) {
  const filter = { category: query.category, status: query.status, featured: query.featured };
  const all = await cached(
    `projects:all:${filter.category ?? ""}:${filter.status ?? ""}:${filter.featured ?? ""}`,
    async () => {
      const projects: ProjectRow[] = [];
      for (let page = 1; page <= MAX_BATCHES; page += 1) {
        const batch = await fetchPage({ ...filter, page, limit: ALL_BATCH });
        projects.push(...batch.projects);
        if (page >= batch.pagination.total_pages || batch.projects.length === 0) break;
      }
      return projects;
    },
  );
  // Read after the cache, which keeps the API's records as they came (a persisted answer outlives a deploy).
  const shown = all.map(toProject).filter((project) => isPublicProject(project));
  const start = (query.page - 1) * query.limit;
  return {
    projects: shown.slice(start, start + query.limit),
    pagination: {
      current_page: query.page,
      total_pages: Math.max(1, Math.ceil(shown.length / query.limit)),
      total_projects: shown.length,
      limit: query.limit,
    },
  };
}

/**
 * The public projects' client quotes, newest first, at most `limit` (the home and About pages'
 * strip); none when the API fails, so the strip is left out rather than the page failing.
 */
export async function listClientQuotes(limit = 6): Promise<ClientQuote[]> {
  try {
    const { projects } = await listProjects({ page: 1, limit: ALL_BATCH });
    return projects.flatMap((project) => clientQuoteOf(project) ?? []).slice(0, limit);
  } catch (error) {
    console.error("client quotes failed:", error instanceof Error ? error.message : error);
    return [];
  }
}

/** A page of the admin list (10 per page), never cached. */
export async function listProjectsForAdmin(page: number, admin: Admin) {
  const { projects, pagination } = await fetchPage({ page, limit: 10 }, admin);
  return { projects: projects.map(toProject), pagination };
}

export async function getProject(id: number, admin?: Admin): Promise<Project | null> {
  const load = async () => {
    const answer = await unlessNotFound(
      upstream({
        path: "projects/projects.php",
        query: { id },
        schema: oneSchema,
        timeoutMs: TIMEOUT.short,
        cookie: admin?.upstreamCookie,
      }),
    );
    return answer?.data.data ?? null;
  };
  const row = await (admin ? load() : cached(`projects:one:${id}`, load));
  return row ? toProject(row) : null;
}

/**
 * A project's fields as the form checked them, without its images; `description` is the Markdown
 * alone, and the settings go into its block.
 */
export type ProjectFields = Omit<
  ProjectFormValues,
  | "images"
  | "remove_images"
  | "visibility"
  | "publish"
  | "seo_title"
  | "meta_description"
  | "quote"
  | "quote_by"
  | "photo_texts"
  | "settings_kept"
> &
  ProjectSettingsDraft;

/** The fields the API receives: the description with its settings block. */
const apiFields = ({ settings, keptSettings, photoTexts, ...fields }: ProjectFields) => ({
  ...fields,
  description: storedDescription({ description: fields.description, settings, keptSettings, photoTexts }),
});

const PROJECTS = {
  path: "projects/projects.php",
  stale: ["projects:"],
  removeField: "remove_images",
  record: "project",
};

const writes = galleryWrites(PROJECTS, apiFields, async (id, admin) => (await getProject(id, admin))?.images ?? []);

export const createProject = writes.create;
/** Our chosen update call (docs/api-contract.md): PUT with new images and the paths to remove. */
export const updateProject = writes.update;
export const deleteProject = writes.remove;
