/** How slugs and stored values read as words on the page. */

/** 'interior-design' → 'Interior Design'; the spec's label for slugs, categories and statuses. */
export function titleCase(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/** A post's or project's category as a label; none → 'Uncategorized'. */
export const categoryLabel = (category: string) => (category.trim() ? titleCase(category) : "Uncategorized");
