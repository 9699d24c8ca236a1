import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import MarkdownIt from "markdown-it";
import type Token from "markdown-it/lib/token.mjs";
import type { MarkdownDoc, MdAlign, MdBlock, MdHeading, MdInline } from "~/utils/markdown-tree";

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
 *   with a unique id for its anchor;
 * - strikethrough is `~~two tildes~~` (one `~` stays itself: '~20 m²' is 'about');
 * - a list item that starts with `[ ]` or `[x]` is a task, shown as ☐ or ☑; a footnote
 *   (`[^1]`, `[^1]: …`) shows as the characters typed.
 *
 * The parser is markdown-it: linear in the text's length on every shape measured
 * (docs/performance.md, "Formatted text"; docs/dependencies.md). Its token stream is turned into
 * the tree here, so markdown-tree.ts and components/markdown.tsx do not know which parser ran.
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

/*
 * The parser. Raw HTML is text (html: false). Every address reaches safeHref as written: the
 * parser's own check (validateLink) would leave a refused link's brackets on the page, and its
 * normalising would percent-encode the backslash of '/\host' before safeHref sees it. Bare
 * addresses become links as on GitHub: http(s)://…, www.… (any domain) and e-mail addresses
 * (linkify-it's: a known top-level domain); not 'example.com', '//host' or ftp://.
 */
const MAX_ADDRESS = 2_048;
const md = new MarkdownIt({ html: false, breaks: true, linkify: true });
md.validateLink = () => true;
md.normalizeLink = (url) => url;
md.normalizeLinkText = (url) => url;
md.linkify
  .set({ fuzzyLink: false })
  .add("ftp:", null)
  .add("//", null)
  .add("www.", {
    // What follows 'www.' is read as an http:// address's host and path would be, up to
    // MAX_ADDRESS characters: copying the whole rest of the text for each address grows with the
    // square of their number (6,250 addresses in 100,000 characters: 105 ms of CPU, 78 ms capped).
    validate: (text, pos, self) => {
      const length = Number(self.testSchemaAt(`//${text.slice(pos, pos + MAX_ADDRESS)}`, "http:", 0));
      return length > 2 ? length - 2 : 0;
    },
    normalize: (match) => {
      match.url = `http://${match.url}`;
    },
  });

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
  let text = "";
  for (const node of inlines) {
    if (node.t === "text" || node.t === "code") text += node.v;
    else if (node.t === "br") text += " ";
    else if (node.t === "img") text += node.alt;
    else text += plainText(node.c);
  }
  return text;
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

/** `[ ]` or `[x]` and a space at the start of a list item's first paragraph (GitHub's task list). */
const TASK = /^\[([ xX])\][ \t]+(?=\S)/;

type Marked = Extract<MdInline, { c: MdInline[] }>;
const MARK_OF: Record<string, "strong" | "em" | "del"> = { strong_open: "strong", em_open: "em", s_open: "del" };

/** A container still open while the block tokens are read, and what goes into it. */
type Frame =
  | { t: "blocks" | "quote" | "item"; c: MdBlock[] }
  | { t: "list"; ordered: boolean; start?: number; items: MdBlock[][] }
  | { t: "table"; align: MdAlign[]; head: MdInline[][]; rows: MdInline[][][]; row: MdInline[][]; inHead: boolean };

