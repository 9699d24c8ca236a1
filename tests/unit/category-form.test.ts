import { describe, expect, it } from "vitest";
import { CATEGORY_MESSAGES, categoryFormSchema, categoryIdsSchema, hyphenateTitle } from "~/schemas/category-form";

const messageOf = (input: unknown) => {
  const result = categoryFormSchema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe("category form schema", () => {
  it("requires a title after trimming", () => {
    expect(messageOf({})).toBe(CATEGORY_MESSAGES.title);
    expect(messageOf({ title: "" })).toBe(CATEGORY_MESSAGES.title);
    expect(messageOf({ title: "   " })).toBe(CATEGORY_MESSAGES.title);
  });

  it("stores titles hyphenated and lowercase", () => {
    expect(categoryFormSchema.parse({ title: "  Interior Design " })).toEqual({ title: "interior-design" });
    expect(hyphenateTitle("Kids' Rooms & Play")).toBe("kids-rooms-play");
    expect(hyphenateTitle("Café Culture")).toBe("cafe-culture");
  });

  it("refuses a title with nothing to keep and one that is too long", () => {
    expect(messageOf({ title: "!!!" })).toBe(CATEGORY_MESSAGES.titleLetters);
    expect(messageOf({ title: "a".repeat(101) })).toBe(CATEGORY_MESSAGES.titleLength);
  });

  it("reads the ticked ids of 'Delete selected'", () => {
    expect(categoryIdsSchema.parse(["3", "7"])).toEqual([3, 7]);
    expect(categoryIdsSchema.safeParse([]).success).toBe(false);
    expect(categoryIdsSchema.safeParse(["x"]).success).toBe(false);
  });
});
