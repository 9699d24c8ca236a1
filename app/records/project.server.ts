import type { Project as ProjectRow } from "~/schemas/api";
import { isPhotoKey, photoTextLines, photoWordsOf, readFrontMatter, writeFrontMatter } from "~/records/front-matter";
import type { Project, ProjectSettingsDraft } from "~/records/project";

/**
 * A project read from the API and written back to it: the one place its description's settings
 * block is read (toProject) and put back (storedDescription), decision 014.
 */

export function toProject(row: ProjectRow): Project {
  const { data, extra, body } = readFrontMatter(row.description);
  return {
    ...row,
    description: body,
    settings: data,
    keptSettings: extra.filter(([key]) => !isPhotoKey(key)),
    photoWords: photoWordsOf(extra),
  };
}

/** The description as the API stores it; photos removed in this save lose their words too. */
export function storedDescription({
  description,
  settings = {},
  keptSettings = [],
  photoTexts = { rows: [], removed: [] },
}: { description: string } & ProjectSettingsDraft): string {
  return writeFrontMatter({
    data: {
      status: settings.status === "draft" ? "draft" : undefined,
      publish: settings.publish || undefined,
      "seo-title": settings["seo-title"] || undefined,
      description: settings.description || undefined,
      quote: settings.quote || undefined,
      "quote-by": settings.quote && settings["quote-by"] ? settings["quote-by"] : undefined,
    },
    extra: [...keptSettings.filter(([key]) => !isPhotoKey(key)), ...photoTextLines(photoTexts)],
    body: description,
  });
}
