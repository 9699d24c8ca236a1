import { expect, test, type Page } from "./support/fixtures";
import { api, clearFaults, injectFault } from "./support/api";
import { signIn } from "./support/auth";
import { createProject, getProject } from "./fixtures/catalog/arrange";
import { deleteFails, listFails, saveFails, toast } from "./fixtures/catalog/faults";
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

async function fillProject(page: Page): Promise<string> {
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
  return title;
}

async function expectStillTyped(page: Page, title: string) {
  await expect(page.getByLabel("Project Title")).toHaveValue(title);
  await expect(page.getByLabel("Description")).toHaveValue("A courtyard house in laterite and timber.");
  await expect(page.getByLabel("Category")).toHaveValue("residential");
  await expect(page.getByLabel("Client")).toHaveValue("The Owusu family");
  await expect(page.getByLabel("Location")).toHaveValue("East Legon, Accra");
  await expect(page.getByLabel("Year")).toHaveValue(year);
  await expect(page.getByLabel("Status")).toHaveValue("in-progress");
  await expect(page.getByLabel("Featured project")).toBeChecked();
  await expect(page.getByLabel("Tags")).toHaveValue("courtyard, timber");
}

interface ProjectsPage {
  data: { projects: { id: number; title: string }[]; pagination: { total_pages: number } };
}

/** Every project title, page by page, read with the faults cleared. */
async function projectTitled(title: string) {
  await clearFaults();
  for (let page = 1; ; page++) {
    const { data } = await api<ProjectsPage>(`${PROJECTS}?page=${page}&limit=100`);
    const found = data.projects.find((project) => project.title === title);
    if (found || page >= data.pagination.total_pages) return found;
  }
}

test.describe("Add Project", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADD);
  });

  for (const [kind, fault, message] of [
    ["a refused save shows the server's message", { status: 422 }, "Injected failure"],
    [
      "a failure with no usable message shows 'Server error: {status}'",
      { status: 502, body: "<h1>Bad Gateway</h1>" },
      "Server error: 502",
    ],
    [
      "an unreadable answer shows 'Failed to add project. Please try again.'",
      { malformed: true },
      "Failed to add project. Please try again.",
    ],
  ] as const) {
    test(`${kind}, keeping what was typed`, async ({ page, javaScriptEnabled }) => {
      const title = await fillProject(page);
      await saveFails(
        page,
        { path: PROJECTS, method: "POST", fault, button: "Add Project", message },
        javaScriptEnabled,
      );
      await expectStillTyped(page, title);
      expect(await projectTitled(title)).toBeUndefined();
    });
  }
});

test.describe("Edit Project", () => {
  test("a failed update shows 'Failed to update project. Please try again.' and changes nothing", async ({
    page,
    javaScriptEnabled,
  }) => {
    const project = await createProject(uniqueName("Fault Loft"));
    await signIn(page, `/dashboard/edit-project/${project.id}/`);
    await page.getByLabel("Project Title").fill(`${project.title} II`);
    await page.getByLabel("Status").selectOption("on-hold");
    await page.getByRole("checkbox", { name: "Remove" }).first().check();
    await saveFails(
      page,
      {
        path: PROJECTS,
        method: "PUT",
        fault: { malformed: true },
        button: "Update Project",
        message: "Failed to update project. Please try again.",
      },
      javaScriptEnabled,
    );
    await expect(page).toHaveURL(new RegExp(`/dashboard/edit-project/${project.id}/$`));
    await expect(page.getByLabel("Project Title")).toHaveValue(`${project.title} II`);
    await expect(page.getByLabel("Status")).toHaveValue("on-hold");
    await expect(page.getByRole("checkbox", { name: "Remove" }).first()).toBeChecked();
    await clearFaults();
    const saved = await getProject(project.id);
    expect(saved.title).toBe(project.title);
    expect(saved.images).toEqual(project.images);
  });
});

test.describe("Manage Projects", () => {
  test("a failing list shows 'Failed to load projects' and empties, and Try again loads it", async ({ page }) => {
    await signIn(page);
    await listFails(page, { path: PROJECTS, list: LIST, fault: { status: 500 }, message: "Failed to load projects" });
    await expect(page.getByText("Showing 0 of 0 projects (Page 1 of 1)")).toBeVisible();
    // It does not pretend the portfolio is empty.
    await expect(page.getByText("No projects have been added yet.")).toHaveCount(0);
    await clearFaults();
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByText("Failed to load projects")).toHaveCount(0);
  });

  test("an unreadable list also shows 'Failed to load projects'", async ({ page }) => {
    await signIn(page);
    await listFails(page, {
      path: PROJECTS,
      list: LIST,
      fault: { malformed: true },
      message: "Failed to load projects",
    });
  });

  for (const [kind, fault, message] of [
    ["the server's message", { status: 500 }, "Injected failure"],
    ["'Failed to delete project' without one", { malformed: true }, "Failed to delete project"],
  ] as const) {
    test(`a failing delete shows ${kind} and the project stays`, async ({ page }) => {
      const project = await createProject(uniqueName("Fault Pavilion"));
      await signIn(page);
      await deleteFails(page, {
        path: PROJECTS,
        list: LIST,
        dialog: "Delete project",
        record: { id: project.id, name: project.title },
        fault,
        message,
      });
      expect((await getProject(project.id)).title).toBe(project.title);
    });
  }

  test("a 401 from the API ends the session: 'Session expired. Please login again.'", async ({ page }) => {
    await signIn(page);
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
