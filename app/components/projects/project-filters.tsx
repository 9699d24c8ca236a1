import { Form } from "@remix-run/react";
import { useUrlState } from "~/components/url-state";
import { FilterFormActions, useUrlStateForm } from "~/components/url-state-form";
import {
  FEATURED_CHOICES,
  hasActiveFilters,
  parseProjectFilters,
  type ProjectFilters as Filters,
} from "~/utils/projects";
import { PROJECT_CATEGORIES } from "~/vocabulary/project-categories";
import { PROJECT_STATUSES } from "~/vocabulary/project-statuses";
import { titleCase } from "~/vocabulary/titles";
import { Options } from "~/components/options";

const PROJECTS_PATH = "/resources/projects";

interface Option {
  value: string;
  label: string;
}
const CATEGORY_OPTIONS: Option[] = [
  { value: "", label: "All Categories" },
  ...PROJECT_CATEGORIES.map((category) => ({ value: category, label: titleCase(category) })),
];
const STATUS_OPTIONS: Option[] = [{ value: "", label: "All Statuses" }, ...PROJECT_STATUSES];

/**
 * Category, status and featured as one GET form. Without JavaScript
 * 'Apply Filters' submits it; with JavaScript a change applies at once.
 * The choices are the URL's (the one on its way while a change loads), so
 * Back and 'Clear Filters' show the right ones. `filters` are the loaded page's.
 */
export function ProjectFilters({ filters }: { filters: Filters }) {
  const state = useUrlState({ resets: ["page", "project", "image"] });
  const form = useUrlStateForm(state);
  const shown = parseProjectFilters(state.params);
  const select = (name: "category" | "status" | "featured", label: string, options: readonly Option[]) => (
    <div className="project-filters__field">
      <label htmlFor={`project-${name}`}>{label}</label>
      <select
        id={`project-${name}`}
        name={name}
        value={shown[name]}
        onChange={(event) => state.set({ [name]: event.target.value })}
      >
        <Options options={options} />
      </select>
    </div>
  );
  return (
    <Form
      method="get"
      action={PROJECTS_PATH}
      className="project-filters"
      aria-label="Filter projects"
      preventScrollReset
      {...form}
    >
      {select("category", "Category", CATEGORY_OPTIONS)}
      {select("status", "Status", STATUS_OPTIONS)}
      {select("featured", "Featured", FEATURED_CHOICES)}
      <FilterFormActions
        className="project-filters__actions"
        reset={hasActiveFilters(filters) ? { to: PROJECTS_PATH, label: "Clear Filters" } : null}
      />
    </Form>
  );
}
