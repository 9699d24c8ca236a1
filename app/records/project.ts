import type { Project as ProjectRow } from "~/schemas/api";
import {
  visibility,
  type FrontMatterData,
  type KeptSettings,
  type PhotoTextsDraft,
  type PhotoWords,
} from "~/records/front-matter";
import { projectPagePath, type ClientQuote } from "~/utils/project-page";

/*
 * A project as the site reads it (decision 014). What a browser may load: the block itself is read
 * and written only by records/project.server.ts.
 */

/**
 * A project's settings: its draft state (`status`) and publish date (`publish`: a date ahead
 * schedules it), its SEO title and meta description (`seo-title`, `description`), and its
 * client's quote (`quote`, `quote-by`).
 */
export type ProjectSettings = FrontMatterData;

/** A project as the services give it: `description` is its Markdown without the settings block. */
export interface Project extends ProjectRow {
  settings: ProjectSettings;
  /** The block's lines this site does not read (photo words apart), written back unchanged on edit. */
  keptSettings: KeptSettings;
  /** The owner's alt text and caption of its photos (photoText). */
  photoWords: PhotoWords;
}

/**
 * What a save gives the service besides the API's fields: `description` is the Markdown alone and
 * these go back into its block (records/project.server.ts). Without them the description is stored
 * as given.
 */
export interface ProjectSettingsDraft {
  settings?: ProjectSettings;
  keptSettings?: KeptSettings;
  photoTexts?: PhotoTextsDraft;
}

/** Where a project stands for a visitor at `now`: a draft, scheduled (a publish date ahead) or published. */
export const projectVisibility = (project: Pick<Project, "settings" | "keptSettings">, now = new Date()) =>
  visibility({ data: project.settings, extra: project.keptSettings }, now);

/**
 * A project a visitor may see: neither a draft (`status: draft` in its settings, decision 014) nor
 * scheduled for later; decided at every request, after the read cache (services/projects.server.ts).
 */
export const isPublicProject = (project: Pick<Project, "settings" | "keptSettings">, now = new Date()) =>
  projectVisibility(project, now).state === "published";

/** The project's client quote, or null when the owner typed none. */
export function clientQuoteOf(project: Pick<Project, "id" | "title" | "client" | "settings">): ClientQuote | null {
  const { settings } = project;
  if (!settings.quote) return null;
  return {
    text: settings.quote,
    by: settings["quote-by"] || project.client,
    project: project.title,
    path: projectPagePath(project),
  };
}
