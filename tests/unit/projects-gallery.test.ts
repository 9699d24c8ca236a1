import { projectStatusBadge } from "~/vocabulary/project-statuses";
import { describe, expect, it } from "vitest";
import { hasActiveFilters, parseProjectFilters, projectsSearch } from "~/utils/projects";

describe("project filters in the URL", () => {
  it("starts with no filters on page 1", () => {
    const filters = parseProjectFilters(new URLSearchParams());
    expect(filters).toEqual({ category: "", status: "", featured: "", page: 1 });
    expect(hasActiveFilters(filters)).toBe(false);
  });

  it("reads known categories, statuses, featured 1/0 and the page", () => {
    const filters = parseProjectFilters(
      new URLSearchParams({ category: "interior-design", status: "on-hold", featured: "0", page: "3" }),
    );
    expect(filters).toEqual({ category: "interior-design", status: "on-hold", featured: "0", page: 3 });
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it("treats unknown values as 'all' and bad pages as 1", () => {
    expect(
      parseProjectFilters(new URLSearchParams({ category: "castles", status: "done", featured: "yes", page: "-2" })),
    ).toEqual({ category: "", status: "", featured: "", page: 1 });
    expect(parseProjectFilters(new URLSearchParams({ page: "two" })).page).toBe(1);
  });

  it("writes short URLs and keeps extras such as the open project", () => {
    expect(projectsSearch({ category: "", status: "", featured: "", page: 1 })).toBe("");
    expect(projectsSearch({ category: "landscape", status: "", featured: "1", page: 2 }, { project: 4 })).toBe(
      "?category=landscape&featured=1&page=2&project=4",
    );
  });
});

describe("status badges", () => {
  it("use the spec's labels and colours", () => {
    expect(projectStatusBadge("completed", "title")).toEqual({ label: "Completed", tone: "success" });
    expect(projectStatusBadge("in-progress", "title")).toEqual({ label: "In Progress", tone: "warning" });
    expect(projectStatusBadge("planned", "title")).toEqual({ label: "Planned", tone: "info" });
    expect(projectStatusBadge("on-hold", "title")).toEqual({ label: "On Hold", tone: "secondary" });
  });

  it("show an unknown status as it comes, title-cased", () => {
    expect(projectStatusBadge("under_review", "title")).toEqual({ label: "Under Review", tone: "secondary" });
  });
});
