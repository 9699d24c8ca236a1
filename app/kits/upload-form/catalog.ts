/**
 * What Add/Edit Product and Add/Edit Project say and where they lead, which differ only by the
 * record (admin-area §2, §8). Adding: 'Add Product', 'Adding Product...', 'Failed to add product.
 * Please try again.', 'Product added successfully!' (then Add Product again, for the next one).
 * Editing: 'Update Product', 'Updating Product...', 'Failed to update product. Please try again.',
 * 'Product updated successfully!' (then the list); 'Failed to load product' when there is none.
 * The pages' titles, breadcrumb and 'View Products' follow from the record too (CatalogPage).
 */

export type CatalogRecord = "Product" | "Project";
export type CatalogMode = "add" | "edit";

interface CatalogEntry {
  /** The list, and its crumb in the pages' breadcrumb (the spec's 'Products', 'Project'). */
  list: string;
  crumb: string;
  add: string;
  /** The name the form's 'Remove' boxes post (our API extension). */
  removeField: string;
}

export const CATALOG: Record<CatalogRecord, CatalogEntry> = {
  Product: {
    list: "/dashboard/view-products/",
    crumb: "Products",
    add: "/dashboard/add-products/",
    removeField: "remove_image_ids",
  },
  Project: {
    list: "/dashboard/view-projects/",
    crumb: "Project",
    add: "/dashboard/add-project/",
    removeField: "remove_images",
  },
};

const VERBS = {
  add: { Verb: "Add", doing: "Adding", verb: "add", done: "added" },
  edit: { Verb: "Update", doing: "Updating", verb: "update", done: "updated" },
} as const;

export function catalogWords(record: CatalogRecord, mode: CatalogMode) {
  const { Verb, doing, verb, done } = VERBS[mode];
  const noun = record.toLowerCase();
  return {
    save: `${Verb} ${record}`,
    busy: `${doing} ${record}...`,
    failure: `Failed to ${verb} ${noun}. Please try again.`,
    saved: `${record} ${done} successfully!`,
    loadFailed: `Failed to load ${noun}`,
  };
}
