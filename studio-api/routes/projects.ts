import type { IncomingMessage } from "node:http";
import { z } from "zod";
import type { AppContext } from "../context";
import { formattedDate, sqlNow } from "../dates";
import { assignments, newestPage, nextPosition, placeholders, type Db } from "../db";
import { HttpError, intParam, readFields, reply, requireId, type RouteDef } from "../http";
import { ignoresExtensions } from "../php-style";
import { parseMultipart, type MultipartBody } from "../multipart";
import { assertImageCount, assertImages } from "../uploads";
import { flag, hyphenate, optionalText, requiredText, splitTags, validateForm } from "../validation";

const PROJECT_CATEGORIES = ["residential", "commercial", "interior-design", "landscape", "renovation"] as const;
const PROJECT_STATUSES = ["completed", "in-progress", "planned", "on-hold"] as const;
const MAX_PROJECT_IMAGES = 8;

interface ProjectRow {
  id: number;
  title: string;
  description: string;
  category: string;
  client: string;
  location: string;
  year: number;
  status: string;
  featured: number;
  tags: string;
  created_at: string;
}

function toProject(row: ProjectRow, images: readonly string[]) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    client: row.client,
    location: row.location,
    year: row.year,
    status: row.status,
    featured: row.featured === 1,
    tags: row.tags,
    images,
    created_at: row.created_at,
    formatted_date: formattedDate(row.created_at),
  };
}

function imagesOf(db: Db, ids: readonly number[]): Map<number, string[]> {
  const byProject = new Map<number, string[]>();
  if (ids.length === 0) return byProject;
  const rows = db
    .prepare(
      `SELECT project_id, path FROM project_images WHERE project_id IN (${ids.map(() => "?").join(",")})
       ORDER BY position, id`,
    )
    .all(...ids) as { project_id: number; path: string }[];
  for (const row of rows) byProject.set(row.project_id, [...(byProject.get(row.project_id) ?? []), row.path]);
  return byProject;
}

function loadProject(db: Db, id: number) {
  const row = db.prepare("SELECT * FROM projects WHERE id = ?").get(id) as ProjectRow | undefined;
  if (!row) throw new HttpError(404, "Project not found");
  return toProject(row, imagesOf(db, [id]).get(id) ?? []);
}

function projectSchema() {
  const thisYear = new Date().getUTCFullYear();
  // Keys in the spec's order (admin-area.md §5) so the first failing check is the one answered.
  return z.object({
    title: requiredText("Please enter project title", "Title", 200),
    description: requiredText("Please enter project description", "Description", 10_000),
    category: requiredText("Please select a category", "Category", 100)
      .transform(hyphenate)
      .pipe(z.enum(PROJECT_CATEGORIES, { message: `Category must be one of ${PROJECT_CATEGORIES.join(", ")}` })),
    client: requiredText("Please enter client name", "Client", 200),
    location: requiredText("Please enter project location", "Location", 200),
    year: z
      .string()
      .trim()
      .transform((text) => (text === "" ? thisYear : Number(text)))
      .pipe(
        z
          .number({ invalid_type_error: "Please select a valid year" })
          .int("Please select a valid year")
          .min(1900, "Please select a valid year")
          .max(thisYear + 10, "Please select a valid year"),
      ),
    status: z
      .string()
      .trim()
      .transform((status) => status || "completed")
      .pipe(z.enum(PROJECT_STATUSES, { message: `Status must be one of ${PROJECT_STATUSES.join(", ")}` })),
    featured: flag("featured"),
    tags: optionalText("Tags", 500).transform((text) => splitTags(text).join(", ")),
  });
}

type ProjectInput = z.output<ReturnType<typeof projectSchema>>;

/** The columns a project form writes, in the order of projectValues. */
const PROJECT_COLUMNS = "title description category client location year status featured tags".split(" ");

function projectValues(input: ProjectInput) {
  const { title, description, category, client, location, year, status, tags } = input;
  return [title, description, category, client, location, year, status, input.featured ? 1 : 0, tags];
}

const IMAGE_COUNT = { none: "Please add at least one project image", tooMany: "Maximum 8 images allowed" };

function parseProjectUpload(req: IncomingMessage): Promise<MultipartBody> {
  return parseMultipart(req, {
    fileFields: ["images[]", "images"],
    maxFiles: MAX_PROJECT_IMAGES,
    tooManyFilesMessage: IMAGE_COUNT.tooMany,
  });
}

const VALID_IMAGES = "Please select valid image files (JPG, PNG, WEBP)";

