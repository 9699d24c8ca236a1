import { Form, Link } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useUrlState, useUrlStateForm } from "~/kits/url-state";
import {
  FEATURED_CHOICES,
  hasActiveFilters,
  parseProjectFilters,
  type ProjectFilters as Filters,
} from "~/utils/projects";
import { PROJECT_CATEGORIES } from "~/vocabulary/project-categories";
import { PROJECT_STATUSES } from "~/vocabulary/statuses";
import { titleCase } from "~/vocabulary/titles";

const PROJECTS_PATH = "/resources/projects";

/**
 * Category, status and featured as one GET form. Without JavaScript
 * 'Apply Filters' submits it; with JavaScript a change applies at once.
 * The choices are the URL's (the one on its way while a change loads), so
 * Back and 'Clear Filters' show the right ones. `filters` are the loaded page's.
 */
export function ProjectFilters({ filters }: { filters: Filters }) {
  const hydrated = useHydrated();
  const state = useUrlState({ resets: ["page", "project", "image"] });
  const form = useUrlStateForm(state);
  const shown = parseProjectFilters(state.params);
  const change = (name: keyof Filters, value: string) => state.set({ [name]: value });
  return (
    <Form
      method="get"
      action={PROJECTS_PATH}
      className="project-filters"
      aria-label="Filter projects"
      preventScrollReset
      {...form}
    >
      <div className="project-filters__field">
        <label htmlFor="project-category">Category</label>
        <select
          id="project-category"
          name="category"
          value={shown.category}
          onChange={(event) => change("category", event.target.value)}
        >
          <option value="">All Categories</option>
          {PROJECT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {titleCase(category)}
            </option>
          ))}
        </select>
      </div>
      <div className="project-filters__field">
        <label htmlFor="project-status">Status</label>
        <select
          id="project-status"
          name="status"
          value={shown.status}
          onChange={(event) => change("status", event.target.value)}
        >
          <option value="">All Statuses</option>
          {PROJECT_STATUSES.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </div>
      <div className="project-filters__field">
        <label htmlFor="project-featured">Featured</label>
        <select
          id="project-featured"
          name="featured"
          value={shown.featured}
          onChange={(event) => change("featured", event.target.value)}
        >
          {FEATURED_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="project-filters__actions">
        {hydrated ? null : (
          <button type="submit" className="button button--primary">
            Apply Filters
          </button>
        )}
        {hasActiveFilters(filters) ? (
          <Link to={PROJECTS_PATH} className="button button--ghost" preventScrollReset>
            Clear Filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
