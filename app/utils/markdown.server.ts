import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import type { MarkdownDoc, MdBlock, MdHeading, MdInline } from "~/utils/markdown-tree";

/**
 * Markdown (CommonMark with GitHub's tables, strikethrough and autolinks) to the checked tree
 * of markdown-tree.ts, on the server only: the parser never reaches a browser (docs/conventions.md, "Where things go").
 *
 * - raw HTML is kept as text (a `<script>` shows as the characters typed);
 * - a link is kept only with an http(s), mailto or tel address or a path on the site;
 *   any other scheme (javascript:, data:, vbscript:, …) leaves its text without the link;
 * - an image is kept only from the site's own /uploads; any other becomes a link to it
 *   (or its text, when that link is refused too);
 * - a single line break inside a paragraph stays a break (posts written as plain lines
 *   keep their look); headings are h2–h4 (`#` is h2: the page's h1 is the title), each
 *   with a unique id for its anchor.
 */

type Root = ReturnType<typeof fromMarkdown>;
type Node = Root["children"][number];
type Parent = Extract<Node, { children: unknown[] }>;

const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._\-/]*$/;

/** The href to keep, or null: control characters and spaces are dropped before the scheme is read (`java\tscript:`). */
export function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (!url) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme) return SAFE_SCHEMES.has(scheme) ? url : null;
  // A path, a fragment or a query on the site; '//host' is another site, and so is '/\host'
  // (browsers read a backslash in a web address as a slash).
  const path = url.replace(/\\/g, "/");
  if (path.startsWith("//")) return `https:${path}`;
  return path;
}

/** The /uploads path of an image on the site ('uploads/blogs/x.webp' or '/uploads/…'), or null. */
export function uploadPath(raw: string): string | null {
  const path = `/${raw.trim().replace(/^\/+/, "")}`;
  return UPLOAD_PATH.test(path) && !path.split("/").includes("..") ? path : null;
}

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

/** A heading's id: its words, lowercase, joined by hyphens; unique within the text. */
function slugger() {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base =
      text
        .toLowerCase()
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 60) || "section";
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };
}

function plainText(inlines: readonly MdInline[]): string {
  return inlines
    .map((node) => {
      if (node.t === "text" || node.t === "code") return node.v;
      if (node.t === "br") return " ";
      if (node.t === "img") return node.alt;
      return plainText(node.c);
    })
    .join("");
}

/** Text with its line breaks kept as breaks. */
function textWithBreaks(value: string): MdInline[] {
  const out: MdInline[] = [];
  value.split(/\r?\n/).forEach((line, index) => {
    if (index > 0) out.push({ t: "br" });
    if (line) out.push({ t: "text", v: line });
  });
  return out;
}

interface Definition {
  url: string;
  title?: string;
}

class Converter {
  readonly headings: MdHeading[] = [];
  private readonly slug = slugger();
  private readonly words: string[] = [];

  constructor(private readonly definitions: Map<string, Definition>) {}

  wordCount() {
    return this.words.join(" ").split(/\s+/).filter(Boolean).length;
  }

  private count(inlines: MdInline[]) {
    this.words.push(plainText(inlines));
    return inlines;
  }

  private link(href: string | null, title: string | null | undefined, children: MdInline[]): MdInline[] {
    if (!href) return children;
    return [{ t: "link", href, external: isExternal(href), ...(title ? { title } : {}), c: children }];
  }

  private image(url: string, alt: string, title: string | null | undefined): MdInline[] {
    const src = uploadPath(url);
    if (src) return [{ t: "img", src, alt, ...(title ? { title } : {}) }];
    // Not one of the site's uploads: a link to it (its alt, or the address, as the text).
    return this.link(safeHref(url), title, [{ t: "text", v: alt || url }]);
  }

  inline(nodes: readonly Node[], depth = 0): MdInline[] {
    const marked = (t: "strong" | "em" | "del", children: Node[]): MdInline[] =>
      depth < MAX_INLINE_NESTING ? [{ t, c: this.inline(children, depth + 1) }] : this.inline(children, depth);
    return nodes.flatMap((node): MdInline[] => {
      switch (node.type) {
        case "text":
          return textWithBreaks(node.value);
        case "html":
          return textWithBreaks(node.value);
        case "break":
          return [{ t: "br" }];
        case "strong":
          return marked("strong", node.children);
        case "emphasis":
          return marked("em", node.children);
        case "delete":
          return marked("del", node.children);
        case "inlineCode":
          return [{ t: "code", v: node.value }];
        case "link":
          return this.link(safeHref(node.url), node.title, this.inline(node.children));
        case "image":
          return this.image(node.url, node.alt ?? "", node.title);
        case "linkReference": {
          const found = this.definitions.get(node.identifier.toLowerCase());
          const children = this.inline(node.children);
          return found ? this.link(safeHref(found.url), found.title, children) : children;
        }
        case "imageReference": {
          const found = this.definitions.get(node.identifier.toLowerCase());
          return found ? this.image(found.url, node.alt ?? "", found.title) : [{ t: "text", v: node.alt ?? "" }];
        }
        case "footnoteReference":
          return [{ t: "text", v: `[^${node.label ?? node.identifier}]` }];
        default:
          return "children" in node ? this.inline((node as Parent).children as Node[]) : [];
      }
    });
  }

