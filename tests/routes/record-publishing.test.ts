/**
 * A project's and a product's SEO title and meta description, and the publishing control shared by
 * posts and projects (components/admin/publish-control.tsx): written through Edit Project, Edit
 * Product and Add Blog as a browser without scripts posts them, kept in the record's settings block
 * (decision 014), shown again in the edit form and read back in the public page's head (the
 * project's page, the product's Quick View address). A project scheduled for tomorrow stays hidden
 * until its time, with the clock moved and nothing restarted.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { createProduct, createProject } from "../e2e/fixtures/catalog/arrange";
import { png, uniqueName } from "../e2e/fixtures/catalog/files";
import {
  adminForms,
  expectProblems,
  postTyped,
  PRODUCT_FIELDS,
  PROJECT_FIELDS,
  refused,
  rowWith,
  toasts,
} from "./support/admin-forms";
import { one, openPage, textOf, textsOf, valueOf, type HTMLElement } from "./support/html";
import { page as pageWithHead } from "./support/seo";
import { useSite } from "./support/site";
import { projectPagePath } from "~/utils/project-page";

const site = useSite();
const forms = adminForms(site);
const { postForm, follow, signedIn } = forms;

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'YYYY-MM-DDTHH:MM' as a datetime-local input sends it (studio time is UTC). */
const local = (date: Date) => date.toISOString().slice(0, 16);

const projectEdit = (id: number) =>
  forms.editFields(`/dashboard/edit-project/${id}/`, [...PROJECT_FIELDS, "quote", "quote_by", "settings_kept"]);
const productEdit = (id: number) =>
  forms.editFields(`/dashboard/edit-product/${id}/`, [...PRODUCT_FIELDS, "settings_kept"]);

/** The publishing control's ticked choice on an edit form. */
const chosen = (form: HTMLElement) => one(form, 'input[name="visibility"][checked]').getAttribute("value");

const storedText = async (path: string) =>
  (await site.api<{ data: { description: string } }>(path)).data.description.replace(/\r\n/g, "\n");

afterEach(() => {
  vi.useRealTimers();
});