/** markdown-it's tokens (flat, with open and close tokens) to the tree. */
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

  private link(href: string | null, title: string | null, children: MdInline[]): Marked | null {
    return href ? { t: "link", href, external: isExternal(href), ...(title ? { title } : {}), c: children } : null;
  }

  private image(url: string, alt: string, title: string | null): MdInline {
    const src = uploadPath(url);
    if (src) return { t: "img", src, alt, ...(title ? { title } : {}) };
    // Not one of the site's uploads: a link to it (its alt, or the address, as the text).
    const text: MdInline = { t: "text", v: alt || url };
    return this.link(safeHref(url), title, [text]) ?? text;
  }

  /** A paragraph's, heading's or cell's tokens as nested inlines. */
  inline(tokens: readonly Token[]): MdInline[] {
    const root: MdInline[] = [];
    // The children of each open mark. A mark past MAX_INLINE_NESTING, or a refused link, is not
    // drawn: its children go to the mark around it.
    const open: MdInline[][] = [root];
    let depth = 0;
    for (const token of tokens) {
      const out = open[open.length - 1];
      let mark: Marked | null | undefined;
      switch (token.type) {
        case "text":
        case "text_special":
          out.push(...textWithBreaks(token.content));
          break;
        case "softbreak":
        case "hardbreak":
          out.push({ t: "br" });
          break;
        case "code_inline":
          out.push({ t: "code", v: token.content });
          break;
        case "strong_open":
        case "em_open":
        case "s_open":
          mark = { t: MARK_OF[token.type], c: [] };
          break;
        case "link_open":
          mark = this.link(safeHref(token.attrGet("href") ?? ""), token.attrGet("title"), []);
          break;
        case "image":
          out.push(
            this.image(
              token.attrGet("src") ?? "",
              plainText(this.inline(token.children ?? [])),
              token.attrGet("title"),
            ),
          );
          break;
        default:
          if (token.nesting === 1) mark = null;
          else if (token.nesting === -1) {
            if (open.pop() !== open[open.length - 1]) depth--;
          } else out.push(...textWithBreaks(token.content));
      }
      if (mark === undefined) continue;
      if (mark && depth < MAX_INLINE_NESTING) {
        out.push(mark);
        open.push(mark.c);
        depth++;
      } else {
        open.push(out);
      }
    }
    return root;
  }

  private heading(tag: string, c: MdInline[]): MdBlock {
    const level = Math.min(4, Math.max(2, Number(tag.slice(1)))) as 2 | 3 | 4;
    const text = plainText(c).trim();
    const id = this.slug(text);
    this.headings.push({ id, text, level });
    return { t: "h", level, id, c };
  }

  private code(token: Token, lang?: string): MdBlock {
    const v = token.content.replace(/\n$/, "");
    this.words.push(v);
    return { t: "pre", ...(lang ? { lang } : {}), v };
  }

  /** A paragraph; in a list item's first, a leading `[ ]` or `[x]` is drawn as a box (and not counted as words). */
  private paragraph(token: Token, firstInItem: boolean): MdBlock {
    const c = this.inline(token.children ?? []);
    const task = firstInItem ? TASK.exec(token.content) : null;
    const first = c[0];
    if (!task || first?.t !== "text") return { t: "p", c: this.count(c) };
    const rest = first.v.replace(TASK, "");
    if (rest) c[0] = { t: "text", v: rest };
    else c.shift();
    this.count(c);
    return { t: "p", c: [{ t: "text", v: task[1] === " " ? "☐ " : "☑ " }, ...c] };
  }

  blocks(tokens: readonly Token[]): MdBlock[] {
    const root: Frame = { t: "blocks", c: [] };
    const frames: Frame[] = [root];
    let top: Frame = root;
    let heading: string | null = null;
    const add = (block: MdBlock) => {
      if (top.t === "blocks" || top.t === "quote" || top.t === "item") top.c.push(block);
    };
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index];
      switch (token.type) {
        case "inline":
          if (top.t === "table") top.row.push(this.count(this.inline(token.children ?? [])));
          else if (heading) add(this.heading(heading, this.count(this.inline(token.children ?? []))));
          else add(this.paragraph(token, tokens[index - 2]?.type === "list_item_open"));
          break;
        case "heading_open":
          heading = token.tag;
          break;
        case "heading_close":
          heading = null;
          break;
        case "fence":
          add(this.code(token, token.info.trim().split(/\s+/)[0]));
          break;
        case "code_block":
          add(this.code(token));
          break;
        case "hr":
          add({ t: "hr" });
          break;
        case "blockquote_open":
          frames.push((top = { t: "quote", c: [] }));
          break;
        case "list_item_open":
          frames.push((top = { t: "item", c: [] }));
          break;
        case "bullet_list_open":
        case "ordered_list_open": {
          const ordered = token.type === "ordered_list_open";
          const start = Number(token.attrGet("start") ?? 1);
          frames.push((top = { t: "list", ordered, ...(ordered && start !== 1 ? { start } : {}), items: [] }));
          break;
        }
        case "table_open":
          frames.push((top = { t: "table", align: [], head: [], rows: [], row: [], inHead: false }));
          break;
        case "thead_open":
        case "thead_close":
          if (top.t === "table") top.inHead = token.nesting === 1;
          break;
        case "th_open":
          if (top.t === "table") {
            const align = /text-align:(left|right|center)/.exec(token.attrGet("style") ?? "")?.[1];
            top.align.push((align as MdAlign | undefined) ?? null);
          }
          break;
        case "tr_open":
          if (top.t === "table") top.row = [];
          break;
        case "tr_close":
          if (top.t === "table") {
            if (top.inHead) top.head = top.row;
            else top.rows.push(top.row);
          }
          break;
        case "blockquote_close":
        case "list_item_close":
        case "bullet_list_close":
        case "ordered_list_close":
        case "table_close": {
          const closed = frames.pop() ?? root;
          top = frames[frames.length - 1] ?? root;
          if (closed.t === "quote") add({ t: "quote", c: closed.c });
          else if (closed.t === "item" && top.t === "list") top.items.push(closed.c);
          else if (closed.t === "list") {
            const { ordered, start, items } = closed;
            add({ t: "list", ordered, ...(start === undefined ? {} : { start }), items });
          } else if (closed.t === "table")
            add({ t: "table", align: closed.align, head: closed.head, rows: closed.rows });
          break;
        }
      }
    }
    return root.t === "blocks" ? root.c : [];
  }
}

