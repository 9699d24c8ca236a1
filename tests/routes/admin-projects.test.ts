/**
 * The admin's project screens as the server renders and answers them (admin-area §4): Add Project
 * and Manage Projects. Each message of the server's checks in the spec's order with what was typed
 * kept, the refused uploads, Reset without scripts, and the list's count, search, pages and rows.
 * The browser's side (the checks before sending, the drop zone, the dialogs, a round trip of the
 * form) is in tests/e2e/admin-projects.spec.ts; the upstream failures are in
 * admin-projects-faults.test.ts.
 */
import { describe, expect, test } from "vitest";
import { createProject } from "../e2e/fixtures/catalog/arrange";
import { fakeJpeg, oversizeJpeg, pngs, uniqueName } from "../e2e/fixtures/catalog/files";
import {
  expectProblems,
  fieldErrors,
  refused,
  rowWith,
  toasts,
  useAdminSite,
  type Fields,
  projectTyped,
  PROJECT_FIELDS,
  PROJECT_PAGES,
  untouched,
} from "./support/admin-forms";
import { one, openPage, textOf, textsOf, valueOf } from "./support/html";

const { site, signedIn, postForm, follow } = useAdminSite();

describe("Add Project", () => {
  const thisYear = String(new Date().getFullYear());
  const blank = untouched(PROJECT_FIELDS, { year: thisYear, status: "completed" });

  test("lists every problem at once in the spec's order, the first message first, keeping what was typed", async () => {
    // Each message, then the field it asks for and what is typed there before the next post.
    const steps = [
      ["Please enter project title", "title", uniqueName("Pavilion")],
      ["Please enter project description", "description", "Open pavilion"],
      ["Please select a category", "category", "landscape"],
      ["Please enter client name", "client", "Aburi Gardens"],
      ["Please enter project location", "location", "Aburi"],
    ] as const;
    const messages = [...steps.map(([message]) => message), "Please add at least one project image"];
    let fields: Fields = { ...blank };
    for (const [index, [message, name, value]] of steps.entries()) {
      const page = await refused(await postForm(PROJECT_PAGES.add, fields), 400);
      expectProblems(page, messages.slice(index), message);
      fields = { ...fields, [name]: value };
    }
    const page = await refused(await postForm(PROJECT_PAGES.add, fields), 400);
    expectProblems(page, ["Please add at least one project image"]);
    expect(valueOf(page, "client")).toBe("Aburi Gardens");
  });

  test("allows at most 8 images and refuses bad files, keeping what was typed", async () => {
    const fields = projectTyped(uniqueName("Terrace"));
    for (const [files, status, message] of [
      [pngs(9), 400, "Maximum 8 images allowed"],
      [[oversizeJpeg()], 413, "Image size should be less than 5MB"],
      [[fakeJpeg()], 400, "Please select valid image files (JPG, PNG, WEBP)"],
    ] as const) {
      const page = await refused(await postForm(PROJECT_PAGES.add, fields, { files: { images: files } }), status);
      expect(fieldErrors(page)).toEqual([message]);
      expect(valueOf(page, "location")).toBe("East Legon, Accra");
    }
  });

  test("Reset without scripts sends the form and gets it back empty, with 'Form cleared'", async () => {
    const page = await openPage(site, PROJECT_PAGES.add, { cookie: await signedIn() });
    const reset = page.querySelectorAll("button").find((button) => textOf(button) === "Reset");
    expect(reset?.getAttribute("name")).toBe("intent");
    expect(reset?.getAttribute("value")).toBe("reset");
    const cleared = await follow(
      await postForm(PROJECT_PAGES.add, { ...blank, title: "Half-typed" }, { intent: "reset" }),
      PROJECT_PAGES.add,
    );
    expect(toasts(cleared)).toContain("Form cleared");
    expect(valueOf(cleared, "title")).toBe("");
  });
});

describe("Manage Projects", () => {
  test("shows the portfolio, its count, Add New Project and the pages; a search finds the row", async () => {
    const project = await createProject(uniqueName("Labone Studio"), undefined, site.api);
    const cookie = await signedIn();
    const page = await openPage(site, PROJECT_PAGES.list, { cookie });
    expect(textsOf(page, "main h2")).toContain("Projects Portfolio");
    expect(textOf(one(page, ".cms-toolbar__meta"))).toMatch(/^Showing \d+ of \d+ projects \(Page 1 of \d+\)$/);
    const add = page.querySelectorAll("main a").find((a) => textOf(a) === "Add New Project");
    expect(add?.getAttribute("href")).toBe(PROJECT_PAGES.add);
    one(page, 'nav[aria-label="Projects pages"]');

    const found = await openPage(site, `${PROJECT_PAGES.list}?q=${encodeURIComponent(project.title)}`, { cookie });
    const row = rowWith(found, project.title);
    expect(textOf(row)).toContain("Residential");
    expect(textOf(one(row, ".badge--success"))).toBe("Completed");
  });
});
