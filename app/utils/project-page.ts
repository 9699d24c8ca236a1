import { wrapIndex } from "~/utils/gallery";

/**
 * A project's own page (decision 016): its address `/resources/projects/<id>-<slug of the title>`,
 * which photo its viewer shows (`?photo=n`, 1-based), the photos' words, the contact link that
 * starts a project like it, and the neighbours and related projects around it.
 */

export const PROJECTS_PATH = "/resources/projects";

/** 'Courtyard House, East Legon' → 'courtyard-house-east-legon' (accents dropped, at most 80 characters). */
export function projectSlug(title: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/, "") || "project"
  );
}

/** The project's page: what the gallery, the home page and the sitemap link to. */
export const projectPagePath = (project: { id: number; title: string }) =>
  `${PROJECTS_PATH}/${project.id}-${projectSlug(project.title)}`;

/** Reads the route's `<id>-<slug>` (or a bare id); null when it does not start with a whole id. */
export function parseProjectParam(param: string | undefined): { id: number; slug: string } | null {
  const match = /^(\d{1,9})(?:-(.*))?$/.exec(param ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? { id, slug: match[2] ?? "" } : null;
}

/** The photo `?photo=` names (1-based) as a 0-based index, or null when none is open or it is out of range. */
export function openPhoto(value: string | null, count: number): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= count ? n - 1 : null;
}

/** The page with photo `index` (0-based, wrapping) open; `null` closes the viewer. */
export function photoHref(path: string, index: number | null, count: number): string {
  return index === null ? path : `${path}?photo=${wrapIndex(index, count) + 1}`;
}

export interface ProjectPhoto {
  src: string;
  alt: string;
  caption: string;
}

/** The owner's words for a photo, where written (decision 014: the settings block, or the form as typed). */
export type OwnPhotoWords = (src: string) => { alt?: string; caption?: string } | undefined;

/**
 * The photos with their words: the owner's alt text and caption where written; else (the API
 * stores paths only) each says what it is a view of.
 */
export function projectPhotos(
  project: { title: string; location: string; images: readonly string[] },
  ownWords?: OwnPhotoWords,
): ProjectPhoto[] {
  const count = project.images.length;
  return project.images.map((src, index) => {
    const own = ownWords?.(src);
    return {
      src,
      alt:
        own?.alt ||
        (count > 1 ? `${project.title}, photograph ${index + 1} of ${count}` : `${project.title}, photograph`),
      caption:
        own?.caption ||
        `${index === 0 && project.location ? `${project.location}. ` : ""}View ${index + 1} of ${count}`,
    };
  });
}

/** The contact form's project type for a project of this category (the contact form's subjects). */
export function contactSubjectFor(category: string): "architecture" | "interior-design" {
  return category === "interior-design" ? "interior-design" : "architecture";
}

/** 'Start a project like this': the contact form with the type chosen and the project named. */
export const startProjectHref = (project: { id: number; category: string }) =>
  `/resources/contact-us?subject=${contactSubjectFor(project.category)}&project=${project.id}#contact-form`;

/** The message the contact form starts with when a project page sent the visitor. */
export const projectEnquiry = (project: { title: string; location: string }) =>
  `I would like to start a project like ${project.title}${project.location ? ` (${project.location})` : ""}. `;

interface Listed {
  id: number;
  category: string;
}

/** The projects before and after this one in the gallery's order (newest first), wrapping round. */
export function neighbours<T extends Listed>(all: readonly T[], id: number): { previous: T | null; next: T | null } {
  const at = all.findIndex((project) => project.id === id);
  if (at === -1 || all.length < 2) return { previous: null, next: null };
  return { previous: all[wrapIndex(at - 1, all.length)], next: all[wrapIndex(at + 1, all.length)] };
}

/** Up to `count` other projects of the same category, then others, in the gallery's order. */
export function relatedProjects<T extends Listed>(all: readonly T[], project: Listed, count = 3): T[] {
  const others = all.filter((item) => item.id !== project.id);
  return [
    ...others.filter((item) => item.category === project.category),
    ...others.filter((item) => item.category !== project.category),
  ].slice(0, count);
}

/** A client's words about a project (its description's settings block: `quote`, `quote-by`; decision 016). */
export interface ClientQuote {
  text: string;
  /** Who said it: 'Ama Mensah, homeowner', else the project's client. */
  by: string;
  project: string;
  path: string;
}
