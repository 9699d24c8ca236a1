import { Form, Link, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FEATURED_CHOICES, hasActiveFilters, projectsSearch, type ProjectFilters as Filters } from "~/utils/projects";
import { PROJECT_CATEGORIES } from "~/vocabulary/project-categories";
import { PROJECT_STATUSES } from "~/vocabulary/statuses";
import { titleCase } from "~/vocabulary/titles";

const PROJECTS_PATH = "/resources/projects";

/**
 * Category, status and featured as one GET form. Without JavaScript
 * 'Apply Filters' submits it; with JavaScript a change applies at once.
 * The choices follow the URL, so Back and 'Clear Filters' show the right ones.
 */
export function ProjectFilters({ filters }: { filters: Filters }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(filters);
  // When the URL's filters change (Back, 'Clear Filters'), the choices follow.
  const urlKey = projectsSearch({ ...filters, page: 1 });
  const [seenKey, setSeenKey] = useState(urlKey);
  if (urlKey !== seenKey) {
    setSeenKey(urlKey);
    setDraft(filters);
  }

  const change = (next: Partial<Filters>) => {
    const updated = { ...draft, ...next, page: 1 };
    setDraft(updated);
    navigate(`${PROJECTS_PATH}${projectsSearch(updated)}`, { preventScrollReset: true });
  };
  return (
    <Form
      method="get"
      action={PROJECTS_PATH}
      className="project-filters"
      aria-label="Filter projects"
      preventScrollReset
    >
      <div className="project-filters__field">
        <label htmlFor="project-category">Category</label>
        <select
          id="project-category"
          name="category"
          value={draft.category}
          onChange={(event) => change({ category: event.target.value })}
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
          value={draft.status}
          onChange={(event) => change({ status: event.target.value })}
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
          value={draft.featured}
          onChange={(event) =>
            change({ featured: event.target.value === "1" ? "1" : event.target.value === "0" ? "0" : "" })
          }
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
