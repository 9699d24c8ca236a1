import type { Project } from "~/schemas/api";
import type { ProjectFormValues } from "~/schemas/project-form";
import { keptLines, otherSettings, photoTextLines, photoTextRows } from "~/kits/upload-form/photo-texts";
import { readFrontMatter, writeFrontMatter } from "~/utils/front-matter";

/**
 * A project's draft state, its client quote and its photos' alt text and captions, kept in the settings block of its
 * description (DESIGN rule 13, docs/decisions/014-front-matter-in-content.md). The form shows them
 * as fields and the description without the block; saving joins them again.
 */

/** What the edit form starts with, of the description's block. */
export function projectSettings(project: Project) {
  const { data, extra, body } = readFrontMatter(project.description);
  return {
    description: body,
    draft: data.status === "draft",
    quote: data.quote ?? "",
    quote_by: data["quote-by"] ?? "",
    photo_texts: photoTextRows(extra, project.images),
    settings_kept: otherSettings(extra),
  };
}

/** The description as the API stores it; photos removed in this save lose their words too. */
export function storedDescription(values: ProjectFormValues): string {
  return writeFrontMatter({
    data: {
      status: values.draft ? "draft" : undefined,
      quote: values.quote || undefined,
      "quote-by": values.quote && values.quote_by ? values.quote_by : undefined,
    },
    extra: [...keptLines(values.settings_kept), ...photoTextLines(values.photo_texts, new Set(values.remove_images))],
    body: values.description,
  });
}
