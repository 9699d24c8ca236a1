import { json } from "@remix-run/node";
import type { ProjectPreviewData } from "~/kits/project-form/project-preview";
import { echo, type FormActionData } from "~/kits/upload-form/action.server";
import { keptImages, typed, typedList, typedPhotoTexts } from "~/kits/upload-form/preview.server";
import type { Project } from "~/records/project";
import { parseMarkdown } from "~/utils/markdown.server";
import { projectPhotos, startProjectHref } from "~/utils/project-page";
import { stateOf } from "~/schemas/publish";
import { isPublishChoice, previewNote } from "~/vocabulary/publish-states";
import { FRONT_MATTER_KEYS } from "~/records/front-matter";
import { longDate } from "~/utils/blog";

/** '1 December 2026, 09:00' of a publish date as the form sends it. */
function shownDate(date: string): string | undefined {
  const at = FRONT_MATTER_KEYS.publish(date);
  return at ? `${longDate(at)}, ${at.slice(11, 16)}` : undefined;
}

/**
 * 'Preview' on Add Project and Edit Project (decision 020): the project's page from the fields as
 * typed, checked by nothing and saved nowhere: its formatted story, the client's quote, the facts,
 * and the photos it will have (the stored ones not ticked for removal, then the ones picked), each
 * with the alt text and caption typed for it, else the generated ones. The form comes back with
 * every value kept.
 */
export function projectPreview(formData: FormData, edited: Project | null, request: Request): Response {
  const removed = new Set(formData.getAll("remove_images").map(String));
  const stored = (edited?.images ?? []).filter((path) => !removed.has(path));
  const images = [...stored, ...keptImages(formData, request)];
  const title = typed(formData, "title") || "Untitled project";
  const location = typed(formData, "location");
  const client = typed(formData, "client");
  const category = typed(formData, "category");
  const texts = typedPhotoTexts(formData);
  const photos = projectPhotos({ title, location, images }, (src) => texts.get(src));
  const quote = typed(formData, "quote");
  const publish = typed(formData, "publish");
  const chosen = typed(formData, "visibility");
  const visibility = stateOf(isPublishChoice(chosen) ? chosen : "", publish);
  const preview: ProjectPreviewData = {
    project: {
      title,
      descriptionDoc: parseMarkdown(formData.get("description")?.toString() ?? ""),
      category,
      client,
      location,
      year: typed(formData, "year"),
      status: typed(formData, "status"),
      tags: typedList(formData, "tags"),
    },
    photos,
    quote: quote ? { text: quote, by: typed(formData, "quote_by") || client } : null,
    startHref: startProjectHref({ id: edited?.id ?? 0, category }),
    note: previewNote("project", visibility, visibility === "scheduled" ? shownDate(publish) : undefined),
  };
  return json<FormActionData & { preview: ProjectPreviewData }>({
    result: echo(formData, ["images", "intent"]),
    preview,
  });
}
