import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "~/components/markdown";
import type { MdBlock, MdInline } from "~/utils/markdown-tree";
import { docText, MAX_NESTING, parseMarkdown } from "~/utils/markdown.server";
import { LONGEST_TEXT, MARKDOWN_SHAPES, shapeText } from "../e2e/support/markdown-shapes";

/** A text from the API or an editor cannot stall or break a page: nesting and dense marks are bounded. */

const blockDepth = (blocks: readonly MdBlock[]): number =>
  Math.max(
    0,
    ...blocks.map((block) =>
      block.t === "quote"
        ? 1 + blockDepth(block.c)
        : block.t === "list"
          ? 1 + Math.max(0, ...block.items.map(blockDepth))
          : 0,
    ),
  );

const inlineDepth = (nodes: readonly MdInline[]): number =>
  Math.max(0, ...nodes.map((node) => ("c" in node ? 1 + inlineDepth(node.c) : 0)));

describe("bounded formatted text", () => {
  it("2,500 nested quotes (which overflowed the stack) draw MAX_NESTING deep, the rest as the characters typed", () => {
    const doc = parseMarkdown(`${">".repeat(2500)} deep`);
    expect(blockDepth(doc.blocks)).toBe(MAX_NESTING);
    expect(docText(doc)).toBe(`${">".repeat(2500 - MAX_NESTING)} deep`);
    expect(renderToStaticMarkup(createElement(Markdown, { doc }))).toContain("deep");
  });

  it("a line of many nested list markers and deep indentation stop at the same depth", () => {
    const markers = parseMarkdown(`${"- ".repeat(40)}x`);
    expect(blockDepth(markers.blocks)).toBe(MAX_NESTING);
    expect(docText(markers)).toContain("x");
    const indented = parseMarkdown(Array.from({ length: 60 }, (_, i) => `${"  ".repeat(i)}- item ${i}`).join("\n"));
    expect(blockDepth(indented.blocks)).toBeLessThanOrEqual(MAX_NESTING + 1);
    expect(docText(indented)).toContain("item 59");
  });

  it("thousands of alternating emphasis marks read as text; a paragraph as people write it keeps its emphasis", () => {
    const hostile = parseMarkdown(`${"*_".repeat(5000)}a${"_*".repeat(5000)}`);
    expect(inlineDepth((hostile.blocks[0] as Extract<MdBlock, { t: "p" }>).c)).toBe(0);
    expect(docText(hostile)).toBe(`${"*_".repeat(5000)}a${"_*".repeat(5000)}`);
    const links = parseMarkdown("[a](".repeat(2000));
    expect(docText(links)).toBe("[a](".repeat(2000));

    const written = parseMarkdown("Some *soft*, **bold** and ~~old~~ words, [a link](https://example.com).");
    expect(renderToStaticMarkup(createElement(Markdown, { doc: written }))).toBe(
      '<p>Some <em>soft</em>, <strong>bold</strong> and <del>old</del> words, <a href="https://example.com" rel="noopener noreferrer">a link</a>.</p>',
    );
  });

  it("emphasis nested past the inline bound keeps its words without more elements", () => {
    const doc = parseMarkdown(`${"*".repeat(40)}deep${"*".repeat(40)}`);
    expect(inlineDepth((doc.blocks[0] as Extract<MdBlock, { t: "p" }>).c)).toBeLessThanOrEqual(16);
    expect(docText(doc)).toBe("deep");
  });

  it("fenced code keeps its lines as typed, however deep or dense", () => {
    const code = `${">".repeat(30)} ${"*".repeat(300)}\n${" ".repeat(40)}indented`;
    const doc = parseMarkdown(`\`\`\`\n${code}\n\`\`\``);
    expect(doc.blocks).toEqual([{ t: "pre", v: code }]);
  });

  it("a text is parsed once: the same text again is the same tree", () => {
    const text = `A paragraph parsed once ${Math.random()}`;
    expect(parseMarkdown(text)).toBe(parseMarkdown(text));
  });
});

describe("the longest text of every hard shape", () => {
  /*
   * npm run bench:markdown times these against the 200 ms a post may take; here each must be read to
   * its end within 1 s of CPU, a ceiling a busy machine still passes and a parser that grows with the
   * square of the text does not (micromark took 1.7 s for the table rows, 0.8 s for the emphasis).
   */
  it.each(Object.keys(MARKDOWN_SHAPES))("%s, 100,000 characters, parses to its last paragraph", (shape) => {
    const text = shapeText(shape, LONGEST_TEXT, Math.random());
    expect(text).toHaveLength(LONGEST_TEXT);
    const used = process.cpuUsage();
    const doc = parseMarkdown(text);
    const { user, system } = process.cpuUsage(used);
    expect((user + system) / 1000).toBeLessThan(1_000);
    expect(doc.words).toBeGreaterThan(0);
    expect(docText(doc)).toMatch(/round [\d.]+$/);
    expect(blockDepth(doc.blocks)).toBeLessThanOrEqual(MAX_NESTING + 1);
  });
});
