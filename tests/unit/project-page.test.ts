import { describe, expect, it } from "vitest";
import { paramsRead } from "~/edge/page-key.server";
import {
  contactSubjectFor,
  neighbours,
  openPhoto,
  parseProjectParam,
  photoHref,
  projectPagePath,
  projectSlug,
  relatedProjects,
  startProjectHref,
} from "~/utils/project-page";

describe("a project's page address (decision 016)", () => {
  it("is the id and the slug of the title", () => {
    expect(projectPagePath({ id: 7, title: "Courtyard House, East Legon" })).toBe(
      "/resources/projects/7-courtyard-house-east-legon",
    );
    expect(projectSlug("1960s Villa Renovation — Ridge")).toBe("1960s-villa-renovation-ridge");
    expect(projectSlug("Café & Bar, Osu")).toBe("cafe-and-bar-osu");
    expect(projectSlug("!!!")).toBe("project");
    expect(projectSlug("a".repeat(120))).toHaveLength(80);
  });

  it("reads the id and slug back, and refuses what does not start with a whole id", () => {
    expect(parseProjectParam("7-courtyard-house")).toEqual({ id: 7, slug: "courtyard-house" });
    expect(parseProjectParam("7")).toEqual({ id: 7, slug: "" });
    for (const odd of ["", "abc", "0-zero", "-7", "7x", "1234567890-long", undefined])
      expect(parseProjectParam(odd), String(odd)).toBeNull();
  });

  it("opens photo n (1-based) only within the photos, and steps round", () => {
    expect(openPhoto("1", 3)).toBe(0);
    expect(openPhoto("3", 3)).toBe(2);
    for (const odd of [null, "0", "4", "-1", "1.5", "x"]) expect(openPhoto(odd, 3)).toBeNull();
    expect(photoHref("/p", -1, 3)).toBe("/p?photo=3");
    expect(photoHref("/p", 3, 3)).toBe("/p?photo=1");
    expect(photoHref("/p", null, 3)).toBe("/p");
  });

  it("starts the contact form with the category's project type and the project", () => {
    expect(contactSubjectFor("interior-design")).toBe("interior-design");
    for (const category of ["residential", "commercial", "landscape", "renovation", ""])
      expect(contactSubjectFor(category)).toBe("architecture");
    expect(startProjectHref({ id: 4, category: "interior-design" })).toBe(
      "/resources/contact-us?subject=interior-design&project=4#contact-form",
    );
  });

  it("finds the neighbours in the gallery's order (wrapping) and related projects of the same category first", () => {
    const all = [
      { id: 1, category: "a" },
      { id: 2, category: "b" },
      { id: 3, category: "a" },
      { id: 4, category: "c" },
      { id: 5, category: "a" },
    ];
    expect(neighbours(all, 1)).toEqual({ previous: all[4], next: all[1] });
    expect(neighbours(all, 9)).toEqual({ previous: null, next: null });
    expect(neighbours([all[0]], 1)).toEqual({ previous: null, next: null });
    expect(relatedProjects(all, all[0]).map((p) => p.id)).toEqual([3, 5, 2]);
  });

  it("keeps a page per photo and a contact form per project in the page cache", () => {
    expect(paramsRead("/resources/projects/7-courtyard-house")).toEqual(["photo"]);
    expect(paramsRead("/resources/contact-us")).toEqual(["subject", "project"]);
  });
});