  blocks(nodes: readonly Node[]): MdBlock[] {
    return nodes.flatMap((node): MdBlock[] => {
      switch (node.type) {
        case "paragraph":
          return [{ t: "p", c: this.count(this.inline(node.children)) }];
        case "heading": {
          const c = this.count(this.inline(node.children));
          const level = Math.min(4, Math.max(2, node.depth)) as 2 | 3 | 4;
          const text = plainText(c).trim();
          const id = this.slug(text);
          this.headings.push({ id, text, level });
          return [{ t: "h", level, id, c }];
        }
        case "blockquote":
          return [{ t: "quote", c: this.blocks(node.children) }];
        case "list":
          return [
            {
              t: "list",
              ordered: Boolean(node.ordered),
              ...(node.ordered && node.start !== null && node.start !== undefined && node.start !== 1
                ? { start: node.start }
                : {}),
              items: node.children.map((item) => {
                const blocks = this.blocks(item.children);
                if (typeof item.checked !== "boolean") return blocks;
                const mark: MdInline = { t: "text", v: item.checked ? "☑ " : "☐ " };
                const [first, ...rest] = blocks;
                return first?.t === "p"
                  ? [{ ...first, c: [mark, ...first.c] }, ...rest]
                  : [{ t: "p", c: [mark] }, ...blocks];
              }),
            },
          ];
        case "code":
          this.words.push(node.value);
          return [{ t: "pre", ...(node.lang ? { lang: node.lang } : {}), v: node.value }];
        case "html":
          return [{ t: "p", c: this.count(textWithBreaks(node.value)) }];
        case "thematicBreak":
          return [{ t: "hr" }];
        case "table": {
          const [head, ...rows] = node.children.map((row) =>
            row.children.map((cell) => this.count(this.inline(cell.children))),
          );
          return [{ t: "table", align: node.align ?? [], head: head ?? [], rows }];
        }
        case "footnoteDefinition": {
          const [first, ...rest] = this.blocks(node.children);
          const mark: MdInline = { t: "text", v: `[^${node.label ?? node.identifier}] ` };
          return first?.t === "p" ? [{ ...first, c: [mark, ...first.c] }, ...rest] : this.blocks(node.children);
        }
        case "definition":
          return [];
        default:
          return "children" in node ? this.blocks((node as Parent).children as Node[]) : [];
      }
    });
  }
}

function collectDefinitions(root: Root): Map<string, Definition> {
  const found = new Map<string, Definition>();
  const walk = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (node.type === "definition" && !found.has(node.identifier.toLowerCase())) {
        found.set(node.identifier.toLowerCase(), { url: node.url, ...(node.title ? { title: node.title } : {}) });
      }
      if ("children" in node) walk((node as Parent).children as Node[]);
    }
  };
  walk(root.children);
  return found;
}

/*
 * Bounded nesting. The parser's time grows with the depth of quotes and lists on a line, and the
 * tree's walkers (here and in components/markdown.tsx) recurse once a level: 2,500 `>` overflowed
 * the stack and answered 500 for a whole listing. A line's containers past MAX_NESTING are written
 * as text (the next marker escaped), and indentation past MAX_INDENT columns counts as MAX_INDENT,
 * outside fenced code, whose lines stay as typed. Inline marks nest at most MAX_INLINE_NESTING deep;
 * deeper ones read as their text.
 */
export const MAX_NESTING = 8;
const MAX_INDENT = 16;
const MAX_INLINE_NESTING = 16;
const CONTAINER = /^[ \t]{0,3}(?:>[ \t]?|(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|$))/;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

