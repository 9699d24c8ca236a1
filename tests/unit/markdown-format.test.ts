import { describe, expect, it } from "vitest";
import {
  formatEdit,
  pictureEdit,
  pictureMarkdown,
  withPictureAtEnd,
  type MarkdownFormat,
  type TextEdit,
} from "~/components/admin/markdown-format";

/** The text after an edit, with the selection marked [like this] (a caret as |). */
function after(edit: TextEdit, value: string): string {
  const text = `${value.slice(0, edit.from)}${edit.insert}${value.slice(edit.to)}`;
  const [start, end] = edit.select;
  return start === end
    ? `${text.slice(0, start)}|${text.slice(start)}`
    : `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

/** `value` with its selection written [like this] or a caret |, formatted by `kind`. */
function press(kind: MarkdownFormat, marked: string): string {
  const caret = marked.indexOf("|");
  const start = caret >= 0 ? caret : marked.indexOf("[");
  const value = marked.replace(/[[\]|]/g, "");
  const end = caret >= 0 ? caret : marked.indexOf("]") - 1;
  return after(formatEdit(kind, value, start, end), value);
}

describe("the formatting bar's edits", () => {
  it("wraps a selection in bold or italic, and takes the marks off when pressed again", () => {
    expect(press("bold", "A [deep roof] keeps")).toBe("A **[deep roof]** keeps");
    expect(press("bold", "A **[deep roof]** keeps")).toBe("A [deep roof] keeps");
    expect(press("italic", "A [deep roof] keeps")).toBe("A *[deep roof]* keeps");
    expect(press("italic", "A *[deep roof]* keeps")).toBe("A [deep roof] keeps");
    // Bold text is not italic: italic wraps it once more instead of unwrapping it.
    expect(press("italic", "A **[deep]** roof")).toBe("A ***[deep]*** roof");
  });

  it("writes a placeholder to type over when nothing is selected", () => {
    expect(press("bold", "Roof |")).toBe("Roof **[bold text]**");
    expect(press("link", "See |")).toBe("See [[link text]](https://)");
  });

  it("makes a link of the selection and selects its address to type", () => {
    expect(press("link", "See [our projects] now")).toBe("See [our projects]([https://]) now");
  });

  it("marks every line the selection touches as a heading, list or quote, and unmarks them", () => {
    expect(press("heading", "Intro\nSha|de first\nEnd")).toBe("Intro\n[## Shade first]\nEnd");
    expect(press("heading", "### Sha|de")).toBe("[Shade]");
    expect(press("list", "[Laterite\nWide eaves]")).toBe("[- Laterite\n- Wide eaves]");
    expect(press("list", "[- Laterite\n- Wide eaves]")).toBe("[Laterite\nWide eaves]");
    expect(press("quote", "It stays |cool")).toBe("[> It stays cool]");
    // An empty line: the caret after the mark, to type the heading or the item.
    expect(press("list", "Walls:\n\n|")).toBe("Walls:\n\n- |");
    expect(press("heading", "|")).toBe("## |");
  });

  it("writes a picture as a paragraph of its own at the caret", () => {
    const picture = { src: "/uploads/projects/a1.webp", alt: "A courtyard [east]" };
    expect(pictureMarkdown(picture)).toBe("![A courtyard \\[east\\]](/uploads/projects/a1.webp)");
    const value = "Before.After.";
    const edit = pictureEdit(picture, value, 7, 7);
    expect(after(edit, value)).toBe(`Before.\n\n${pictureMarkdown(picture)}\n\n|After.`);
    expect(after(pictureEdit(picture, "", 0, 0), "")).toBe(`${pictureMarkdown(picture)}\n|`);
  });

  it("adds a picture at the end of the text, as 'Insert picture' does without scripts", () => {
    const picture = { src: "/uploads/blogs/b.webp", alt: "Roof\nline" };
    expect(withPictureAtEnd("## Shade\n\n- Walls\n", picture)).toBe(
      "## Shade\n\n- Walls\n\n![Roof line](/uploads/blogs/b.webp)\n",
    );
    expect(withPictureAtEnd("  ", picture)).toBe("![Roof line](/uploads/blogs/b.webp)\n");
  });
});