/*
 * Bounded nesting. The tree's walkers (here and in components/markdown.tsx) recurse once a level
 * (2,500 `>` once overflowed the stack and answered 500 for a whole listing), and markdown-it stops
 * reading at 100 levels, dropping the rest of the text. A line's containers past MAX_NESTING are
 * written as text (the next marker escaped), and indentation past MAX_INDENT columns counts as
 * MAX_INDENT, outside fenced code, whose lines stay as typed. Inline marks nest at most
 * MAX_INLINE_NESTING deep; deeper ones add no element, their words stay.
 */
export const MAX_NESTING = 8;
const MAX_INDENT = 16;
const MAX_INLINE_NESTING = 16;
const CONTAINER = /^[ \t]{0,3}(?:>[ \t]?|(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|$))/;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const FOOTNOTE_DEFINITION = /^([ \t]{0,3})\[(?=\^[^\]]*\]:)/;

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
  // A footnote's definition stays its text, as its `[^1]` does: for the parser, with no footnotes,
  // `[^1]: Note` would define a link to 'Note'.
  rest = rest.replace(FOOTNOTE_DEFINITION, "$1\\[");
  const indent = /^[ \t]*/.exec(rest)?.[0] ?? "";
  const columns = indent.replace(/\t/g, "    ").length;
  return columns > MAX_INDENT ? kept + " ".repeat(MAX_INDENT) + rest.slice(indent.length) : kept + rest;
}

/*
 * Dense marks. Between two blank lines, a mark typed more than MAX_MARKS times is written as the
 * character itself (each one escaped): no paragraph a person writes has that many, and such a text
 * then reads as typed rather than as emphasis thousands deep, of which the tree would keep
 * MAX_INLINE_NESTING levels and drop the other marks. It no longer saves time: micromark paired
 * marks in time that grew with the square of their number, markdown-it does not, and the escapes
 * cost it 10-30 ms on the densest 100,000 characters (docs/performance.md).
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
  const converter = new Converter();
  const blocks = converter.blocks(md.parse(boundMarkdown(markdown), {}));
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
