import { photoText } from "~/records/front-matter";
import type { Project } from "~/records/project";
import { formattedText } from "~/utils/markdown.server";
import { projectPagePath } from "~/utils/project-page";
import { DESCRIPTION_LIMIT, TITLE_LIMIT, type ProjectCardData } from "~/utils/projects";
import { truncate } from "~/utils/shop";

/**
 * A project as its card shows it, in the gallery and among a project page's related projects:
 * title and description cut (the description as plain text), the owner's alt text of the first
 * photo when written, and the address of its page.
 */
export function projectCard(project: Project): ProjectCardData {
  const { text } = formattedText(project.description);
  const alt = project.images[0] ? photoText(project.photoWords, project.images[0]).alt : undefined;
  return {
    id: project.id,
    title: truncate(project.title, TITLE_LIMIT),
    description: truncate(text, DESCRIPTION_LIMIT),
    ...(alt ? { imageAlt: alt } : {}),
    category: project.category,
    location: project.location,
    year: project.year,
    status: project.status,
    featured: project.featured,
    image: project.images[0] ?? null,
    path: projectPagePath(project),
  };
}

/**
 * A project's facts with its description as formatted text (`description` its plain text), as the
 * gallery's quick look and the project's page show them.
 */
export function projectFacts(project: Project) {
  const { doc, text } = formattedText(project.description);
  return {
    id: project.id,
    title: project.title,
    description: text,
    descriptionDoc: doc,
    category: project.category,
    client: project.client,
    location: project.location,
    year: project.year,
    status: project.status,
    featured: project.featured,
    tags: project.tags,
  };
}
