/**
 * 'Preview' on Add/Edit Project and Add/Edit Product without JavaScript (decision 020): the form posts
 * with intent=preview, the page answers with every typed value kept and the record drawn as its
 * public page draws it (the project's case study, the shop's Quick View), and nothing is saved.
 * With scripts the same answer comes by a fetcher (kits/upload-form/use-catalog-form.ts).
 */
import { describe, expect, test } from "vitest";
import { createProduct, createProject, getProduct } from "../e2e/fixtures/catalog/arrange";
import { png, uniqueName } from "../e2e/fixtures/catalog/files";
import { adminForms, photoTexts, productTyped, projectTyped } from "./support/admin-forms";
import { labelled, one, parseHtml, textOf, textsOf, valueOf, type HTMLElement } from "./support/html";
import { useSite } from "./support/site";

const site = useSite();
const { postForm } = adminForms(site);
const callApi = <T>(path: string, init?: RequestInit) => site.api<T>(path, init);

const TITLE = "Preview: not saved. Visitors see this once you save.";
const description = "Two **pavilions** around a court.\n\n- laterite walls\n- timber louvres";

const projectCount = async () =>
  Number(
    (
      await site.api<{ data: { pagination: { total_projects: number | string } } }>(
        "projects/projects.php?page=1&limit=1",
      )
    ).data.pagination.total_projects,
  );
const productCount = async () =>
  (await site.api<{ data: unknown[] }>("products/products.php?page=1&limit=500")).data.length;

/** The preview region of an answer, after checking it answered 200 with every value kept. */
async function previewOf(
  response: Response,
  fields: Record<string, string>,
  record: "project" | "product",
): Promise<HTMLElement> {
  expect(response.status).toBe(200);
  const page = parseHtml(await response.text());
  for (const [name, value] of Object.entries(fields))
    expect(valueOf(page, name).replace(/\r\n/g, "\n"), name).toBe(value);
  const preview = one(page, `section#${record}-preview`);
  expect(preview.getAttribute("aria-labelledby")).toBe(`${record}-preview-title`);
  expect(textOf(one(preview, `#${record}-preview-title`))).toBe(TITLE);
  return preview;
}

/** Posts an Add form for 'Preview' with one picked photo, and checks and returns the preview region. */
async function previewAdded(
  path: string,
  fields: Record<string, string>,
  photo: string,
  record: "project" | "product",
) {
  const response = await postForm(path, fields, { files: { images: [png(photo)] }, intent: "preview" });
  return previewOf(response, fields, record);
}

describe("Project 'Preview'", () => {
  const fields = (title: string) =>
    projectTyped(title, {
      description,
      client: "The Mensah family",
      tags: "courtyard, laterite",
      quote: "It stays cool all afternoon.",
      quote_by: "Ama Mensah",
    });

  test("Add Project's Preview shows the formatted case study with the picked photo, keeps every value, saves nothing", async () => {
    const title = uniqueName("Previewed project");
    const before = await projectCount();
    const preview = await previewAdded("/dashboard/add-project/", fields(title), "court.png", "project");
    expect(textsOf(preview, "h1")).toEqual([title]);
    const story = one(preview, ".case-narrative");
    expect(textOf(one(story, "strong"))).toBe("pavilions");
    expect(textsOf(story, "li")).toEqual(["laterite walls", "timber louvres"]);
    expect(textOf(one(preview, ".case-quote blockquote"))).toBe("It stays cool all afternoon.");
    expect(textOf(one(preview, ".case-quote figcaption"))).toBe("Ama Mensah");
    expect(textsOf(labelled(preview, "Tags"), "li")).toEqual(["courtyard", "laterite"]);
    expect(textOf(one(preview, ".case-facts"))).toContain("The Mensah family");
    // The picked photo is shown (kept for the next save), with the generated words; no link to a page that is not there.
    const hero = one(preview, ".case-hero__photo img");
    expect(hero.getAttribute("src")).toMatch(/^https?:\/\/[^/]+\/dashboard\/picked\/[a-f0-9]{64}\/0$/);
    expect(hero.getAttribute("alt")).toBe(`${title}, photograph`);
    expect(preview.querySelectorAll(".case-photo a")).toHaveLength(0);
    expect(await projectCount()).toBe(before);
  });

  test("Edit Project's Preview shows the change, the stored photos not removed and their typed words; the project stays as it was", async () => {
    const project = await createProject(uniqueName("Stored project"), undefined, callApi, { description: "Before." });
    const [first, second] = project.images;
    const typed = { ...fields(project.title), description: "After, with **bold**." };
    const response = await postForm(
      `/dashboard/edit-project/${project.id}/`,
      {
        ...typed,
        ...photoTexts([first, second], [{ alt: "Owner's alt", caption: "Owner's caption" }]),
        remove_images: second,
        visibility: "draft",
      },
      { intent: "preview" },
    );
    const preview = await previewOf(response, typed, "project");
    expect(textOf(one(preview, ".case-narrative strong"))).toBe("bold");
    expect(textOf(one(preview, ".catalog-preview__note"))).toMatch(/^A draft: visitors will not see this project/);
    const photos = preview.querySelectorAll(".case-photo");
    expect(photos).toHaveLength(1);
    expect(one(photos[0], "img").getAttribute("src")).toMatch(new RegExp(`^/${first.replace(/^\/+/, "")}`));
    expect(one(photos[0], "img").getAttribute("alt")).toBe("Owner's alt");
    expect(textOf(one(photos[0], "figcaption"))).toBe("Owner's caption");
    const stored = await site.api<{ data: { description: string; images: string[] } }>(
      `projects/projects.php?id=${project.id}`,
    );
    expect(stored.data.description).toBe("Before.");
    expect(stored.data.images).toHaveLength(2);
  });
});

