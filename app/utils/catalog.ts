/**
 * Words, lists and small calculations shared by the admin product and
 * project screens (admin-area §2–§5, DESIGN 'Decisions on the spec's open points').
 */

export type BadgeTone = "success" | "warning" | "info" | "secondary" | "danger";

/** 'interior-design' → 'Interior Design'; the spec's label for slugs and statuses. */
export function titleCase(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

// Products ------------------------------------------------------------------

export const PRODUCT_STATUSES = [
  { value: "active", label: "Active" },
  { value: "draft", label: "Draft" },
  { value: "out_of_stock", label: "Out of Stock" },
] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]["value"];
export const PRODUCT_STATUS_VALUES = PRODUCT_STATUSES.map((s) => s.value) as [ProductStatus, ...ProductStatus[]];
export const MAX_PRODUCT_IMAGES = 5;

const productStatusTone: Record<string, BadgeTone> = { active: "success", draft: "secondary", out_of_stock: "danger" };

/** Any other status from the API is shown as it comes, title-cased. */
export function productStatusBadge(status: string): { label: string; tone: BadgeTone } {
  const known = PRODUCT_STATUSES.find((s) => s.value === status);
  return { label: known?.label ?? titleCase(status || "unknown"), tone: productStatusTone[status] ?? "secondary" };
}

/** Stock badge: above 10 success, 1–10 warning, 0 danger (admin-area §4). */
export function stockTone(stock: number): BadgeTone {
  if (stock > 10) return "success";
  if (stock >= 1) return "warning";
  return "danger";
}

const ghs = new Intl.NumberFormat("en-GH", { style: "currency", currency: "GHS", currencyDisplay: "code" });

/** Money is in GHS everywhere (DESIGN decision), e.g. 'GHS 1,250.00'. */
export function formatMoney(amount: number): string {
  return ghs.format(amount).replace(/\u00a0/g, " ");
}

interface ProductLike {
  name: string;
  sku: string;
  category: string;
  tags: string[];
  description: string;
  price: number;
  stock_quantity: number;
  status: string;
  featured: boolean;
}

export function productStats(products: readonly ProductLike[]) {
  return {
    total: products.length,
    active: products.filter((p) => p.status === "active").length,
    featured: products.filter((p) => p.featured).length,
    outOfStock: products.filter((p) => p.stock_quantity <= 0 || p.status === "out_of_stock").length,
    inventoryValue: products.reduce((sum, p) => sum + p.price * Math.max(0, p.stock_quantity), 0),
  };
}

export function matchesProduct(product: ProductLike, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [product.name, product.sku, product.category, product.description, ...product.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

// Projects ------------------------------------------------------------------

export const PROJECT_CATEGORIES = ["residential", "commercial", "interior-design", "landscape", "renovation"] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_STATUSES = [
  { value: "completed", label: "Completed", tone: "success" },
  { value: "in-progress", label: "In Progress", tone: "warning" },
  { value: "planned", label: "Planned", tone: "info" },
  { value: "on-hold", label: "On Hold", tone: "secondary" },
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]["value"];
export const PROJECT_STATUS_VALUES = PROJECT_STATUSES.map((s) => s.value) as [ProjectStatus, ...ProjectStatus[]];
export const MAX_PROJECT_IMAGES = 8;

/** Unknown statuses show raw with the secondary colour (admin-area §4). */
export function projectStatusBadge(status: string): { label: string; tone: BadgeTone } {
  const known = PROJECT_STATUSES.find((s) => s.value === status);
  return known ? { label: known.label, tone: known.tone } : { label: status, tone: "secondary" };
}

export function projectCategoryLabel(category: string): string {
  return category.trim() ? titleCase(category) : "Uncategorized";
}

/** The current year and the 9 before it, newest first. */
export function projectYears(now = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 10 }, (_, index) => year - index);
}

/** Cut at 100 characters with '...', or 'No description available'. */
export function shortDescription(description: string, max = 100): string {
  const text = description.trim();
  if (!text) return "No description available";
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

interface ProjectLike {
  title: string;
  client: string;
  location: string;
  category: string;
  description: string;
  tags: string[];
  status: string;
  featured: boolean;
}

export function matchesProject(project: ProjectLike, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [project.title, project.client, project.location, project.category, project.description, ...project.tags].some(
    (text) => text.toLowerCase().includes(needle),
  );
}

export function projectStats(projects: readonly ProjectLike[]) {
  const count = (status: string) => projects.filter((p) => p.status === status).length;
  return {
    total: projects.length,
    completed: count("completed"),
    inProgress: count("in-progress"),
    planned: count("planned"),
    featured: projects.filter((p) => p.featured).length,
  };
}
