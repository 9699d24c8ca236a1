import { describe, expect, it } from "vitest";
import { expectBody, expectError, expectRefusals, multipart, type FileSpec } from "../../contract/support/client";
import { Message, ProjectList, ProjectOne, type Project } from "../../contract/support/contract";
import { useTarget } from "../../contract/support/setup";
import { runId } from "../../contract/support/target";
import { galleryEndpoint } from "./gallery-endpoint";

const suite = useTarget();
const thisYear = new Date().getUTCFullYear();

const fields = (overrides: Record<string, string> = {}) => ({
  title: `Garden Pavilion ${runId}`,
  description: "A timber pavilion in a walled garden.",
  category: "landscape",
  client: "Test Client",
  location: "Labadi, Accra",
  year: String(thisYear - 1),
  status: "in-progress",
  featured: "1",
  tags: "pavilion, timber",
  ...overrides,
});

const projects = galleryEndpoint(suite, {
  path: "projects/projects.php",
  one: ProjectOne,
  pictures: ["beach-house-ada-foah-2", "rooftop-garden-ridge-1"],
  fields,
  add: (count) => addProject({}, count),
  imagePaths: (project) => project.images,
  maxImages: 8,
  notAnImage: "Please select valid image files (JPG, PNG, WEBP)",
  deleted: "Project deleted successfully",
});
const { post, pictures, read, fileStatus } = projects;

async function addProject(overrides: Record<string, string> = {}, count = 1): Promise<Project> {
  const title = overrides.title ?? `Project ${Math.random().toString(36).slice(2, 8)} ${runId}`;
  const res = await post(multipart(fields({ ...overrides, title }), pictures(count)));
  expect(expectBody(res, 201, Message).message).toBe("Project added successfully!");
  const list = expectBody(await suite.api.get("projects/projects.php?limit=100"), 200, ProjectList);
  const found = list.data.projects.find((p) => p.title === title);
  if (!found) throw new Error(`Created project ${title} not listed`);
  return found;
}

const update = (project: Project, overrides: Record<string, string | string[]>, files: FileSpec[] = []) =>
  suite.api.put("projects/projects.php", {
    form: multipart({ id: String(project.id), ...fields({ title: project.title }), ...overrides }, files),
  });

describe("POST projects/projects.php", () => {
  it("adds a project with its images", async () => {
    const project = await addProject({ title: `Added ${runId}` }, 3);
    expect(project).toMatchObject({
      title: `Added ${runId}`,
      category: "landscape",
      client: "Test Client",
      location: "Labadi, Accra",
      year: thisYear - 1,
      status: "in-progress",
      featured: true,
      tags: "pavilion, timber",
    });
    expect(project.images).toHaveLength(3);
    const file = await fetch(new URL(project.images[0], suite.target.url));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
  });

  it("defaults the status to completed", async () => {
    const project = await addProject({ status: "" });
    expect(project.status).toBe("completed");
  });

  it("validates in the spec's order", async () => {
    const send = (overrides: Record<string, string>) => post(multipart(fields(overrides)));
    const blank = { title: "", description: "", category: "", client: "", location: "" };
    expectError(await send(blank), 422, "Please enter project title");
    expectError(await send({ ...blank, title: "T" }), 422, "Please enter project description");
    expectError(await send({ ...blank, title: "T", description: "D" }), 422, "Please select a category");
    expectError(
      await send({ ...blank, title: "T", description: "D", category: "landscape" }),
      422,
      "Please enter client name",
    );
    expectError(
      await send({ ...blank, title: "T", description: "D", category: "landscape", client: "C" }),
      422,
      "Please enter project location",
    );
    expectError(await send({}), 422, "Please add at least one project image");
  });

  it("refuses an unknown category or status", async () => {
    await expectRefusals(post, [
      [multipart(fields({ category: "industrial" }), pictures(1)), 422],
      [multipart(fields({ status: "cancelled" }), pictures(1)), 422],
    ]);
  });

  it("refuses more than 8 images, a non-image and an image over 5 MB", projects.refusesBadImages);
});

