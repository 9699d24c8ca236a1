import type { ProjectFormValues } from "~/schemas/project-form";
import { FRONT_MATTER_KEYS, keptLinesFrom, keptLinesText } from "~/records/front-matter";
import { projectVisibility, type Project, type ProjectSettingsDraft } from "~/records/project";
import { photoTextRows } from "~/kits/upload-form/photo-texts";

/**
 * A project's place in the shared publishing control (Published, Scheduled or Draft, and the
 * publish date: components/admin/publish-control.tsx), its SEO title and meta description, its client quote and its photos' alt text and captions as the form shows
 * and posts them; the project keeps them in its description's settings block (DESIGN rule 13,
 * docs/decisions/014-front-matter-in-content.md, records/project.server.ts). The form shows them as
 * fields and the description without the block.
 */

/** What the edit form starts with, of the project's settings. */
export function projectSettings(project: Project) {
  return {
    description: project.description,
    // The control starts where the project stands now (a schedule whose time has passed: published).
    visibility: projectVisibility(project).state,
    // A datetime-local input's value: 'YYYY-MM-DDTHH:MM'.
    publish: project.settings.publish ? project.settings.publish.slice(0, 16) : "",
    seo_title: project.settings["seo-title"] ?? "",
    meta_description: project.settings.description ?? "",
    quote: project.settings.quote ?? "",
    quote_by: project.settings["quote-by"] ?? "",
    photo_texts: photoTextRows(project.photoWords, project.images),
    settings_kept: keptLinesText(project.keptSettings),
  };
}

/** The settings a save gives the service; photos removed in this save lose their words too. */
export function projectSettingsDraft(values: ProjectFormValues): Required<ProjectSettingsDraft> {
  return {
    settings: {
      status: values.visibility === "draft" ? "draft" : undefined,
      publish: values.publish ? FRONT_MATTER_KEYS.publish(values.publish) : undefined,
      "seo-title": values.seo_title || undefined,
      description: values.meta_description || undefined,
      quote: values.quote,
      "quote-by": values.quote_by,
    },
    keptSettings: keptLinesFrom(values.settings_kept),
    photoTexts: { rows: values.photo_texts, removed: values.remove_images },
  };
}
