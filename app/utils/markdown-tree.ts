/**
 * A formatted text as the server hands it to a page: a small, already-checked,
 * serialisable tree (app/utils/markdown.server.ts makes it from Markdown,
 * app/components/markdown.tsx draws it). Every link in it is safe to follow and every
 * image is one of the site's own uploads; what was raw HTML is plain text.
 */

export type MdInline =
  | { t: "text"; v: string }
  | { t: "br" }
  | { t: "strong" | "em" | "del"; c: MdInline[] }
  | { t: "code"; v: string }
  | { t: "link"; href: string; external: boolean; title?: string; c: MdInline[] }
  | { t: "img"; src: string; alt: string; title?: string };

export type MdAlign = "left" | "right" | "center" | null;

export type MdBlock =
  | { t: "p"; c: MdInline[] }
  | { t: "h"; level: 2 | 3 | 4; id: string; c: MdInline[] }
  | { t: "quote"; c: MdBlock[] }
  | { t: "list"; ordered: boolean; start?: number; items: MdBlock[][] }
  | { t: "pre"; lang?: string; v: string }
  | { t: "hr" }
  | { t: "table"; align: MdAlign[]; head: MdInline[][]; rows: MdInline[][][] };

export interface MdHeading {
  id: string;
  text: string;
  level: 2 | 3 | 4;
}

export interface MarkdownDoc {
  blocks: MdBlock[];
  /** Every heading, in order (the table of contents). */
  headings: MdHeading[];
  /** Words of the rendered text (what a reader reads: no URLs, no markup). */
  words: number;
}

/** A table of contents is shown from this many headings on. */
export const TOC_MIN_HEADINGS = 3;

/** Words a reader reads in a minute, for the reading time. */
export const WORDS_PER_MINUTE = 200;

/** '4 min read' from the rendered text's words (at least one minute). */
export const readingTime = (words: number) => `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;

export const EMPTY_DOC: MarkdownDoc = { blocks: [], headings: [], words: 0 };
