import { FENCE, photoKey, photoText, readFrontMatter, type FrontMatter } from "~/utils/front-matter";

/**
 * A record's photos' alt text and captions as its form shows and posts them (a project's or a
 * product's), kept in its description's settings block as `alt.<file>` and `caption.<file>`
 * (docs/decisions/014-front-matter-in-content.md). Generated words stay the fallback.
 */

/** One stored photo's words as the form posts them (`photo_texts[n].path|alt|caption`). */
export type PhotoTextRow = {
  path: string;
  alt: string;
  caption: string;
};

export const isPhotoKey = (key: string) => key.startsWith("alt.") || key.startsWith("caption.");

/** The form's rows for the stored photos, from the block's other lines. */
export const photoTextRows = (extra: FrontMatter["extra"], paths: readonly string[]): PhotoTextRow[] =>
  paths.map((path) => ({ path, alt: "", caption: "", ...photoText(extra, path) }));

/** The block's lines this site does not read, as the form's hidden field carries them (photo words apart). */
export const otherSettings = (extra: FrontMatter["extra"]) =>
  extra
    .filter(([key]) => !isPhotoKey(key))
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");

/** The hidden field's lines back as the block's (photo words apart: the rows carry those). */
export const keptLines = (text: string): FrontMatter["extra"] =>
  text.trim() ? readFrontMatter(`${FENCE}\n${text.trim()}\n${FENCE}\n`).extra.filter(([key]) => !isPhotoKey(key)) : [];

/** The rows as the block's lines; photos removed in this save lose their words too. */
export function photoTextLines(rows: readonly PhotoTextRow[], removed: ReadonlySet<string>): FrontMatter["extra"] {
  return rows
    .filter((photo) => !removed.has(photo.path))
    .flatMap((photo): FrontMatter["extra"] => [
      ...(photo.alt ? [[photoKey("alt", photo.path), photo.alt] as [string, string]] : []),
      ...(photo.caption ? [[photoKey("caption", photo.path), photo.caption] as [string, string]] : []),
    ]);
}
