import { expect, test, type Page } from "./support/fixtures";
import { api, clearFaults, injectFault } from "./support/api";
import { adminSession } from "./support/auth";
import { createProject, getProject, type ApiProject } from "./fixtures/catalog/arrange";
import { catalogFaultTests, toast } from "./fixtures/catalog/faults";
import { png, uniqueName } from "./fixtures/catalog/files";

/**
 * Projects when the studio API fails (admin-area §8): the spec's words on the
 * screen, what was typed still in the form, and nothing saved or deleted. The
 * 60 s upload timeout is left out (too slow for a test; its mapping is covered
 * by tests/unit/client.test.ts).
 */

const PROJECTS = "projects/projects.php";
const ADD = "/dashboard/add-project/";
const LIST = "/dashboard/view-projects/";
const year = String(new Date().getFullYear() - 3);

test.describe.configure({ timeout: 60_000 });

async function fillProject(page: Page) {
  const title = uniqueName("Fault Courtyard");
  await page.getByLabel("Project Title").fill(title);
  await page.getByLabel("Description").fill("A courtyard house in laterite and timber.");
  await page.getByLabel("Category").selectOption("residential");
  await page.getByLabel("Client").fill("The Owusu family");
  await page.getByLabel("Location").fill("East Legon, Accra");
  await page.getByLabel("Year").selectOption(year);
  await page.getByLabel("Status").selectOption("in-progress");
  await page.getByLabel("Featured project").check();
  await page.getByLabel("Tags").fill("courtyard, timber");
  await page.getByLabel("Project images", { exact: true }).setInputFiles([png("court.png")]);

  const expectKept = async () => {
    await expect(page.getByLabel("Project Title")).toHaveValue(title);
    await expect(page.getByLabel("Description")).toHaveValue("A courtyard house in laterite and timber.");
    await expect(page.getByLabel("Category")).toHaveValue("residential");
    await expect(page.getByLabel("Client")).toHaveValue("The Owusu family");
    await expect(page.getByLabel("Location")).toHaveValue("East Legon, Accra");
    await expect(page.getByLabel("Year")).toHaveValue(year);
    await expect(page.getByLabel("Status")).toHaveValue("in-progress");
    await expect(page.getByLabel("Featured project")).toBeChecked();
    await expect(page.getByLabel("Tags")).toHaveValue("courtyard, timber");
  };
  return { name: title, expectKept };
}

interface ProjectsPage {
  data: { projects: { id: number; title: string }[]; pagination: { total_pages: number } };
}

/** Whether a project has this title, looked for page by page with the faults cleared. */
async function projectTitled(title: string): Promise<boolean> {
  await clearFaults();
  for (let page = 1; ; page++) {
    const { data } = await api<ProjectsPage>(`${PROJECTS}?page=${page}&limit=100`);
    if (data.projects.some((project) => project.title === title)) return true;
    if (page >= data.pagination.total_pages) return false;
  }
}

const arranged = (project: ApiProject) => ({ id: project.id, name: project.title, images: project.images });

catalogFaultTests({
  noun: { one: "Project", many: "Projects" },
  api: PROJECTS,
  pages: { add: ADD, list: LIST, edit: (id) => `/dashboard/edit-project/${id}/` },
  buttons: { add: "Add Project", update: "Update Project" },
  dialog: "Delete project",
  fill: fillProject,
  saved: projectTitled,
  arrange: async () => arranged(await createProject(uniqueName("Fault Loft"))),
  read: async (id) => arranged(await getProject(id)),
  edits: (project) => ({ "Project Title": `${project.name} II`, Status: "on-hold" }),
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
});

test.describe("Manage Projects", () => {
  test("a 401 from the API ends the session: 'Session expired. Please login again.'", async ({ page }) => {
    await adminSession(page);
    await injectFault({ path: PROJECTS, method: "GET", status: 401 });
    await page.goto(LIST);
    await expect(page).toHaveURL(`/auth/login?redirectTo=${encodeURIComponent(LIST)}`);
    await expect(toast(page, "Session expired. Please login again.")).toBeVisible();
    await clearFaults();
    // The session is over, not just this page: the next admin page asks to sign in.
    await page.goto(ADD);
    await expect(page).toHaveURL(`/auth/login?redirectTo=${encodeURIComponent(ADD)}`);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  });
});
