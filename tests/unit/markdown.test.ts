import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown, TableOfContents } from "~/components/markdown";
import { paragraphs } from "~/utils/blog";
import { readingTime, type MdBlock } from "~/utils/markdown-tree";
import { seedBlogs } from "../../studio-api/seed/blogs";
import { PAGE_IDS, parseMarkdown, safeHref, uploadPath } from "~/utils/markdown.server";

const html = (markdown: string) => renderToStaticMarkup(createElement(Markdown, { doc: parseMarkdown(markdown) }));

describe("Markdown to the checked tree", () => {
  it("draws headings, emphasis, lists, quotes, rules, code, tables and strikethrough", () => {
    const out = html(
      [
        "## Shade first",
        "Some **bold**, *soft* and ~~old~~ words with `code`.",
        "- one\n- two",
        "1. first\n2. second",
        "> A quote",
        "---",
        "| a | b |\n|:--|--:|\n| 1 | 2 |",
        "```\nconst x = 1;\n```",
      ].join("\n\n"),
    );
    for (const drawn of [
      '<h2 id="shade-first" class="md-heading">Shade first',
      "<strong>bold</strong>",
      "<em>soft</em>",
      "<del>old</del>",
      "<code>code</code>",
      "<ul><li>one</li><li>two</li></ul>",
      "<ol><li>first</li><li>second</li></ol>",
      "<blockquote><p>A quote</p></blockquote>",
      "<hr/>",
      '<th scope="col" style="text-align:left">a</th>',
      '<td style="text-align:right">2</td>',
      "<pre><code>const x = 1;</code></pre>",
    ]) {
      expect(out).toContain(drawn);
    }
  });

  it("keeps a single line break inside a paragraph as a break, and a blank line as a new paragraph", () => {
    expect(html("one\ntwo\n\nthree")).toBe("<p>one<br/>two</p><p>three</p>");
  });

  it("shows raw HTML as text and never writes an event handler or a script", () => {
    const out = html('<script>alert(1)</script>\n\nA picture <img src=x onerror="alert(1)"> here.');
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(out).not.toMatch(/<script|<img[^>]*onerror/);
  });

  it("refuses javascript:, data: and vbscript: links, keeping their text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
    ]) {
      expect(safeHref(href)).toBeNull();
    }
    expect(html("[click](javascript:alert(1)) and [entity](&#106;avascript:alert(1))")).toBe("<p>click and entity</p>");
    expect(html("[ref][x]\n\n[x]: javascript:alert(1)")).toBe("<p>ref</p>");
  });

  it("marks external links noopener noreferrer; keeps the site's own paths and mail links plain", () => {
    expect(html("[a](https://example.com/x) [b](/resources/shop) [c](mailto:hello@example.com)")).toBe(
      '<p><a href="https://example.com/x" rel="noopener noreferrer">a</a> <a href="/resources/shop">b</a> <a href="mailto:hello@example.com">c</a></p>',
    );
    expect(html("see www.example.com")).toContain('rel="noopener noreferrer">www.example.com</a>');
    // A backslash reads as a slash in the browser: '/\\evil.test/x' leaves the site, so it is marked as leaving it.
    expect(safeHref("/\\evil.test/x")).toBe("https://evil.test/x");
    expect(html("[a](/\\evil.test/x)")).toBe('<p><a href="https://evil.test/x" rel="noopener noreferrer">a</a></p>');
  });

  it("shows images only from the site's uploads; any other is a link to it", () => {
    expect(uploadPath("uploads/blogs/a.webp")).toBe("/uploads/blogs/a.webp");
    expect(uploadPath("/uploads/../etc/passwd")).toBeNull();
    expect(html("![Dusk](/uploads/blogs/a.webp)")).toBe(
      '<p><img class="md-image" src="/uploads/blogs/a.webp" alt="Dusk" loading="lazy" decoding="async"/></p>',
    );
    expect(html("![Tracker](https://evil.example/pixel.gif)")).toBe(
      '<p><a href="https://evil.example/pixel.gif" rel="noopener noreferrer">Tracker</a></p>',
    );
    expect(html("![x](data:image/png;base64,AAAA)")).toBe("<p>x</p>");
  });

  it("gives headings h2-h4 with unique ids, a table of contents from three, and reads the rendered words", () => {
    const doc = parseMarkdown(
      "# Top\n\n## Same\n\n## Same\n\n##### Deep\n\nword [link text](https://example.com/a/very/long/url)",
    );
    expect(doc.headings).toEqual([
      { id: "top", text: "Top", level: 2 },
      { id: "same", text: "Same", level: 2 },
      { id: "same-2", text: "Same", level: 2 },
      { id: "deep", text: "Deep", level: 4 },
    ]);
    expect(doc.blocks.map((block: MdBlock) => block.t)).toEqual(["h", "h", "h", "h", "p"]);
    // Top, Same, Same, Deep, word, link, text: the URL is not read.
    expect(doc.words).toBe(7);
    const toc = renderToStaticMarkup(createElement(TableOfContents, { doc }));
    expect(toc).toContain('<a href="#same-2">Same</a>');
    expect(renderToStaticMarkup(createElement(TableOfContents, { doc: parseMarkdown("## a\n\n## b") }))).toBe("");
    expect(readingTime(0)).toBe("1 min read");
    expect(readingTime(401)).toBe("3 min read");
  });
});

describe("headings beside the page's own ids", () => {
  it("never take an id the site's pages use, and every id written in a page's source is one of PAGE_IDS or a '-title'", () => {
    const doc = parseMarkdown("## Main\n\n## Contact\n\n## Hero title\n\n## Main");
    expect(doc.headings.map((heading) => heading.id)).toEqual(["main-2", "contact-2", "hero-heading", "main-3"]);
    const sources = execSync("git ls-files app", { encoding: "utf8" })
      .split("\n")
      .filter((file) => file.endsWith(".tsx"));
    const written = new Set(
      sources.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\bid="([a-z][a-z0-9-]*)"/g)].map((m) => m[1])),
    );
    const unknown = [...written].filter((id) => !id.endsWith("-title") && !PAGE_IDS.includes(id));
    expect(unknown).toEqual([]);
  });
});

describe("posts written before Markdown", () => {
  it("every seeded post renders with the same paragraphs as before, markup for markup", () => {
    for (const seed of seedBlogs) {
      const content = seed.paragraphs.join("\n\n");
      const doc = parseMarkdown(content);
      expect(
        doc.blocks.map((block) => block.t),
        seed.title,
      ).toEqual(seed.paragraphs.map(() => "p"));
      // The old page's markup: each line a <p> of text, drawn by React.
      const before = renderToStaticMarkup(
        createElement(Fragment, null, ...paragraphs(content).map((line, key) => createElement("p", { key }, line))),
      );
      expect(html(content), seed.title).toBe(before);
    }
  });
});
