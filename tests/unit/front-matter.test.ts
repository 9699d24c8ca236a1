import { describe, expect, it } from "vitest";
import { readFrontMatter, visibility, writeFrontMatter } from "~/records/front-matter";

describe("the front-matter block of a stored text", () => {
  it("reads known keys typed, keeps unknown ones, and gives the body without the block", () => {
    const stored =
      "---\nstatus: draft\npublish: 2026-12-01 09:30\nseo-title: Courtyards\nmood: Lovely\n---\n\n## Hello\n\nText";
    const front = readFrontMatter(stored);
    expect(front.data).toEqual({ status: "draft", publish: "2026-12-01T09:30:00Z", "seo-title": "Courtyards" });
    expect(front.extra).toEqual([["mood", "Lovely"]]);
    expect(front.body).toBe("## Hello\n\nText");
    expect(writeFrontMatter(front)).toBe(stored);
  });

  it("leaves a text without a block, or with a rule that is not one, whole", () => {
    expect(readFrontMatter("Plain post\nline two")).toEqual({ data: {}, extra: [], body: "Plain post\nline two" });
    const rule = "---\nA paragraph after a rule.\n---\nMore";
    expect(readFrontMatter(rule).body).toBe(rule);
    expect(readFrontMatter("---\nno close").body).toBe("---\nno close");
  });

  it("writes nothing for a text without settings, one line per value otherwise", () => {
    expect(writeFrontMatter({ data: {}, body: "Just text" })).toBe("Just text");
    expect(writeFrontMatter({ data: { description: "two\nlines", status: "draft" }, body: "B" })).toBe(
      "---\nstatus: draft\ndescription: two lines\n---\n\nB",
    );
  });

  it("is a draft, scheduled until its date, then published; an unreadable status or date fails closed", () => {
    const now = new Date("2026-11-28T00:00:00Z");
    const at = (text: string) => visibility(readFrontMatter(text), now);
    expect(at("Plain")).toEqual({ state: "published" });
    expect(at("---\nstatus: draft\n---\nx")).toEqual({ state: "draft" });
    expect(at("---\nstatus: Published\n---\nx")).toEqual({ state: "published" });
    expect(at("---\nstatus: hidden\n---\nx")).toEqual({ state: "draft" });
    expect(at("---\npublish: 2026-11-29 08:00\n---\nx")).toEqual({ state: "scheduled", at: "2026-11-29T08:00:00Z" });
    expect(at("---\npublish: 2026-11-27\n---\nx")).toEqual({ state: "published" });
    expect(at("---\npublish: next week\n---\nx")).toEqual({ state: "draft" });
  });
});
