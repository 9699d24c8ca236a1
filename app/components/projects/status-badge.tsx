import { statusBadge } from "~/utils/projects";

/** Completed (success), In Progress (warning), Planned (info), On Hold (secondary). */
export function StatusBadge({ status }: { status: string }) {
  const { label, badge } = statusBadge(status);
  return <span className={`badge badge--${badge}`}>{label}</span>;
}
