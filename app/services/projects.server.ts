import { z } from "zod";
import { projectPaginationSchema, projectSchema, statusMessageSchema, type Project } from "~/schemas/api";
import type { Admin } from "~/session.server";
import { cached, invalidate } from "~/services/cache.server";
import { isNotFound, multipart, TIMEOUT, upstream } from "~/services/client.server";

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

async function fetchPage(query: ProjectQuery, admin?: Admin) {
  const { data } = await upstream({
    path: "projects/projects.php",
    query: { ...query },
    schema: pageSchema,
    timeoutMs: TIMEOUT.short,
    cookie: admin?.upstreamCookie,
  });
  return data.data;
}

/** A page of the public gallery (9 per page), cached per query. */
export function listProjects(query: ProjectQuery) {
  const key = `projects:list:${query.page}:${query.limit}:${query.category ?? ""}:${query.status ?? ""}:${query.featured ?? ""}`;
  return cached(key, () => fetchPage(query));
}

/** A page of the admin list (10 per page), never cached. */
export function listProjectsForAdmin(page: number, admin: Admin) {
  return fetchPage({ page, limit: 10 }, admin);
}

export async function getProject(id: number, admin?: Admin): Promise<Project | null> {
  const load = async () => {
    try {
      const { data } = await upstream({
        path: "projects/projects.php",
        query: { id },
        schema: oneSchema,
        timeoutMs: TIMEOUT.short,
        cookie: admin?.upstreamCookie,
      });
      return data.data;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  return admin ? load() : cached(`projects:one:${id}`, load);
}

export interface ProjectFields {
  title: string;
  description: string;
  category: string;
  client: string;
  location: string;
  year: number;
  status: string;
  featured: boolean;
  tags: string;
}

export async function createProject(fields: ProjectFields, images: File[], admin: Admin) {
  const { data } = await upstream({
    path: "projects/projects.php",
    method: "POST",
    body: multipart(
      { ...fields },
      images.map((file) => ({ name: "images[]", file })),
    ),
    schema: statusMessageSchema,
    timeoutMs: TIMEOUT.upload,
    cookie: admin.upstreamCookie,
  });
  invalidate("projects:");
  return data.message;
}

/** Our chosen update call (docs/api-contract.md): PUT with new images and paths to remove. */
export async function updateProject(
  id: number,
  fields: ProjectFields,
  images: File[],
  removeImages: string[],
  admin: Admin,
) {
  const body = multipart(
    { id, ...fields },
    images.map((file) => ({ name: "images[]", file })),
  );
  for (const path of removeImages) body.append("remove_images[]", path);
  const { data } = await upstream({
    path: "projects/projects.php",
    method: "PUT",
    body,
    schema: statusMessageSchema,
    timeoutMs: TIMEOUT.upload,
    cookie: admin.upstreamCookie,
  });
  invalidate("projects:");
  return data.message;
}

export async function deleteProject(id: number, admin: Admin) {
  const { data } = await upstream({
    path: "projects/projects.php",
    method: "DELETE",
    json: { id },
    schema: statusMessageSchema,
    cookie: admin.upstreamCookie,
  });
  invalidate("projects:");
  return data.message;
}