describe("SEO title and meta description of projects and products", () => {
  test("typed on Edit Project: its page's <title> and description, kept in the block, shown again in the form", async () => {
    const title = uniqueName("Searched project");
    const project = await createProject(title, undefined, site.api, { description: "A house around a court." });
    const before = await pageWithHead(site, projectPagePath(project));
    expect(before.head.title).toMatch(/\| Aniwa Studio$/);

    const { fields } = await projectEdit(project.id);
    const seoTitle = "Courtyard house in East Legon, laterite and timber";
    const metaDescription = "A family house around a shaded court, built of laterite from its own site.";
    const saved = await postForm(`/dashboard/edit-project/${project.id}/`, {
      ...fields,
      visibility: "published",
      seo_title: seoTitle,
      meta_description: metaDescription,
    });
    expect(toasts(await follow(saved, /\/dashboard\/view-projects\//))).toContain("Project updated successfully!");

    const { head, html } = await pageWithHead(site, projectPagePath(project));
    expect(head.title).toBe(seoTitle);
    expect(head.meta.get("description")).toEqual([metaDescription]);
    expect(head.meta.get("og:title")).toEqual([seoTitle]);
    // The story itself is the description as typed, without the settings.
    expect(html).not.toContain("seo-title");
    expect(await storedText(`projects/projects.php?id=${project.id}`)).toBe(
      `---\nseo-title: ${seoTitle}\ndescription: ${metaDescription}\n---\n\nA house around a court.`,
    );

    const again = await projectEdit(project.id);
    expect(valueOf(again.page, "seo_title")).toBe(seoTitle);
    expect(valueOf(again.page, "meta_description")).toBe(metaDescription);
    expect(again.fields.description).toBe("A house around a court.");
    // Its counter, as on the blog's form: the characters against what search engines show.
    const hint = one(again.page, 'input[name="seo_title"]').getAttribute("aria-describedby")!.split(" ")[0];
    expect(textOf(one(again.page, `#${hint}`))).toContain(`${seoTitle.length}/60 characters`);
    expect(chosen(again.page)).toBe("published");
  });

  test("typed on Edit Product: the Quick View address's <title> and description; the status untouched; too long is refused", async () => {
    const name = uniqueName("Searched stool");
    const product = await createProduct(name, undefined, site.api, { description: "Carved from one log." });
    const { fields } = await productEdit(product.id);
    const seoTitle = "Carved Ashanti stool in sese wood";
    const metaDescription = "A stool carved from one log of sese wood by a carver in Ahwiaa.";
    const saved = await postForm(`/dashboard/edit-product/${product.id}/`, {
      ...fields,
      seo_title: seoTitle,
      meta_description: metaDescription,
    });
    expect(toasts(await follow(saved, /\/dashboard\/view-products\//))).toContain("Product updated successfully!");

    const { head } = await pageWithHead(site, `/resources/shop?product=${product.id}`);
    expect(head.title).toBe(seoTitle);
    expect(head.meta.get("description")).toEqual([metaDescription]);
    // The structured data still names the product by its own name.
    expect(head.jsonLd.find((data) => data["@type"] === "Product")?.name).toBe(name);
    // The shop's own head is the shop's.
    expect((await pageWithHead(site, "/resources/shop")).head.title).toBe("Shop | Aniwa Studio");

    const again = await productEdit(product.id);
    expect(valueOf(again.page, "seo_title")).toBe(seoTitle);
    expect(valueOf(again.page, "meta_description")).toBe(metaDescription);
    expect(again.fields.description).toBe("Carved from one log.");
    expect(again.fields.status).toBe(fields.status);

    const tooLong = await postForm(`/dashboard/edit-product/${product.id}/`, {
      ...fields,
      seo_title: "x".repeat(121),
    });
    expectProblems(await refused(tooLong, 400), ["SEO title is too long (at most 120 characters)"]);
  });
});

describe("the shared publishing control", () => {
  test("a project scheduled for tomorrow is hidden, shown Scheduled on its form, and public once its time passes", async () => {
    const title = uniqueName("Scheduled project");
    const project = await createProject(title, undefined, site.api);
    const path = projectPagePath(project);
    const { fields } = await projectEdit(project.id);

    // A schedule needs a date ahead.
    const noDate = await postForm(`/dashboard/edit-project/${project.id}/`, { ...fields, visibility: "scheduled" });
    expectProblems(await refused(noDate, 400), ["Please enter a publish date ahead to schedule"]);

    const at = new Date(Math.ceil((Date.now() + DAY_MS) / 60_000) * 60_000);
    const saved = await postForm(`/dashboard/edit-project/${project.id}/`, {
      ...fields,
      visibility: "scheduled",
      publish: local(at),
    });
    const list = await follow(saved, /\/dashboard\/view-projects\//);
    expect(toasts(list)).toContain("Project updated successfully!");
    // The admin's list says so, in the control's words, as the blog's list does.
    expect(textsOf(rowWith(list, title), ".badge")).toContain(
      `Scheduled ${new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(at)}, ${local(at).slice(11, 16)}`,
    );
    expect((await site.request(path)).status).toBe(404);
    const gallery = textOf(one(await openPage(site, "/resources/projects?show=100"), "main"));
    expect(gallery).not.toContain(title);

    const form = (await projectEdit(project.id)).page;
    expect(chosen(form)).toBe("scheduled");
    expect(valueOf(form, "publish")).toBe(local(at));

    vi.useFakeTimers({ toFake: ["Date"], now: at.getTime() + 60_000 });
    expect((await site.request(path)).status).toBe(200);
  });

  test("Add Blog: Draft chosen with 'Publish Blog Post' keeps the post a draft; Published with a date ahead is refused", async () => {
    const title = uniqueName("Controlled post");
    const ahead = local(new Date(Date.now() + DAY_MS));
    const refusedPost = await postForm(
      "/dashboard/add-blogs/",
      { ...postTyped(title), visibility: "published", publish: ahead },
      { files: { image: [png("cover.png")] } },
    );
    expectProblems(await refused(refusedPost, 400), ["A date ahead schedules it: choose Scheduled, or clear the date"]);

    const saved = await postForm(
      "/dashboard/add-blogs/",
      { ...postTyped(title), visibility: "draft" },
      { files: { image: [png("cover.png")] } },
    );
    const list = await follow(saved, "/dashboard/blogs/?status=draft");
    expect(toasts(list)).toContain("Draft saved on the server. Visitors will not see it until you publish it.");
    expect(textOf(one(list, "main"))).toContain(title);
    const cookie = await signedIn();
    const published = await openPage(site, "/dashboard/blogs/?status=published", { cookie });
    expect(textOf(one(published, "main"))).not.toContain(title);
  });
});
