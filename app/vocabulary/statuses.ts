import type { Badge, BadgeTone } from "~/vocabulary/badge";
import { titleCase } from "~/vocabulary/titles";
import { valuesOf } from "~/vocabulary/choices";

/** The statuses of products and projects, their labels and badge colours (admin-area §2–§5, public-site §5–§6). */

export type { Badge, BadgeTone } from "~/vocabulary/badge";

// Products: the add form offers active, draft, out_of_stock (admin-area §3); the manage list also
// shows `inactive`, so the edit form offers it too (docs/decisions/011-what-a-php-api-confirms.md).
export const PRODUCT_STATUSES = [
  { value: "active", label: "Active", tone: "success" },
  { value: "draft", label: "Draft", tone: "secondary" },
  { value: "out_of_stock", label: "Out of Stock", tone: "danger" },
] as const;
export const PRODUCT_STATUS_VALUES = valuesOf(PRODUCT_STATUSES);
export const PRODUCT_EDIT_STATUSES = [
  ...PRODUCT_STATUSES,
  { value: "inactive", label: "Inactive", tone: "secondary" },
] as const;

/** Any other status from the API is shown as it comes, title-cased. */
export function productStatusBadge(status: string): Badge {
  const known = PRODUCT_EDIT_STATUSES.find((s) => s.value === status);
  return known
    ? { label: known.label, tone: known.tone }
    : { label: titleCase(status || "unknown"), tone: "secondary" };
}

/** Stock badge: above 10 success, 1–10 warning, 0 danger (admin-area §4). */
export function stockTone(stock: number): BadgeTone {
  if (stock > 10) return "success";
  if (stock >= 1) return "warning";
  return "danger";
}

// Projects: in project-statuses.ts, so the public projects page loads them without the products'.
export { PROJECT_STATUSES, PROJECT_STATUS_VALUES, projectStatusBadge } from "~/vocabulary/project-statuses";