function listFilters(query: URLSearchParams): { where: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const category = query.get("category")?.trim();
  if (category) {
    clauses.push("category = ?");
    params.push(category);
  }
  const status = query.get("status")?.trim();
  if (status) {
    clauses.push("status = ?");
    params.push(status);
  }
  const featured = query.get("featured")?.trim().toLowerCase();
  if (featured) {
    if (!["1", "0", "true", "false"].includes(featured)) throw new HttpError(400, "featured must be 1 or 0");
    clauses.push("featured = ?");
    params.push(featured === "1" || featured === "true" ? 1 : 0);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

export function projectRoutes({ db, uploads, style }: AppContext): RouteDef[] {
  const insertImage = db.prepare("INSERT INTO project_images (project_id, path, position) VALUES (?, ?, ?)");

  return [
    {
      method: "GET",
      path: "projects/projects.php",
      auth: "studio",
      handle: ({ query }) => {
        if (query.has("id")) {
          return reply(200, {
            message: "Project retrieved successfully",
            data: loadProject(db, requireId(query.get("id"), "Project")),
          });
        }
        const page = intParam(query, "page", 1, 1, 1_000_000);
        const limit = intParam(query, "limit", 9, 1, 100);
        const { rows, total } = newestPage<ProjectRow>(db, "projects", { page, limit, ...listFilters(query) });
        const images = imagesOf(
          db,
          rows.map((row) => row.id),
        );
        return reply(200, {
          message: "Projects retrieved successfully",
          data: {
            projects: rows.map((row) => toProject(row, images.get(row.id) ?? [])),
            pagination: {
              current_page: page,
              total_pages: Math.max(1, Math.ceil(total / limit)),
              total_projects: total,
              limit,
            },
          },
        });
      },
    },
    {
      method: "POST",
      path: "projects/projects.php",
      auth: "studio",
      handle: async ({ req }) => {
        const body = await parseProjectUpload(req);
        const input = validateForm(projectSchema(), body);
        assertImageCount(body.files.length, MAX_PROJECT_IMAGES, IMAGE_COUNT);
        assertImages(body.files, VALID_IMAGES);

        const id = await uploads.saveThen("projects", body.files, (paths) =>
          db.transaction(() => {
            const result = db
              .prepare(
                `INSERT INTO projects (${PROJECT_COLUMNS.join(", ")}, created_at)
                 VALUES (${placeholders(PROJECT_COLUMNS)}, ?)`,
              )
              .run(...projectValues(input), sqlNow());
            const projectId = Number(result.lastInsertRowid);
            paths.forEach((path, index) => insertImage.run(projectId, path, index));
            return projectId;
          })(),
        );
        return reply(201, { message: "Project added successfully!", data: loadProject(db, id) });
      },
    },
    {
      method: "PUT",
      path: "projects/projects.php",
      auth: "studio",
      handle: async ({ req }) => {
        const body = await parseProjectUpload(req);
        const current = loadProject(db, requireId(body.text("id"), "Project"));
        const input = validateForm(projectSchema(), body);

        const removed = ignoresExtensions(style) ? [] : body.list("remove_images");
        const unknown = removed.find((path) => !current.images.includes(path));
        if (unknown !== undefined) throw new HttpError(422, `Image ${unknown} does not belong to this project`);
        const kept = current.images.filter((path) => !removed.includes(path)).length;
        assertImageCount(kept + body.files.length, MAX_PROJECT_IMAGES, IMAGE_COUNT);
        assertImages(body.files, VALID_IMAGES);

        await uploads.saveThen("projects", body.files, (paths) =>
          db.transaction(() => {
            db.prepare(`UPDATE projects SET ${assignments(PROJECT_COLUMNS)} WHERE id = ?`).run(
              ...projectValues(input),
              current.id,
            );
            for (const path of removed) {
              db.prepare("DELETE FROM project_images WHERE project_id = ? AND path = ?").run(current.id, path);
            }
            const next = nextPosition(db, "project_images", "project_id", current.id);
            paths.forEach((path, index) => insertImage.run(current.id, path, next + index));
          })(),
        );
        await uploads.remove(removed);
        return reply(200, { message: "Project updated successfully!", data: loadProject(db, current.id) });
      },
    },
    {
      method: "DELETE",
      path: "projects/projects.php",
      auth: "studio",
      handle: async ({ req, query }) => {
        const fields = await readFields(req);
        const project = loadProject(db, requireId(fields.id ?? query.get("id"), "Project"));
        db.prepare("DELETE FROM projects WHERE id = ?").run(project.id);
        await uploads.remove(project.images);
        return reply(200, { message: "Project deleted successfully" });
      },
    },
  ];
}
