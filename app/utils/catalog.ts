/**
 * Words, lists and small calculations shared by the admin product and
 * project screens (admin-area §2–§5, DESIGN 'Decisions on the spec's open points').
 */

// Products ------------------------------------------------------------------

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
