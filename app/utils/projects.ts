import { PROJECT_CATEGORIES } from "~/vocabulary/project-categories";
import { PROJECT_STATUS_VALUES } from "~/vocabulary/project-statuses";

/**
 * The projects gallery's choices in the URL (category, status, featured,
 * page) and the spec's labels and badge colours for a project's status.
 */

export const PROJECT_PAGE_SIZE = 9;
export const TITLE_LIMIT = 50;
export const DESCRIPTION_LIMIT = 120;

export const FEATURED_CHOICES = [
  { value: "", label: "All projects" },
  { value: "1", label: "Featured only" },
  { value: "0", label: "Not featured" },
] as const;

/** A project as a card shows it (the gallery, related projects): title and description already cut. */
export interface ProjectCardData {
  id: number;
  title: string;
  description: string;
  category: string;
  location: string;
  year: string;
  status: string;
  featured: boolean;
  image: string | null;
  /** The project's own page (utils/project-page.ts). */
  path: string;
  /** The owner's alt text of that image, when written. */
  imageAlt?: string;
}

export interface ProjectFilters {
  category: string;
  status: string;
  featured: "" | "1" | "0";
  page: number;
}

const known = <T extends string>(list: readonly T[], value: string | null): T | "" =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : "";

/** Reads the filters leniently: unknown values mean 'all', pages start at 1. */
export function parseProjectFilters(params: URLSearchParams): ProjectFilters {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    category: known(PROJECT_CATEGORIES, params.get("category")),
    status: known(PROJECT_STATUS_VALUES, params.get("status")),
    featured: known(["1", "0"], params.get("featured")),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

export const hasActiveFilters = (filters: ProjectFilters) =>
  Boolean(filters.category || filters.status || filters.featured);

/** The query string for a gallery state (defaults left out), plus extra parameters. */
export function projectsSearch(
  filters: ProjectFilters,
  extra: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.status) params.set("status", filters.status);
  if (filters.featured) params.set("featured", filters.featured);
  if (filters.page > 1) params.set("page", String(filters.page));
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}
