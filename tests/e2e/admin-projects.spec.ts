import { expect, test, type Page } from "./support/fixtures";
import { api } from "./support/api";
import { signIn } from "./support/auth";
import { createProject, getProject } from "./fixtures/catalog/arrange";
import { fakeJpeg, onDisk, oversizeJpeg, png, pngs, uniqueName } from "./fixtures/catalog/files";

// What the server renders and answers without a browser (each message of its checks, the refused
// uploads, Reset without scripts, the list's count, links and rows) is in
// tests/routes/admin-projects.test.ts.

test.describe.configure({ timeout: 60_000 });

const ADD = "/dashboard/add-project/";
const LIST = "/dashboard/view-projects/";
const images = (page: Page) => page.getByLabel("Project images", { exact: true });
const fieldError = (page: Page) => page.locator(".field__error");
const thisYear = new Date().getFullYear();

async function fillProject(page: Page, title: string) {
  await page.getByLabel("Project Title").fill(title);
  await page.getByLabel(/^Description/).fill("A courtyard house in laterite and timber.");
  await page.getByLabel("Category").selectOption("residential");
  await page.getByLabel("Client", { exact: true }).fill("The Owusu family");
  await page.getByLabel("Location").fill("East Legon, Accra");
  await page.getByLabel("Tags").fill("courtyard, timber");
}

test.describe("Add Project", () => {
  test("offers the spec's choices, asks for an image, and adds a project", async ({ page }) => {
    await signIn(page, ADD);
    await expect(page.getByLabel("Status")).toHaveValue("completed");
    await expect(page.getByLabel("Status").locator("option")).toHaveText([
      "Completed",
      "In Progress",
      "Planned",
      "On Hold",
    ]);
    await expect(page.getByLabel("Year").locator("option")).toHaveText(
      Array.from({ length: 10 }, (_, index) => String(thisYear - index)),
    );
    await expect(page.getByLabel("Category").locator("option")).toHaveText([
      "Select a category",
      "Residential",
      "Commercial",
      "Interior Design",
      "Landscape",
      "Renovation",
    ]);
    const title = uniqueName("Courtyard House");
    await fillProject(page, title);
    await page.getByLabel("Year").selectOption(String(thisYear - 2));
    // No image yet: checked in the browser with scripts, by the server without (its one round trip
    // of this form's checks here; every message in order is a route test).
    await page.getByRole("button", { name: "Add Project" }).click();
    await expect(fieldError(page)).toHaveText(["Please add at least one project image"]);
    await expect(page.getByLabel("Project Title")).toHaveValue(title);
    await expect(page.getByLabel("Year")).toHaveValue(String(thisYear - 2));
    await images(page).setInputFiles([png("front.png"), png("court.png", [90, 40, 10])]);
    await page.getByRole("button", { name: "Add Project" }).click();
    await expect(page.getByText("Project added successfully!")).toBeVisible();
    const list = await api<{ data: { projects: { title: string; year: number; images: string[] }[] } }>(
      "projects/projects.php?page=1&limit=100",
    );
    const saved = list.data.projects.find((project) => project.title === title);
    expect(saved?.year).toBe(thisYear - 2);
    expect(saved?.images).toHaveLength(2);
  });
});

