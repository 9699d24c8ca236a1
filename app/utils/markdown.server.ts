import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import MarkdownIt from "markdown-it";
import type { Token } from "markdown-it/index.js";
import type { MarkdownDoc, MdAlign, MdBlock, MdHeading, MdInline } from "~/utils/markdown-tree";

/**
 * Markdown (CommonMark with GitHub's tables, strikethrough and autolinks) to the checked tree
 * of markdown-tree.ts, on the server only: the parser never reaches a browser (docs/conventions.md, "Where things go").
 * The parser is markdown-it (linear in the text's length, docs/dependencies.md); its tokens are read
 * into the tree here.
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

/**
 * The ids the site's own pages give their elements (the landmarks, section titles, footer): a
 * heading never takes one, so its anchor and the page's own links and labels stay each other's.
 * tests/unit/markdown.test.ts fails when a page's source gains an id this list does not hold.
 */
export const PAGE_IDS: readonly string[] = [
  "main",
  "site-footer",
  "contact",
  "portfolio",
  "portfolio-grid",
  "reservations",
  "styles",
  "before-after",
  "extension-grid",
  "extension-projects",
  "renovation-panel",
  "renovation-services",
  "product-images",
  "project-images",
  "newsletter-email",
  "newsletter-result",
  "sign-in-code",
  "shop-max-price",
  "shop-search",
  "shop-sort",
  "footer-about",
  "footer-company",
  "footer-contact",
  "footer-services",
  "privacy-analytics",
  "privacy-cookies",
  "privacy-messages",
  "privacy-rights",
  "edit-category",
  "selected-categories",
  "create-category",
];

/** A heading's id: its words, lowercase, joined by hyphens; unique within the text and never one of PAGE_IDS (or a '-title'). */
function slugger() {
  const seen = new Map<string, number>(PAGE_IDS.map((id) => [id, 1]));
  return (text: string) => {
    const base =
      text
        .toLowerCase()
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 60)
        // The pages' section titles are all '<name>-title': a heading's id never ends so.
        .replace(/-title$/, "-heading") || "section";
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
  if (!value.includes("\n")) return value ? [{ t: "text", v: value }] : [];
  const out: MdInline[] = [];
  value.split(/\r?\n/).forEach((line, index) => {
    if (index > 0) out.push({ t: "br" });
    if (line) out.push({ t: "text", v: line });
  });
  return out;
}

/** GitHub's autolinks: a web address typed with its scheme or 'www.', or an e-mail address; not a bare 'example.com'. */
const GFM_AUTOLINK = /^(?:[a-z][a-z0-9+.-]*:|www\.|[^@\s]+@[^@\s]+\.[^@\s]+$)/i;

/** A text's tokens, read into the tree: headings collected with their ids, the words counted. */
class Converter {
  readonly headings: MdHeading[] = [];
  private readonly slug = slugger();
  private readonly words: string[] = [];

  wordCount() {
    return this.words.join(" ").split(/\s+/).filter(Boolean).length;
  }

  private count(inlines: MdInline[]) {
    this.words.push(plainText(inlines));
    return inlines;
  }

  private image(url: string, alt: string, title: string | null | undefined): MdInline {
    const src = uploadPath(url);
    if (src) return { t: "img", src, alt, ...(title ? { title } : {}) };
    // Not one of the site's uploads: a link to it (its alt, or the address, as the text).
    const href = safeHref(url);
    const text: MdInline = { t: "text", v: alt || url };
    return href ? { t: "link", href, external: isExternal(href), ...(title ? { title } : {}), c: [text] } : text;
  }

  /**
   * An inline token stream as the tree. Marks nest at most MAX_INLINE_NESTING deep (deeper ones keep
   * their words without an element); a link that is refused, or a bare domain linkify found, keeps
   * its words without the link.
   */
  inline(tokens: readonly Token[]): MdInline[] {
    // Most inline runs are one plain text (a table's cells, a short line): no marks to follow.
    if (tokens.length === 1 && tokens[0].type === "text") return textWithBreaks(tokens[0].content);
    const root: MdInline[] = [];
    const open: MdInline[][] = [root];
    let depth = 0;
    const here = () => open[open.length - 1];
    const enter = (node: Extract<MdInline, { c: MdInline[] }> | null) => {
      if (node) here().push(node);
      open.push(node ? node.c : here());
    };
    for (const [index, token] of tokens.entries()) {
      switch (token.type) {
        case "text":
        case "html_inline":
          here().push(...textWithBreaks(token.content));
          break;
        case "softbreak":
        case "hardbreak":
          here().push({ t: "br" });
          break;
        case "code_inline":
          here().push({ t: "code", v: token.content });
          break;
        case "strong_open":
        case "em_open":
        case "s_open": {
          const t = token.type === "strong_open" ? "strong" : token.type === "em_open" ? "em" : "del";
          depth += 1;
          enter(depth <= MAX_INLINE_NESTING ? { t, c: [] } : null);
          break;
        }
        case "strong_close":
        case "em_close":
        case "s_close":
          depth -= 1;
          if (open.length > 1) open.pop();
          break;
        case "link_open": {
          const href = safeHref(token.attrGet("href") ?? "");
          // linkify's link: its text is the next token, the address as typed.
          const literal = token.markup !== "linkify" || GFM_AUTOLINK.test(tokens[index + 1]?.content ?? "");
          const title = token.attrGet("title");
          enter(
            href && literal
              ? { t: "link", href, external: isExternal(href), ...(title ? { title } : {}), c: [] }
              : null,
          );
          break;
        }
        case "link_close":
          if (open.length > 1) open.pop();
          break;
        case "image":
          here().push(
            this.image(
              token.attrGet("src") ?? "",
              plainText(this.inline(token.children ?? [])),
              token.attrGet("title"),
            ),
          );
          break;
        default:
          if (token.content) here().push({ t: "text", v: token.content });
      }
    }
    return root;
  }

