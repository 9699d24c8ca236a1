/**
 * The admin's project screens when the studio API fails (admin-area §8), as the server answers a
 * browser without scripts: the spec's message in the form with what was typed still there and
 * nothing saved, a list that says it failed instead of claiming to be empty, a delete that failed
 * leaving the project, and a 401 on the list that ends the session. The tests the product and the
 * project screens share are in support/catalog-faults.ts. The browser's side (a failing form and a
 * failing list, the busy states) is in tests/e2e/admin-projects.faults.spec.ts. The 60 s upload
 * timeout is left out (too slow for a test; its mapping is covered by tests/unit/client.test.ts).
 */
import { afterEach, describe, test } from "vitest";
import { createProject, getProject, type ApiCall } from "../e2e/fixtures/catalog/arrange";
import { uniqueName } from "../e2e/fixtures/catalog/files";
import { adminForms, PROJECT_FIELDS, PROJECT_PAGES, projectTyped } from "./support/admin-forms";
import { catalogFaultTests, sessionEnds, type Catalog } from "./support/catalog-faults";
import { useSite } from "./support/site";

const site = useSite();
const forms = adminForms(site);
const sessionEnded = sessionEnds(site, forms);

afterEach(() => site.clearFaults());

const callApi: ApiCall = (path, init) => site.api(path, init);

const projectYear = String(new Date().getFullYear() - 3);

const projectRecord = (project: { id: number | string; title: string; images: string[] }) => ({
  id: Number(project.id),
  name: project.title,
  images: project.images,
});

const PROJECT: Catalog = {
  record: "Project",
  api: "projects/projects.php",
  pages: PROJECT_PAGES,
  typed: () => {
    const title = uniqueName("Fault Courtyard");
    return {
      name: title,
      fields: projectTyped(title, { year: projectYear, status: "in-progress", featured: "on" }),
    };
  },
  names: PROJECT_FIELDS,
  checkbox: "featured",
  removeField: "remove_images",
  saved: async (title) => {
    for (let page = 1; ; page++) {
      const { data } = await site.api<{
        data: { projects: { title: string }[]; pagination: { total_pages: number | string } };
      }>(`projects/projects.php?page=${page}&limit=100`);
      if (data.projects.some((project) => project.title === title)) return true;
      if (page >= Number(data.pagination.total_pages)) return false;
    }
  },
  arrange: async () => projectRecord(await createProject(uniqueName("Fault Loft"), undefined, callApi)),
  read: async (id) => projectRecord(await getProject(id, callApi)),
  edits: (project) => ({ title: `${project.name} II`, status: "on-hold" }),
  messages: {
    add: "Failed to add project. Please try again.",
    update: "Failed to update project. Please try again.",
    list: "Failed to load projects",
    empty: "No projects have been added yet.",
    failedSummary: "Showing 0 of 0 projects (Page 1 of 1)",
  },
  // The API's own message where it gave one.
  deleteFailures: [
    [{ status: 500 }, "Injected failure"],
    [{ malformed: true }, "Failed to delete project"],
  ],
};

catalogFaultTests(site, forms, PROJECT);

describe("a 401 from the API ends the session: 'Session expired. Please login again.'", () => {
  test("on Manage Projects' list", async () => {
    const cookie = await site.signIn();
    await site.injectFault({ path: "projects/projects.php", method: "GET", status: 401 });
    const answer = await site.request("/dashboard/view-projects/", { cookie });
    await sessionEnded(answer, "/dashboard/view-projects/", cookie, "/dashboard/add-project/");
  });
});
