/**
 * What Add/Edit Product and Add/Edit Project say and where they lead, which differ only by the
 * record (admin-area §2, §8). Adding: 'Add Product', 'Adding Product...', 'Failed to add product.
 * Please try again.', 'Product added successfully!' (then Add Product again, for the next one).
 * Editing: 'Update Product', 'Updating Product...', 'Failed to update product. Please try again.',
 * 'Product updated successfully!' (then the list); 'Failed to load product' when there is none.
 */

export type CatalogRecord = "Product" | "Project";
export type CatalogMode = "add" | "edit";

/** Each record's list and add page, and the name its form's 'Remove' boxes post (our API extension). */
export const CATALOG: Record<CatalogRecord, { list: string; add: string; removeField: string }> = {
  Product: { list: "/dashboard/view-products/", add: "/dashboard/add-products/", removeField: "remove_image_ids" },
  Project: { list: "/dashboard/view-projects/", add: "/dashboard/add-project/", removeField: "remove_images" },
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