describe("Product 'Preview'", () => {
  const fields = (name: string) =>
    productTyped(name, { description, sale_price: "199", sku: "ANI-PREVIEW01", category: "living-room" });

  test("Add Product's Preview shows the Quick View with the formatted description, keeps every value, saves nothing", async () => {
    const name = uniqueName("Previewed sofa");
    const before = await productCount();
    const preview = await previewAdded("/dashboard/add-products/", fields(name), "sofa.png", "product");
    expect(textsOf(preview, "h3")).toContain(name);
    const details = one(preview, ".quick-view__description");
    expect(textOf(one(details, "strong"))).toBe("pavilions");
    expect(textsOf(details, "li")).toEqual(["laterite walls", "timber louvres"]);
    expect(textOf(one(preview, ".quick-view__category"))).toBe("Living Room");
    expect(textOf(one(preview, ".quick-view__stock"))).toBe("In stock");
    expect(textOf(one(preview, ".quick-view__sku"))).toBe("SKU: ANI-PREVIEW01");
    expect(one(preview, ".gallery__stage img").getAttribute("src")).toMatch(
      /^https?:\/\/[^/]+\/dashboard\/picked\/[a-f0-9]{64}\/0$/,
    );
    // The order button is shown, not working: no form to the visitor's basket inside the preview.
    expect(preview.querySelectorAll("form")).toHaveLength(0);
    expect(await productCount()).toBe(before);
  });

  test("Edit Product's Preview shows the change and a draft's note; the product stays as it was", async () => {
    const product = await createProduct(uniqueName("Stored stool"), undefined, callApi, { description: "Before." });
    const typed = { ...fields(product.name), sku: product.sku, description: "After, with **bold**.", status: "draft" };
    const response = await postForm(
      `/dashboard/edit-product/${product.id}/`,
      { ...typed, "photo_texts[0].path": product.all_images[0].path, "photo_texts[0].alt": "A stool, typed" },
      { intent: "preview" },
    );
    const preview = await previewOf(response, typed, "product");
    expect(textOf(one(preview, ".quick-view__description strong"))).toBe("bold");
    expect(textOf(one(preview, ".catalog-preview__note"))).toMatch(/not in the shop/);
    const photo = one(preview, ".gallery__stage img");
    expect(photo.getAttribute("src")).toMatch(/^\/uploads\//);
    expect(photo.getAttribute("alt")).toBe("A stool, typed");
    const stored = await getProduct(product.id, callApi);
    expect((stored as unknown as { description: string }).description).toBe("Before.");
  });
});
