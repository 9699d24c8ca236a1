import type { Badge } from "~/vocabulary/badge";
import { titleCase } from "~/vocabulary/titles";
import { valuesOf } from "~/vocabulary/choices";

/**
 * The projects' statuses, their labels and badge colours (admin-area §4, public-site §6). Apart from
 * the products' (statuses.ts re-exports them) so the public projects page loads only these.
 */
export const PROJECT_STATUSES = [
  { value: "completed", label: "Completed", tone: "success" },
  { value: "in-progress", label: "In Progress", tone: "warning" },
  { value: "planned", label: "Planned", tone: "info" },
  { value: "on-hold", label: "On Hold", tone: "secondary" },
] as const;
export const PROJECT_STATUS_VALUES = valuesOf(PROJECT_STATUSES);

/** Unknown statuses: the admin shows them raw (admin-area §4), the public gallery title-cased. */
export function projectStatusBadge(status: string, unknown: "raw" | "title" = "raw"): Badge {
  const known = PROJECT_STATUSES.find((s) => s.value === status.toLowerCase());
  if (known) return { label: known.label, tone: known.tone };
  if (unknown === "raw") return { label: status, tone: "secondary" };
  return { label: status ? titleCase(status) : "Unknown", tone: "secondary" };
}
