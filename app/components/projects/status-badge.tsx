import { projectStatusBadge } from "~/vocabulary/project-statuses";

/** Completed (success), In Progress (warning), Planned (info), On Hold (secondary). */
export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = projectStatusBadge(status, "title");
  return <span className={`badge badge--${tone}`}>{label}</span>;
}
