import type { ProjectFormValues } from "~/schemas/project-form";
import { keptLinesFrom, keptLinesText } from "~/records/front-matter";
import type { Project, ProjectSettingsDraft } from "~/records/project";
import { photoTextRows } from "~/kits/upload-form/photo-texts";

/**
 * A project's draft state, its client quote and its photos' alt text and captions as the form shows
 * and posts them; the project keeps them in its description's settings block (DESIGN rule 13,
 * docs/decisions/014-front-matter-in-content.md, records/project.server.ts). The form shows them as
 * fields and the description without the block.
 */

/** What the edit form starts with, of the project's settings. */
export function projectSettings(project: Project) {
  return {
    description: project.description,
    draft: project.settings.status === "draft",
    quote: project.settings.quote ?? "",
    quote_by: project.settings["quote-by"] ?? "",
    photo_texts: photoTextRows(project.photoWords, project.images),
    settings_kept: keptLinesText(project.keptSettings),
  };
}

/** The settings a save gives the service; photos removed in this save lose their words too. */
export function projectSettingsDraft(values: ProjectFormValues): Required<ProjectSettingsDraft> {
  return {
    settings: { status: values.draft ? "draft" : undefined, quote: values.quote, "quote-by": values.quote_by },
    keptSettings: keptLinesFrom(values.settings_kept),
    photoTexts: { rows: values.photo_texts, removed: values.remove_images },
  };
}
