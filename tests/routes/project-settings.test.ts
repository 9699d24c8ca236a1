/**
 * A project's draft state, its photos' own words (decision 014) and its client quote (decision 016), kept
 * in the settings block of its description (decision 014): written through Edit Project without
 * scripts, read back on the public gallery, its details, its page, the home and About pages and the
 * sitemap.
 */
import { describe, expect, test } from "vitest";
import { createProject } from "../e2e/fixtures/catalog/arrange";
import { uniqueName } from "../e2e/fixtures/catalog/files";
import { adminForms, photoTexts, PROJECT_FIELDS, toasts } from "./support/admin-forms";
import { labelled, linkNamed, one, openPage, textOf, textsOf, valueOf } from "./support/html";
import { useSite } from "./support/site";

const site = useSite();
const forms = adminForms(site);
const { postForm, follow } = forms;

/** The Edit Project form's fields as the page shows them (what a browser would send back). */
const editFields = (id: number) =>
  forms.editFields(`/dashboard/edit-project/${id}/`, [...PROJECT_FIELDS, "quote", "quote_by", "settings_kept"]);

const galleryCard = async (title: string) =>
  (await openPage(site, "/resources/projects"))
    .querySelectorAll(".project-card")
    .find((card) => textOf(one(card, "h3")) === title);

describe("project settings", () => {
  test("alt text typed for a project photo is its alt on the gallery and in its details; a caption shows under it", async () => {
    const title = uniqueName("Alt project");
    const project = await createProject(title, undefined, site.api);
    const { fields, paths } = await editFields(project.id);
    expect(paths).toHaveLength(2);
    const saved = await postForm(`/dashboard/edit-project/${project.id}/`, {
      ...fields,
      ...photoTexts(paths, [
        { alt: "The pavilion's laterite wall at dusk", caption: "Laterite from the site itself." },
      ]),
    });
    expect(toasts(await follow(saved, /\/dashboard\/view-projects\//))).toContain("Project updated successfully!");

    const card = await galleryCard(title);
    expect(one(card!, "img").getAttribute("alt")).toBe("The pavilion's laterite wall at dusk");
    const details = await openPage(site, `/resources/projects?project=${project.id}`);
    expect(one(details, ".gallery__stage img").getAttribute("alt")).toBe("The pavilion's laterite wall at dusk");
    expect(textOf(one(details, ".gallery__caption"))).toBe("Laterite from the site itself.");
    // The second photo has none: the generated alt text stays the fallback.
    const second = await openPage(site, `/resources/projects?project=${project.id}&image=1`);
    expect(one(second, ".gallery__stage img").getAttribute("alt")).toBe(`${title}, image 2 of 2`);
    // The project's own page (decision 016) reads the same words, and its story leaves the settings out.
    const path = one(card!, "h3 a").getAttribute("href")!;
    const page = await openPage(site, path);
    const photos = page.querySelectorAll(".case-photo");
    expect(one(photos[0], "img").getAttribute("alt")).toBe("The pavilion's laterite wall at dusk");
    expect(textOf(one(photos[0], "figcaption"))).toBe("Laterite from the site itself.");
    expect(one(photos[1], "img").getAttribute("alt")).toBe(`${title}, photograph 2 of 2`);
    expect(textOf(one(page, ".case-narrative"))).toBe("Arranged for a test.");
    // The description the admin sees again is the text alone; the words are back in their fields.
    const again = await editFields(project.id);
    expect(again.fields.description).toBe("Arranged for a test.");
    expect(valueOf(again.page, "photo_texts[0].alt")).toBe("The pavilion's laterite wall at dusk");
  });

  test("a draft project is kept from the gallery, its count, its details and the sitemap, and shown again once published", async () => {
    const title = uniqueName("Draft project");
    const project = await createProject(title, undefined, site.api);
    const before = await openPage(site, "/resources/projects");
    const total = textsOf(before, ".listing-hero__stats dd")[0];

    const { fields } = await editFields(project.id);
    const saved = await postForm(`/dashboard/edit-project/${project.id}/`, { ...fields, visibility: "draft" });
    const list = await follow(saved, /\/dashboard\/view-projects\//);
    expect(toasts(list)).toContain("Project updated successfully!");

    expect(await galleryCard(title)).toBeUndefined();
    const after = await openPage(site, "/resources/projects");
    expect(Number(textsOf(after, ".listing-hero__stats dd")[0])).toBe(Number(total) - 1);
    const details = await openPage(site, `/resources/projects?project=${project.id}`);
    expect(details.querySelectorAll(".project-dialog")).toHaveLength(0);
    const sitemap = await (await site.request("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`project=${project.id}`);
    expect(sitemap).not.toContain(`/resources/projects/${project.id}-`);
    // Nor does the contact form's 'a project like …' name it.
    const contact = one(
      await openPage(site, `/resources/contact-us?subject=architecture&project=${project.id}`),
      "form.contact-form",
    );
    expect(valueOf(contact, "message")).toBe("");
    expect(valueOf(contact, "subject")).toBe("architecture");
    // Its own page is not there for a visitor either.
    expect(
      (await site.request(`/resources/projects/${project.id}-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`))
        .status,
    ).toBe(404);

    const { fields: draftFields } = await editFields(project.id);
    await postForm(`/dashboard/edit-project/${project.id}/`, draftFields);
    expect(await galleryCard(title)).toBeDefined();
    const published = one(await openPage(site, `/resources/contact-us?project=${project.id}`), "form.contact-form");
    expect(valueOf(published, "message")).toContain(title);
  });

  test("a client quote typed on Edit Project shows on its page and in 'What clients say' on the home and About pages", async () => {
    const title = uniqueName("Quoted project");
    const words = "They listened first, then drew a house that breathes.";
    const project = await createProject(title, undefined, site.api);
    const { fields } = await editFields(project.id);
    const saved = await postForm(`/dashboard/edit-project/${project.id}/`, {
      ...fields,
      quote: words,
      quote_by: "Efua Ansah, homeowner",
    });
    expect(toasts(await follow(saved, /\/dashboard\/view-projects\//))).toContain("Project updated successfully!");
    const again = await editFields(project.id);
    expect(again.fields.quote).toBe(words);
    expect(again.fields.quote_by).toBe("Efua Ansah, homeowner");
    expect(again.fields.description).toBe("Arranged for a test.");

    const path = one((await galleryCard(title))!, "h3 a").getAttribute("href")!;
    const page = await openPage(site, path);
    expect(textOf(one(page, ".case-quote blockquote"))).toBe(words);
    expect(textOf(one(page, ".case-quote figcaption"))).toBe("Efua Ansah, homeowner");
    for (const url of ["/", "/resources/about-us"]) {
      const strip = labelled(await openPage(site, url), "What clients say");
      expect(textOf(strip), url).toContain(words);
      expect(linkNamed(strip, title).getAttribute("href"), url).toBe(path);
    }
  });
});
