import { photoText, type PhotoTextRow, type PhotoWords } from "~/records/front-matter";

/**
 * A record's photos' alt text and captions as its form shows them (a project's or a product's),
 * which the record keeps in its description's settings block (docs/decisions/014-front-matter-in-content.md).
 * Generated words stay the fallback.
 */

/** The form's rows for the stored photos, from the owner's words. */
export const photoTextRows = (words: PhotoWords, paths: readonly string[]): PhotoTextRow[] =>
  paths.map((path) => ({ path, alt: "", caption: "", ...photoText(words, path) }));
