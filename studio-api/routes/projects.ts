import { z } from "zod";
import type { AppContext } from "../context";
import { formattedDate } from "../dates";
import { Conditions, insertRow, newestPage, nextPosition, rowById, rowsByOwner, updateRow, type Db } from "../db";
import { HttpError, intParam, reply, requireId, type RouteDef } from "../http";
import { ignoresExtensions } from "../php-style";
import { assertImageCount, assertImages, parseImagesForm } from "../uploads";
import { imageRecordRoutes, type ImageRecord } from "./image-records";
import { flag, hyphenate, optionalText, requiredText, splitTags, validateForm } from "../validation";

const PROJECT_CATEGORIES = ["residential", "commercial", "interior-design", "landscape", "renovation"] as const;
const PROJECT_STATUSES = ["completed", "in-progress", "planned", "on-hold"] as const;

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

function toProject(row: ProjectRow, images: readonly { path: string }[]) {
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
    images: images.map((image) => image.path),
    created_at: row.created_at,
    formatted_date: formattedDate(row.created_at),
  };
}

const imagesOf = (db: Db, ids: readonly number[]) =>
  rowsByOwner<{ project_id: number; path: string }>(db, "project_images", "project_id", ids);

function loadProject(db: Db, id: number) {
  return toProject(rowById<ProjectRow>(db, "projects", id, "Project not found"), imagesOf(db, [id]).get(id) ?? []);
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

const IMAGES = { max: 8, none: "Please add at least one project image", tooMany: "Maximum 8 images allowed" };

const VALID_IMAGES = "Please select valid image files (JPG, PNG, WEBP)";

function listFilters(query: URLSearchParams): Conditions {
  const conditions = new Conditions();
  const category = query.get("category")?.trim();
  if (category) conditions.add("category = ?", category);
  const status = query.get("status")?.trim();
  if (status) conditions.add("status = ?", status);
  const featured = query.get("featured")?.trim().toLowerCase();
  if (featured) {
    if (!["1", "0", "true", "false"].includes(featured)) throw new HttpError(400, "featured must be 1 or 0");
    conditions.add("featured = ?", featured === "1" || featured === "true" ? 1 : 0);
  }
  return conditions;
}

export function projectRoutes({ db, uploads, style }: AppContext): RouteDef[] {
  const insertImage = db.prepare("INSERT INTO project_images (project_id, path, position) VALUES (?, ?, ?)");

  const record: ImageRecord<ReturnType<typeof toProject>> = {
    name: "Project",
    path: "projects/projects.php",
    table: "projects",
    load: (id) => loadProject(db, id),
    imagePaths: (project) => project.images,
  };

  return imageRecordRoutes({ db, uploads }, record, {
    list: (query) => {
      const page = intParam(query, "page", 1, 1, 1_000_000);
      const limit = intParam(query, "limit", 9, 1, 100);
      const { where, params } = listFilters(query);
      const { rows, total } = newestPage<ProjectRow>(db, "projects", { page, limit, where, params });
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
    create: async ({ req }) => {
      const body = await parseImagesForm(req, IMAGES);
      const input = validateForm(projectSchema(), body);
      assertImageCount(body.files.length, IMAGES);
      assertImages(body.files, VALID_IMAGES);

      const id = await uploads.saveThen("projects", body.files, (paths) =>
        db.transaction(() => {
          const projectId = insertRow(db, "projects", PROJECT_COLUMNS, projectValues(input));
          paths.forEach((path, index) => insertImage.run(projectId, path, index));
          return projectId;
        })(),
      );
      return reply(201, { message: "Project added successfully!", data: loadProject(db, id) });
    },
    update: async ({ req }) => {
      const body = await parseImagesForm(req, IMAGES);
      const current = loadProject(db, requireId(body.text("id"), "Project"));
      const input = validateForm(projectSchema(), body);

      const removed = ignoresExtensions(style) ? [] : body.list("remove_images");
      const unknown = removed.find((path) => !current.images.includes(path));
      if (unknown !== undefined) throw new HttpError(422, `Image ${unknown} does not belong to this project`);
      const kept = current.images.filter((path) => !removed.includes(path)).length;
      assertImageCount(kept + body.files.length, IMAGES);
      assertImages(body.files, VALID_IMAGES);

      await uploads.saveThen("projects", body.files, (paths) =>
        db.transaction(() => {
          updateRow(db, "projects", PROJECT_COLUMNS, projectValues(input), current.id);
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
  });
}