  /** The block tokens from `at` up to the one closing `until` (or the end): the blocks and where it stopped. */
  blocks(tokens: readonly Token[], at = 0, until?: string): [MdBlock[], number] {
    const out: MdBlock[] = [];
    let i = at;
    while (i < tokens.length && tokens[i].type !== until) {
      const token = tokens[i];
      switch (token.type) {
        case "paragraph_open":
          out.push({ t: "p", c: this.count(this.inline(tokens[i + 1]?.children ?? [])) });
          i += 3;
          continue;
        case "heading_open": {
          const c = this.count(this.inline(tokens[i + 1]?.children ?? []));
          const level = Math.min(4, Math.max(2, Number(token.tag.slice(1)))) as 2 | 3 | 4;
          const text = plainText(c).trim();
          const id = this.slug(text);
          this.headings.push({ id, text, level });
          out.push({ t: "h", level, id, c });
          i += 3;
          continue;
        }
        case "blockquote_open": {
          const [c, end] = this.blocks(tokens, i + 1, "blockquote_close");
          out.push({ t: "quote", c });
          i = end + 1;
          continue;
        }
        case "bullet_list_open":
        case "ordered_list_open": {
          const ordered = token.type === "ordered_list_open";
          const close = ordered ? "ordered_list_close" : "bullet_list_close";
          const start = Number(token.attrGet("start") ?? 1);
          const items: MdBlock[][] = [];
          i += 1;
          while (i < tokens.length && tokens[i].type !== close) {
            if (tokens[i].type !== "list_item_open") {
              i += 1;
              continue;
            }
            const [item, end] = this.blocks(tokens, i + 1, "list_item_close");
            items.push(taskItem(item));
            i = end + 1;
          }
          out.push({ t: "list", ordered, ...(ordered && start !== 1 ? { start } : {}), items });
          i += 1;
          continue;
        }
        case "fence":
        case "code_block": {
          const value = token.content.replace(/\n$/, "");
          const lang = token.info.trim().split(/\s+/)[0];
          this.words.push(value);
          out.push({ t: "pre", ...(lang ? { lang } : {}), v: value });
          break;
        }
        case "html_block":
          out.push({ t: "p", c: this.count(textWithBreaks(token.content.replace(/\n$/, ""))) });
          break;
        case "hr":
          out.push({ t: "hr" });
          break;
        case "table_open": {
          const [table, end] = this.table(tokens, i + 1);
          out.push(table);
          i = end + 1;
          continue;
        }
      }
      i += 1;
    }
    return [out, i];
  }

  /** A table's tokens from after `table_open` to its `table_close`: alignments, head and rows. */
  private table(tokens: readonly Token[], at: number): [Extract<MdBlock, { t: "table" }>, number] {
    const align: MdAlign[] = [];
    const rows: MdInline[][][] = [];
    let head: MdInline[][] = [];
    let row: MdInline[][] = [];
    let inHead = false;
    let i = at;
    for (; i < tokens.length && tokens[i].type !== "table_close"; i++) {
      const token = tokens[i];
      if (token.type === "thead_open" || token.type === "thead_close") inHead = token.type === "thead_open";
      else if (token.type === "tr_open") row = [];
      else if (token.type === "th_open" || token.type === "td_open") {
        if (inHead) {
          const side = /text-align:\s*(left|right|center)/.exec(token.attrGet("style") ?? "")?.[1];
          align.push((side as MdAlign | undefined) ?? null);
        }
        const cell = tokens[i + 1]?.type === "inline" ? (tokens[i + 1].children ?? []) : [];
        row.push(this.count(this.inline(cell)));
      } else if (token.type === "tr_close") {
        if (inHead) head = row;
        else rows.push(row);
      }
    }
    return [{ t: "table", align, head, rows }, i];
  }
}

/** A task list item ('[ ] ' or '[x] ' at its start) with its box drawn as ☐ or ☑. */
function taskItem(blocks: MdBlock[]): MdBlock[] {
  const [first, ...rest] = blocks;
  const lead = first?.t === "p" ? first.c[0] : undefined;
  const box = lead?.t === "text" ? /^\[([ xX])\](?:[ \t]+|$)/.exec(lead.v) : null;
  if (first?.t !== "p" || lead?.t !== "text" || !box) return blocks;
  const mark: MdInline = { t: "text", v: box[1] === " " ? "☐ " : "☑ " };
  const remaining = lead.v.slice(box[0].length);
  return [{ ...first, c: [mark, ...(remaining ? [{ ...lead, v: remaining }] : []), ...first.c.slice(1)] }, ...rest];
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

/**
 * The parser: raw HTML off (typed tags stay text), single line breaks kept, GitHub's autolinks.
 * Every link is let through to Converter, which keeps only safe ones (safeHref) and keeps the
 * words of the rest.
 */
const parser = new MarkdownIt({ html: false, breaks: true, linkify: true });
parser.validateLink = () => true;

function parse(markdown: string): MarkdownDoc {
  const converter = new Converter();
  const [blocks] = converter.blocks(parser.parse(boundMarkdown(markdown), {}));
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
