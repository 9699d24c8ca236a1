import { expect, test, type Page } from "./support/fixtures";
import { signIn } from "./support/auth";
import { expectNoSeriousViolations } from "./support/axe";
import { createProduct, createProject } from "./fixtures/catalog/arrange";
import { uniqueName } from "./fixtures/catalog/files";
import { projectPagePath } from "../../app/utils/project-page";

// What the server does with the SEO fields and the publishing control (saved in the settings block,
// read in each public head, a schedule's time, the refusals) is in tests/routes/record-publishing.test.ts.

test.describe.configure({ timeout: 60_000 });

/** A project made through the API, open on Edit Project for a signed-in administrator. */
async function editNewProject(page: Page, name: string) {
  const project = await createProject(uniqueName(name));
  await signIn(page, `/dashboard/edit-project/${project.id}/`);
  return project;
}

test("the owner gives a project an SEO title on Edit Project and sees it as its page's title", async ({
  page,
  javaScriptEnabled,
}) => {
  const project = await editNewProject(page, "Titled project");
  await expect(page.getByRole("radio", { name: "Published" })).toBeChecked();
  const seoTitle = "Courtyard house in laterite, East Legon";
  const field = page.getByLabel("SEO title (optional)");
  await field.fill(seoTitle);
  // With scripts the counter follows the typing; without, the page shows it again after a save.
  if (javaScriptEnabled) await expect(page.getByText(`${seoTitle.length}/60 characters`)).toBeVisible();
  await page.getByRole("button", { name: "Update Project" }).click();
  await expect(page.getByText("Project updated successfully!")).toBeVisible();

  await page.goto(projectPagePath(project));
  await expect(page).toHaveTitle(seoTitle);
  await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
});

test("Preview on Edit Project and Edit Product lands on the preview (with scripts it also takes the focus)", async ({
  page,
  javaScriptEnabled,
}) => {
  await editNewProject(page, "Previewed project");
  // The publishing control and the SEO fields pass axe (a script in the page: with scripts only).
  if (javaScriptEnabled) await expectNoSeriousViolations(page);
  await page.getByRole("radio", { name: "Draft" }).check();
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const projectPreview = page.getByRole("region", { name: /^Preview: not saved/ });
  if (!javaScriptEnabled) await expect(page).toHaveURL(/#project-preview$/);
  await expect(projectPreview.getByRole("heading", { name: /^Preview: not saved/ })).toBeInViewport();
  await expect(projectPreview.getByText(/^A draft: visitors will not see this project/)).toBeVisible();
  if (javaScriptEnabled) await expect(projectPreview).toBeFocused();
  // The form keeps the choice for the save.
  await expect(page.getByRole("radio", { name: "Draft" })).toBeChecked();

  const product = await createProduct(uniqueName("Previewed stool"));
  await page.goto(`/dashboard/edit-product/${product.id}/`);
  if (javaScriptEnabled) await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const productPreview = page.getByRole("region", { name: /^Preview: not saved/ });
  if (!javaScriptEnabled) await expect(page).toHaveURL(/#product-preview$/);
  await expect(productPreview.getByRole("heading", { name: /^Preview: not saved/ })).toBeInViewport();
  if (javaScriptEnabled) await expect(productPreview).toBeFocused();
});
