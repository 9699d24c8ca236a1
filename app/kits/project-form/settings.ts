import type { Project } from "~/schemas/api";
import type { ProjectFormValues } from "~/schemas/project-form";
import { FENCE, photoKey, photoText, readFrontMatter, writeFrontMatter, type FrontMatter } from "~/utils/front-matter";

/**
 * A project's draft state, its client quote and its photos' alt text and captions, kept in the settings block of its
 * description (DESIGN rule 13, docs/decisions/014-front-matter-in-content.md). The form shows them
 * as fields and the description without the block; saving joins them again.
 */

const isPhotoKey = (key: string) => key.startsWith("alt.") || key.startsWith("caption.");

/** What the edit form starts with, of the description's block. */
export function projectSettings(project: Project) {
  const { data, extra, body } = readFrontMatter(project.description);
  return {
    description: body,
    draft: data.status === "draft",
    quote: data.quote ?? "",
    quote_by: data["quote-by"] ?? "",
    photo_texts: project.images.map((path) => ({ path, alt: "", caption: "", ...photoText(extra, path) })),
    settings_kept: extra
      .filter(([key]) => !isPhotoKey(key))
      .map(([key, value]) => `${key}: ${value}`)
      .join("\n"),
  };
}

const keptLines = (text: string): FrontMatter["extra"] =>
  text.trim() ? readFrontMatter(`${FENCE}\n${text.trim()}\n${FENCE}\n`).extra.filter(([key]) => !isPhotoKey(key)) : [];

/** The description as the API stores it; photos removed in this save lose their words too. */
export function storedDescription(values: ProjectFormValues): string {
  const removed = new Set(values.remove_images);
  const photos = values.photo_texts
    .filter((photo) => !removed.has(photo.path))
    .flatMap((photo): FrontMatter["extra"] => [
      ...(photo.alt ? [[photoKey("alt", photo.path), photo.alt] as [string, string]] : []),
      ...(photo.caption ? [[photoKey("caption", photo.path), photo.caption] as [string, string]] : []),
    ]);
  return writeFrontMatter({
    data: {
      status: values.draft ? "draft" : undefined,
      quote: values.quote || undefined,
      "quote-by": values.quote && values.quote_by ? values.quote_by : undefined,
    },
    extra: [...keptLines(values.settings_kept), ...photos],
    body: values.description,
  });
}
