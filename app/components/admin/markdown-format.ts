/**
 * What each button of the formatting bar (markdown-bar.tsx) writes into a Markdown field, as a pure
 * edit of its text: the range replaced, the text put there and the selection after, so the owner
 * never has to know the marks (the guide beside the field, markdown-guide.tsx, says the same to a
 * page without scripts). A mark already there is taken off again, as a word processor's button does.
 */

export type MarkdownFormat = "heading" | "bold" | "italic" | "list" | "quote" | "link";

/** One change of the field's text: replace `from`–`to` by `insert`, then select `select`. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
  select: [number, number];
}

/** What a picture the owner uploaded looks like to the bar and the no-script picker. */
export interface UploadedPicture {
  /** Its address on the site: '/uploads/projects/ab12.webp'. */
  src: string;
  /** Its alt text in the Markdown: the owner's own for the photo, else the record's title. */
  alt: string;
  /** Where it came from, for the list: 'Project: Warehouse Conversion, photo 2'. */
  label: string;
  group: "Posts" | "Projects" | "Products";
}

/** What a picture is in Markdown: `![alt](/uploads/…)`, its alt on one line, brackets escaped. */
export const pictureMarkdown = (picture: Pick<UploadedPicture, "src" | "alt">) =>
  `![${picture.alt.replace(/\s+/g, " ").replace(/([[\]\\])/g, "\\$1")}](${picture.src})`;

/** The placeholder typed in when nothing is selected, selected so the owner types over it. */
const PLACEHOLDER: Record<"bold" | "italic" | "link", string> = {
  bold: "bold text",
  italic: "italic text",
  link: "link text",
};
const WRAP = { bold: "**", italic: "*" } as const;
const LINE_MARK = { heading: "## ", list: "- ", quote: "> " } as const;
const LINE_MARK_FOUND = { heading: /^#{1,6} /, list: /^[-*+] /, quote: /^> ?/ } as const;
const LINK_TARGET = "https://";

/** Bold and italic wrap the selection (or a placeholder); pressed again on a wrapped one, they unwrap it. */
function wrap(kind: "bold" | "italic", value: string, start: number, end: number): TextEdit {
  const mark = WRAP[kind];
  const before = value.slice(start - mark.length, start);
  const after = value.slice(end, end + mark.length);
  // '**' around a selection is bold, not italic: italic unwraps only a single '*'.
  const single = kind === "italic" ? value[start - 2] !== "*" && value[end + 1] !== "*" : true;
  if (start !== end && before === mark && after === mark && single) {
    const from = start - mark.length;
    const text = value.slice(start, end);
    return { from, to: end + mark.length, insert: text, select: [from, from + text.length] };
  }
  const text = start === end ? PLACEHOLDER[kind] : value.slice(start, end);
  const from = start + mark.length;
  return { from: start, to: end, insert: `${mark}${text}${mark}`, select: [from, from + text.length] };
}

/** A link around the selection, its address selected to type; with nothing selected, its words first. */
function link(value: string, start: number, end: number): TextEdit {
  const text = start === end ? PLACEHOLDER.link : value.slice(start, end);
  const insert = `[${text}](${LINK_TARGET})`;
  const select: [number, number] =
    start === end ? [start + 1, start + 1 + text.length] : [start + text.length + 3, start + insert.length - 1];
  return { from: start, to: end, insert, select };
}

/** Heading, list and quote mark each line the selection touches; when every one has it, they take it off. */
function lines(kind: "heading" | "list" | "quote", value: string, start: number, end: number): TextEdit {
  const from = value.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = value.indexOf("\n", end > start && value[end - 1] === "\n" ? end - 1 : end);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const block = value.slice(from, to).split("\n");
  const found = LINE_MARK_FOUND[kind];
  const marked = block.filter((line) => line.trim() !== "");
  const remove = marked.length > 0 && marked.every((line) => found.test(line));
  const insert = block
    .map((line) => {
      if (remove) return line.replace(found, "");
      if (line.trim() === "" && block.length > 1) return line;
      // A heading replaces another level's marks; a list or quote goes in front of what is there.
      return `${LINE_MARK[kind]}${kind === "heading" ? line.replace(found, "") : line}`;
    })
    .join("\n");
  // One empty line: the caret after the mark, to type the heading or the item.
  const select: [number, number] =
    block.length === 1 && block[0].trim() === ""
      ? [from + insert.length, from + insert.length]
      : [from, from + insert.length];
  return { from, to, insert, select };
}

/** The edit a button of the bar makes to `value` with `start`–`end` selected. */
export function formatEdit(kind: MarkdownFormat, value: string, start: number, end: number): TextEdit {
  if (kind === "bold" || kind === "italic") return wrap(kind, value, start, end);
  if (kind === "link") return link(value, start, end);
  return lines(kind, value, start, end);
}

/** A picture at the caret, as a paragraph of its own (a blank line before and after it when text is there). */
export function pictureEdit(
  picture: Pick<UploadedPicture, "src" | "alt">,
  value: string,
  start: number,
  end: number,
): TextEdit {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" ? "\n" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const insert = `${lead}${pictureMarkdown(picture)}${trail}`;
  const caret = start + insert.length;
  return { from: start, to: end, insert, select: [caret, caret] };
}

/** The text with a picture added at its end, as 'Insert picture' does without scripts. */
export const withPictureAtEnd = (value: string, picture: Pick<UploadedPicture, "src" | "alt">) => {
  const text = value.replace(/\s+$/, "");
  return `${text === "" ? "" : `${text}\n\n`}${pictureMarkdown(picture)}\n`;
};