test.describe("Add Project with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs scripts");

  test("Preview shows the case study beside the form, which keeps every value and the picked photos for Add Project", async ({
    page,
  }) => {
    await signIn(page, ADD);
    const title = uniqueName("Previewed House");
    await fillProject(page, title);
    await images(page).setInputFiles([png("front.png"), png("court.png", [90, 40, 10])]);
    await page.getByRole("button", { name: "Preview" }).click();
    // Without scripts the same answer is the page's (tests/routes/catalog-preview.test.ts).
    const preview = page.getByRole("region", { name: "Preview: not saved. Visitors see this once you save." });
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel("Project Title")).toHaveValue(title);
    await page.getByRole("button", { name: "Add Project" }).click();
    await expect(page.getByText("Project added successfully!")).toBeVisible();
    const list = await api<{ data: { projects: { title: string; images: string[] }[] } }>(
      "projects/projects.php?page=1&limit=100",
    );
    expect(list.data.projects.find((project) => project.title === title)?.images).toHaveLength(2);
  });

  test("checks in the browser before sending (the fields in the spec's order, at most 8 images, by content and size); Reset clears the form", async ({
    page,
  }) => {
    await signIn(page, ADD);
    const submit = () => page.getByRole("button", { name: "Add Project" }).click();
    const steps: [string, () => Promise<void>][] = [
      ["Please enter project title", () => page.getByLabel("Project Title").fill(uniqueName("Pavilion"))],
      ["Please enter project description", () => page.getByLabel(/^Description/).fill("Open pavilion")],
      [
        "Please select a category",
        () =>
          page
            .getByLabel("Category")
            .selectOption("landscape")
            .then(() => undefined),
      ],
      ["Please enter client name", () => page.getByLabel("Client", { exact: true }).fill("Aburi Gardens")],
      ["Please enter project location", () => page.getByLabel("Location").fill("Aburi")],
      ["Please add at least one project image", async () => undefined],
    ];
    // One submit lists every problem in the spec's order; each fixed one leaves the list.
    for (const [index, [message, fix]] of steps.entries()) {
      await submit();
      const left = steps.slice(index).map(([text]) => text);
      await expect(page.locator(".error-summary li"), message).toHaveText(left.length > 1 ? left : []);
      await expect(fieldError(page)).toHaveCount(left.length);
      await fix();
    }
    await expect(page.getByLabel("Client", { exact: true })).toHaveValue("Aburi Gardens");

    await images(page).setInputFiles(pngs(9));
    await expect(page.getByText("Maximum 8 images allowed")).toBeVisible();
    await expect(page.getByRole("list", { name: "Selected images" }).getByRole("listitem")).toHaveCount(8);
    // A big file goes by path: Playwright hands Chromium the path, not 5 MB.
    await images(page).setInputFiles(onDisk(oversizeJpeg()));
    await expect(page.getByText("Image size should be less than 5MB")).toBeVisible();
    await images(page).setInputFiles([fakeJpeg()]);
    await expect(page.getByText("Please select valid image files (JPG, PNG, WEBP)")).toBeVisible();

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByText("Form cleared")).toBeVisible();
    await expect(page.getByLabel("Project Title")).toHaveValue("");
  });
});

test.describe("Edit and manage projects", () => {
  test("edits a project from the list, removing an image for good; then deletes it with the spec's confirmation", async ({
    page,
  }) => {
    const project = await createProject(uniqueName("Osu Loft"));
    const [first, second] = project.images;
    await signIn(page, LIST);
    await page.getByRole("link", { name: `Edit ${project.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/edit-project/${project.id}/$`));
    await expect(page.getByLabel("Project Title")).toHaveValue(project.title);
    await page.getByLabel("Status").selectOption("on-hold");
    await page.getByRole("checkbox", { name: "Remove" }).first().check();
    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(page).toHaveURL(/\/dashboard\/view-projects\/$/);
    await expect(page.getByText("Project updated successfully!")).toBeVisible();
    const saved = await getProject(project.id);
    expect(saved.images).toEqual([second]);
    await page.goto(`/dashboard/edit-project/${project.id}/`);
    await expect(page.getByRole("checkbox", { name: "Remove" })).toHaveCount(1);
    await expect(page.getByLabel("Status")).toHaveValue("on-hold");
    const image = await page.request.get(`/${first}`);
    expect(image.headers()["content-type"]).toContain("svg"); // the placeholder: the file is gone

    await page.goto(`${LIST}?q=${encodeURIComponent(project.title)}`);
    const row = page.getByRole("row").filter({ hasText: project.title });
    await row.getByRole("link", { name: `Delete ${project.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete project" });
    await expect(
      dialog.getByText("Are you sure you want to delete this project? This action cannot be undone."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Project deleted successfully")).toBeVisible();
    await expect(page.getByText("No projects found")).toBeVisible();
    await expect(page.getByText("No projects match your search criteria.")).toBeVisible();
  });
});
