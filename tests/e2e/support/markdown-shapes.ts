// The texts that were hardest for a Markdown parser, each of a given length: what
// `npm run bench:markdown` times and tests/unit/markdown-bounds.test.ts parses at the blog's limit.
import { BLOG_LIMITS } from "~/schemas/blog-form";

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const lines = (line: (i: number) => string, length: number) => {
  let text = "";
  for (let i = 0; text.length < length; i++) text += `${line(i)}\n`;
  return text.slice(0, length);
};

/** A post's body at most (100,000 characters). */
export const LONGEST_TEXT = BLOG_LIMITS.content;

/** Each shape, by name; ordinary prose first (the others are measured beside it). */
export const MARKDOWN_SHAPES: Record<string, (length: number) => string> = {
  "ordinary prose": (n) => fill("A paragraph with *some* emphasis, a [link](https://example.com) and `code`.\n\n", n),
  "nested quotes": (n) => `${fill(">", n - 5)} deep`,
  "nested list markers": (n) => lines((i) => `${"- ".repeat(i + 1)}x`, n),
  "indented lists": (n) => lines((i) => `${"  ".repeat(i)}- x`, n),
  "alternating emphasis": (n) => `${fill("*_", Math.floor((n - 1) / 2))}a${fill("_*", Math.ceil((n - 1) / 2))}`,
  "open links": (n) => fill("[a](", n),
  "strong runs": (n) => fill("**a", n),
  strikethrough: (n) => fill("~a", n),
  "code ticks": (n) => fill("`a", n),
  "table rows": (n) => `|a|b|\n|-|-|\n${fill("|a|b|\n", n - 12)}`,
  "list items": (n) => fill("- a\n", n),
  headings: (n) => fill("a\n=\n", n),
  "bare addresses": (n) => fill("www.example.com ", n),
};

/**
 * A fresh text of the shape, `length` characters long: its last paragraph is `round N`, so each
 * round is a text the parser's cache has not seen, and a test can see that the end was read.
 */
export const shapeText = (shape: string, length: number, round: number) => {
  const end = `\n\nround ${round}`;
  return `${MARKDOWN_SHAPES[shape](length - end.length)}${end}`;
};