describe("GET projects/projects.php", () => {
  it("pages newest first with pagination, 9 per page by default", async () => {
    const body = expectBody(await suite.api.get("projects/projects.php"), 200, ProjectList);
    expect(body.data.pagination.limit).toBe(9);
    expect(body.data.projects.length).toBeLessThanOrEqual(9);

    for (let i = 0; i < 3; i += 1) await addProject({ title: `Paged ${i} ${runId}`, client: `Pager ${runId}` });
    const first = expectBody(await suite.api.get("projects/projects.php?page=1&limit=2"), 200, ProjectList);
    expect(first.data.projects).toHaveLength(2);
    expect(first.data.projects[0].title).toBe(`Paged 2 ${runId}`);
    expect(first.data.pagination).toMatchObject({ current_page: 1, limit: 2 });
    expect(first.data.pagination.total_pages).toBe(Math.ceil(first.data.pagination.total_projects / 2));
    const second = expectBody(await suite.api.get("projects/projects.php?page=2&limit=2"), 200, ProjectList);
    expect(second.data.projects[0].title).toBe(`Paged 0 ${runId}`);
  });

  it("filters by category, status and featured", async () => {
    await addProject({ category: "renovation", status: "on-hold", featured: "0" });
    await addProject({ category: "renovation", status: "planned", featured: "1" });

    const byCategory = expectBody(
      await suite.api.get("projects/projects.php?category=renovation&limit=100"),
      200,
      ProjectList,
    );
    expect(byCategory.data.projects.length).toBeGreaterThanOrEqual(2);
    expect(byCategory.data.projects.every((p) => p.category === "renovation")).toBe(true);
    expect(byCategory.data.pagination.total_projects).toBe(byCategory.data.projects.length);

    const combined = expectBody(
      await suite.api.get("projects/projects.php?category=renovation&status=on-hold&featured=0&limit=100"),
      200,
      ProjectList,
    );
    expect(combined.data.projects.length).toBeGreaterThanOrEqual(1);
    expect(
      combined.data.projects.every((p) => p.status === "on-hold" && !p.featured && p.category === "renovation"),
    ).toBe(true);

    const featured = expectBody(await suite.api.get("projects/projects.php?featured=1&limit=100"), 200, ProjectList);
    expect(featured.data.projects.every((p) => p.featured)).toBe(true);
  });

  it("answers 400 for a limit out of 1..100", async () => {
    expectError(await suite.api.get("projects/projects.php?limit=101"), 400);
    expectError(await suite.api.get("projects/projects.php?limit=x"), 400);
  });

  it("reads one project by id, and 404 for an unknown id", projects.readsOneById);
});

describe("PUT projects/projects.php", () => {
  it("updates the fields, adds images and removes chosen ones", async () => {
    const project = await addProject({}, 2);
    const [gone, kept] = project.images;
    const res = await update(
      project,
      {
        title: `Updated ${runId}`,
        status: "completed",
        featured: "0",
        year: String(thisYear),
        "remove_images[]": [gone],
      },
      pictures(1),
    );
    expect(expectBody(res, 200, Message).message).toBe("Project updated successfully!");
    const data = await read(project.id);
    expect(data).toMatchObject({ title: `Updated ${runId}`, status: "completed", featured: false, year: thisYear });
    expect(data.images).toHaveLength(2);
    expect(data.images[0]).toBe(kept);
    expect(data.images).not.toContain(gone);
    expect(await fileStatus(gone)).toBe(404);
  });

  it("keeps between 1 and 8 images", async () => {
    const project = await addProject({}, 7);
    expectError(await update(project, {}, pictures(2)), 422, "Maximum 8 images allowed");
    const single = await addProject({}, 1);
    expectError(
      await update(single, { "remove_images[]": single.images }),
      422,
      "Please add at least one project image",
    );
  });

  it("validates like adding, and 404 for an unknown id", async () => {
    const project = await addProject();
    expectError(await update(project, { client: "" }), 422, "Please enter client name");
    expectError(await update({ ...project, id: 99999999 }, {}), 404);
  });
});

describe("DELETE projects/projects.php", () => {
  it("deletes the project and its image files; again 404, without an id 400", projects.deletesWithFiles);
});
