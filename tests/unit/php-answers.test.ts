import { describe, expect, it } from "vitest";
import { analyticsListResponseSchema } from "~/schemas/analytics";

/** Decision 011: answers of a PHP backend written from the spec alone, read by the site's schemas. */

describe("the analytics list's pagination (point 1)", () => {
  it("counts the pages from the spec's current_page, per_page and total_records, as mysqli strings", () => {
    const list = analyticsListResponseSchema.parse({
      status: 200,
      data: [],
      summary: { total_views: "120" },
      pagination: { current_page: "2", per_page: "50", total_records: "120" },
    });
    expect(list.pagination).toEqual({ current_page: 2, per_page: 50, total_records: 120, total_pages: 3 });
  });

  it("has one page when there are no records", () => {
    const list = analyticsListResponseSchema.parse({
      data: [],
      pagination: { current_page: 1, per_page: 50, total_records: 0 },
    });
    expect(list.pagination.total_pages).toBe(1);
  });

  it("refuses an answer without total_records: the site could not page through it", () => {
    const answer = { data: [], pagination: { current_page: 1, per_page: 50 } };
    expect(analyticsListResponseSchema.safeParse(answer).success).toBe(false);
  });
});
