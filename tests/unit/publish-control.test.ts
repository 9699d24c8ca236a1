import { describe, expect, it } from "vitest";
import { publishProblem, stateOf } from "~/schemas/publish";
import { projectFormSchema } from "~/schemas/project-form";
import { storedProductDescription, toProduct } from "~/records/product.server";
import { storedDescription, toProject } from "~/records/project.server";
import { isPublicProject } from "~/records/project";
import type { Product as ProductRow, Project as ProjectRow } from "~/schemas/api";

// The shared publishing control's rules (schemas/publish.ts) and what a project's and a product's
// block keep of it and of their SEO fields (decision 014). The forms' round trips are route tests
// (tests/routes/record-publishing.test.ts).

const NOW = new Date("2026-12-01T09:00:00Z");

describe("the publishing control's choice and date", () => {
  it("asks a schedule for a date ahead, and refuses Published with one", () => {
    expect(publishProblem("scheduled", "", NOW)).toBe("Please enter a publish date ahead to schedule");
    expect(publishProblem("scheduled", "2026-12-01T08:59", NOW)).toBe("Please enter a publish date ahead to schedule");
    expect(publishProblem("scheduled", "2026-12-02T09:00", NOW)).toBeNull();
    expect(publishProblem("published", "2026-12-02T09:00", NOW)).toBe(
      "A date ahead schedules it: choose Scheduled, or clear the date",
    );
    // A past date on a published record dates it; a draft keeps its planned date.
    expect(publishProblem("published", "2026-11-01T09:00", NOW)).toBeNull();
    expect(publishProblem("draft", "2026-12-02T09:00", NOW)).toBeNull();
  });

  it("without a choice (a client without the control), the date decides", () => {
    expect(stateOf("", "", NOW)).toBe("published");
    expect(stateOf("", "2026-12-02T09:00", NOW)).toBe("scheduled");
    expect(stateOf("", "2026-11-02T09:00", NOW)).toBe("published");
    expect(stateOf("draft", "", NOW)).toBe("draft");
  });

  it("the project form puts the problem on the publish date's field", () => {
    const result = projectFormSchema({ now: NOW }).safeParse({
      title: "A",
      description: "B",
      category: "residential",
      client: "C",
      location: "D",
      year: 2026,
      visibility: "scheduled",
      publish: "",
      images: [],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([
      "publish",
      "Please enter a publish date ahead to schedule",
    ]);
  });
});

describe("a project's and a product's block", () => {
  const projectRow = (description: string) => ({ description }) as ProjectRow;

  it("keeps a project's schedule and SEO fields, and a scheduled project is public from its time", () => {
    const stored = storedDescription({
      description: "## Brief\n\nA court.",
      settings: { publish: "2026-12-02T09:00:00Z", "seo-title": "Court house", description: "A court." },
    });
    expect(stored).toBe(
      "---\npublish: 2026-12-02 09:00\nseo-title: Court house\ndescription: A court.\n---\n\n## Brief\n\nA court.",
    );
    const project = toProject(projectRow(stored));
    expect(project.description).toBe("## Brief\n\nA court.");
    expect(project.settings).toEqual({
      publish: "2026-12-02T09:00:00Z",
      "seo-title": "Court house",
      description: "A court.",
    });
    expect(isPublicProject(project, NOW)).toBe(false);
    expect(isPublicProject(project, new Date("2026-12-02T09:00:01Z"))).toBe(true);
  });

  it("keeps a product's SEO fields, never a draft state or a date (its status is the API's)", () => {
    const stored = storedProductDescription({
      description: "Carved.",
      settings: { "seo-title": "Ashanti stool", description: "Sese wood." },
    });
    expect(stored).toBe("---\nseo-title: Ashanti stool\ndescription: Sese wood.\n---\n\nCarved.");
    const product = toProduct({
      description: `---\nstatus: draft\npublish: 2026-12-02 09:00\n${stored.slice(4)}`,
    } as ProductRow);
    expect(product.settings).toEqual({ "seo-title": "Ashanti stool", description: "Sese wood." });
    expect(storedProductDescription(product)).toBe(stored);
    // Without settings a product's text is stored as it always was.
    expect(storedProductDescription({ description: "Carved." })).toBe("Carved.");
  });
});
