/**
 * 'Insert picture' without JavaScript (components/admin/markdown-field.tsx): the Markdown body
 * fields of Add Project and Add Product offer the pictures already uploaded in a select; the post
 * with intent=insert-picture answers the same form with everything typed kept and the chosen
 * picture's Markdown at the end of the description, saving nothing. Only an uploaded picture is
 * written, with its own alt text. The blog's round trip, with scripts and without, is
 * tests/e2e/admin-editor.spec.ts.
 */
import { describe, expect, test } from "vitest";
import { adminForms, productTyped, projectTyped } from "./support/admin-forms";
import { one, parseHtml, textOf, valueOf, type HTMLElement } from "./support/html";
import { useSite } from "./support/site";
import { uniqueName } from "../e2e/fixtures/catalog/files";

const site = useSite();
const { postForm, signedIn } = adminForms(site);

/** The uploaded pictures a form's select offers: value and label, by group. */
async function offered(path: string) {
  const page = parseHtml(await (await site.request(path, { cookie: await signedIn() })).text());
  const select = one(page, `select[name="picture"]`);
  expect(textOf(one(page, `label[for="${select.id}"]`))).toBe("Picture to insert");
  return select.querySelectorAll("optgroup").flatMap((group: HTMLElement) =>
    group.querySelectorAll("option").map((option) => ({
      group: group.getAttribute("label"),
      src: option.getAttribute("value") ?? "",
      label: textOf(option),
    })),
  );
}

const projectCount = async () =>
  Number(
    (
      await site.api<{ data: { pagination: { total_projects: number | string } } }>(
        "projects/projects.php?page=1&limit=1",
      )
    ).data.pagination.total_projects,
  );

describe("'Insert picture' without scripts", () => {
  test("Add Project offers the uploaded pictures of posts, projects and products, and writes the chosen one in", async () => {
    const pictures = await offered("/dashboard/add-project/");
    expect(new Set(pictures.map((picture) => picture.group))).toEqual(new Set(["Posts", "Projects", "Products"]));
    for (const picture of pictures) expect(picture.src).toMatch(/^\/uploads\/[\w-]+\/\S+$/);

    const chosen = pictures.find((picture) => picture.group === "Projects")!;
    const title = uniqueName("Pictured project");
    const fields = projectTyped(title, { description: "## The court\n\nShade all day." });
    const before = await projectCount();
    const response = await postForm(
      "/dashboard/add-project/",
      { ...fields, picture: chosen.src },
      { intent: "insert-picture" },
    );
    expect(response.status).toBe(200);
    const page = parseHtml(await response.text());
    const description = valueOf(page, "description").replace(/\r\n/g, "\n");
    expect(description).toMatch(
      new RegExp(`^## The court\\n\\nShade all day\\.\\n\\n!\\[[^\\]\\n]+\\]\\(${chosen.src}\\)\\n$`),
    );
    // Everything else typed is kept, and nothing was saved.
    expect(valueOf(page, "title")).toBe(title);
    expect(valueOf(page, "client")).toBe(fields.client);
    expect(textOf(one(page, ".md-insert__note"))).toContain("Picture added at the end of the description");
    expect(await projectCount()).toBe(before);
  });

  test("Add Product writes a product's photo in; a picture that is not an upload is refused and nothing is written", async () => {
    const pictures = await offered("/dashboard/add-products/");
    const chosen = pictures.find((picture) => picture.group === "Products")!;
    const fields = productTyped(uniqueName("Pictured stool"), { description: "Carved from one log." });
    const added = await postForm(
      "/dashboard/add-products/",
      { ...fields, picture: chosen.src },
      { intent: "insert-picture" },
    );
    expect(valueOf(parseHtml(await added.text()), "description").replace(/\r\n/g, "\n")).toMatch(
      new RegExp(`^Carved from one log\\.\\n\\n!\\[[^\\]\\n]+\\]\\(${chosen.src}\\)\\n$`),
    );

    const refused = await postForm(
      "/dashboard/add-products/",
      { ...fields, picture: "/uploads/../../etc/passwd" },
      { intent: "insert-picture" },
    );
    expect(refused.status).toBe(400);
    const page = parseHtml(await refused.text());
    expect(valueOf(page, "description")).toBe("Carved from one log.");
    expect(textOf(one(page, ".md-insert__note"))).toBe("That picture is no longer uploaded. Please choose another.");
  });
});
