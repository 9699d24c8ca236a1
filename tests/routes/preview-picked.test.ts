/**
 * The picture picked before a 'Preview' without JavaScript survives it (decision 020): the preview keeps
 * the picked files on the server under a token bound to the admin's session
 * (app/sign-in/picked-files.server.ts), the form comes back with the token in a hidden field and shows
 * them, and the next save without a new pick uses them; another session's token is refused.
 */
import { describe, expect, test } from "vitest";
import { listBlogs } from "../e2e/fixtures/blogs";
import { png, pngs, uniqueName, type UploadFile } from "../e2e/fixtures/catalog/files";
import { adminForms, fieldErrors, postTyped, productTyped, projectTyped, toasts } from "./support/admin-forms";
import { one, parseHtml, valueOf } from "./support/html";
import { useSite } from "./support/site";

const site = useSite();
const { postForm, follow, signedIn } = adminForms(site);

const post = (title: string) => postTyped(title, { excerpt: "Kept", content: "Text." });

/**
 * Posts the form on `path` with `files` picked and the button `intent` (one that answers the form
 * again, not a save); answers the page and its hidden "picked" field, a token that keeps every file.
 */
async function postPicking(
  path: string,
  fields: Record<string, string>,
  files: Record<string, readonly UploadFile[]>,
  intent: string,
  cookie?: string,
) {
  const response = await postForm(path, fields, { files, intent, cookie });
  expect(response.status).toBe(200);
  const page = parseHtml(await response.text());
  const picked = valueOf(page, "picked");
  expect(picked).toMatch(new RegExp(`^[a-f0-9]{64}\\.${Object.values(files).flat().length}$`));
  return { page, picked };
}

/** Previews Add Blog with a picked image; answers the page, the hidden field's value and the kept picture's address. */
async function previewWithImage(title: string, cookie?: string) {
  const { page, picked } = await postPicking(
    "/dashboard/add-blogs/",
    post(title),
    { image: [png("kept.png")] },
    "preview",
    cookie,
  );
  return { page, picked, url: `/dashboard/picked/${picked.split(".")[0]}/0` };
}

describe("a picture kept from the preview", () => {
  test("Add Blog: preview with an image, then publish without picking it again: the post has the image", async () => {
    const title = uniqueName("Kept image post");
    const { page, picked, url } = await previewWithImage(title);
    // The form shows the kept picture, and the preview draws it from the same place.
    expect(one(page, ".cms-kept img").getAttribute("src")).toBe(url);
    expect(new URL(one(page, ".post-figure img").getAttribute("src") ?? "").pathname).toBe(url);
    const own = await site.request(url, { cookie: await signedIn() });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(own.headers.get("cache-control")).toBe("private, no-store");

    const saved = await postForm("/dashboard/add-blogs/", { ...post(title), picked });
    expect(toasts(await follow(saved, "/dashboard/add-blogs/"))).toContain("Blog post published successfully!");
    const stored = (await listBlogs({ call: site.api })).find((blog) => blog.title === title);
    expect(stored?.image_path).toMatch(/^\/?uploads\//);
    // Used once: the kept picture is gone after the save.
    expect((await site.request(url, { cookie: await signedIn() })).status).toBe(404);
  });

  test("another session's token is refused: not shown, not saved, the picture asked for again", async () => {
    const other = await site.signIn();
    const title = uniqueName("Foreign token post");
    const { picked, url } = await previewWithImage(title, other);
    expect((await site.request(url, { cookie: await signedIn() })).status).toBe(404);

    const response = await postForm("/dashboard/add-blogs/", { ...post(title), picked });
    expect(response.status).toBe(400);
    const page = parseHtml(await response.text());
    expect(fieldErrors(page)).toContain("Please select a featured image");
    expect(page.querySelectorAll('input[name="picked"]')).toHaveLength(0);
    expect((await listBlogs({ call: site.api })).some((blog) => blog.title === title)).toBe(false);
    // The session that kept it still can use it.
    expect((await site.request(url, { cookie: other })).status).toBe(200);
  });

  test("Add Project: preview with photos, then save without picking them again: the project has them", async () => {
    const title = uniqueName("Kept photos project");
    const fields = projectTyped(title, { description: "Kept." });
    const { page, picked } = await postPicking("/dashboard/add-project/", fields, { images: pngs(2) }, "preview");
    expect(page.querySelectorAll(".cms-kept img")).toHaveLength(2);
    expect(one(page, ".case-hero__photo img").getAttribute("src")).toMatch(
      /^https?:\/\/[^/]+\/dashboard\/picked\/[a-f0-9]{64}\/0$/,
    );

    const saved = await postForm("/dashboard/add-project/", { ...fields, picked });
    expect(toasts(await follow(saved, "/dashboard/add-project/"))).toContain("Project added successfully!");
    const { data } = await site.api<{ data: { projects: { title: string; images: string[] }[] } }>(
      "projects/projects.php?page=1&limit=100",
    );
    expect(data.projects.find((project) => project.title === title)?.images).toHaveLength(2);
  });

  test("Add Product without JavaScript: photos picked before 'Generate' and a refused save are kept, and the save uses them", async () => {
    const name = uniqueName("Kept photos stool");
    // No SKU (generated next) and no category (refused, for the kept photos to survive a refusal).
    const fields = productTyped(name, { description: "Kept.", sku: "", category: "" });
    const generated = await postPicking("/dashboard/add-products/", fields, { images: pngs(2) }, "generate-sku");
    const sku = valueOf(generated.page, "sku");
    expect(sku).not.toBe("");

    // No category: refused, and the two photos are still kept for the next send.
    const refused = await postForm("/dashboard/add-products/", {
      ...fields,
      sku,
      picked: generated.picked,
    });
    expect(refused.status).toBe(400);
    const again = parseHtml(await refused.text());
    expect(fieldErrors(again).length).toBeGreaterThan(0);
    const picked = valueOf(again, "picked");
    expect(picked).toMatch(/^[a-f0-9]{64}\.2$/);
    expect(again.querySelectorAll(".cms-kept img")).toHaveLength(2);

    const saved = await postForm("/dashboard/add-products/", { ...fields, sku, category: "furniture", picked });
    expect(toasts(await follow(saved, "/dashboard/add-products/"))).toContain("Product added successfully!");
    const { data } = await site.api<{ data: { name: string; all_images: unknown[] }[] }>(
      "products/products.php?page=1&limit=500",
    );
    expect(data.find((product) => product.name === name)?.all_images).toHaveLength(2);
  });
});