function boundLine(line: string): string {
  let kept = "";
  let rest = line;
  for (let depth = 0; depth < MAX_NESTING; depth++) {
    const marker = CONTAINER.exec(rest)?.[0];
    if (!marker) break;
    kept += marker;
    rest = rest.slice(marker.length);
  }
  const deeper = CONTAINER.exec(rest)?.[0];
  if (deeper) {
    // The marker's punctuation escaped: `\>`, `\-`, `1\.` read as the characters typed.
    const at = deeper.search(/[>+*\-.)]/);
    rest = `${rest.slice(0, at)}\\${rest.slice(at)}`;
  }
  const indent = /^[ \t]*/.exec(rest)?.[0] ?? "";
  const columns = indent.replace(/\t/g, "    ").length;
  return columns > MAX_INDENT ? kept + " ".repeat(MAX_INDENT) + rest.slice(indent.length) : kept + rest;
}

/*
 * Dense marks. The parser pairs emphasis, strikethrough and link brackets within a paragraph in
 * time that grows with the square of their number (20,000 alternating `*_` took 4 s). Between two
 * blank lines, a mark typed more than MAX_MARKS times is written as the character itself (each
 * one escaped): no paragraph a person writes has that many.
 */
const MAX_MARKS = 256;
const MARKS = ["*", "_", "~", "[", "]"] as const;

function thinMarks(chunk: string): string {
  let text = chunk;
  for (const mark of MARKS) {
    if (text.split(mark).length - 1 <= MAX_MARKS) continue;
    text = text.replace(new RegExp(`\\\\?\\${mark}`, "g"), (found) => (found.length === 2 ? found : `\\${found}`));
  }
  return text;
}

/** The text as the parser reads it: nesting and dense marks bounded, fenced code as typed. */
export function boundMarkdown(markdown: string): string {
  const out: string[] = [];
  let chunk: string[] = [];
  const flush = () => {
    if (chunk.length) out.push(thinMarks(chunk.join("\n")));
    chunk = [];
  };
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const mark = FENCE.exec(line)?.[1];
    if (fence) {
      if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = null;
      out.push(line);
      continue;
    }
    if (mark) {
      flush();
      fence = mark;
      out.push(line);
    } else if (line.trim() === "") {
      flush();
      out.push(line);
    } else {
      chunk.push(boundLine(line));
    }
  }
  flush();
  return out.join("\n");
}

function parse(markdown: string): MarkdownDoc {
  const root = fromMarkdown(boundMarkdown(markdown), { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const converter = new Converter(collectDefinitions(root));
  const blocks = converter.blocks(root.children);
  return { blocks, headings: converter.headings, words: converter.wordCount() };
}

/** What could not be parsed, as its paragraphs of plain text: the page still shows it. */
function plainDoc(markdown: string): MarkdownDoc {
  const blocks: MdBlock[] = markdown
    .split(/\r?\n[ \t]*\r?\n/)
    .filter((part) => part.trim())
    .map((part) => ({ t: "p", c: textWithBreaks(part.trim()) }));
  return { blocks, headings: [], words: markdown.split(/\s+/).filter(Boolean).length };
}

/**
 * Parsed trees by their text's hash: a post, a project or a product's description is parsed once
 * per process, not once per view (each listing draws the same cards again). Bounded by the texts'
 * total length.
 */
const parsed = new LRUCache<string, MarkdownDoc>({ maxSize: 8_000_000 });

/** The formatted text of a post, project or product description. */
export function parseMarkdown(markdown: string): MarkdownDoc {
  const key = createHash("sha256").update(markdown).digest("base64url") + markdown.length.toString(36);
  const known = parsed.get(key);
  if (known) return known;
  let doc: MarkdownDoc;
  try {
    doc = parse(markdown);
  } catch (error) {
    console.error(
      `A formatted text of ${markdown.length} characters could not be parsed; shown as plain text: ${String(error)}`,
    );
    doc = plainDoc(markdown);
  }
  parsed.set(key, doc, { size: Math.max(1, markdown.length) });
  return doc;
}

function blockText(block: MdBlock): string {
  switch (block.t) {
    case "p":
    case "h":
      return plainText(block.c);
    case "quote":
      return block.c.map(blockText).join(" ");
    case "list":
      return block.items.map((item) => item.map(blockText).join(" ")).join(" ");
    case "pre":
      return block.v;
    case "hr":
      return "";
    case "table":
      return [block.head, ...block.rows].map((row) => row.map(plainText).join(" ")).join(" ");
  }
}

/** The text a reader reads, on one line (a card's teaser, a meta description, search). */
export const docText = (doc: MarkdownDoc) => doc.blocks.map(blockText).join(" ").replace(/\s+/g, " ").trim();

/** A record's formatted text (a project's or product's description, its settings block already off): its tree and its plain text. */
export function formattedText(markdown: string): { doc: MarkdownDoc; text: string } {
  const doc = parseMarkdown(markdown);
  return { doc, text: docText(doc) };
}
