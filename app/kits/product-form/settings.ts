import type { Product } from "~/schemas/api";
import type { ProductFormValues } from "~/schemas/product-form";
import { keptLines, otherSettings, photoTextLines, photoTextRows } from "~/kits/upload-form/photo-texts";
import { readFrontMatter, writeFrontMatter } from "~/utils/front-matter";

/**
 * A product's photos' alt text and captions, kept in the settings block of its description (DESIGN
 * rule 13, docs/decisions/014-front-matter-in-content.md), as a project's are. The form shows them
 * as fields and the description without the block; saving joins them again. A product without
 * any is stored exactly as before: no block.
 */

/** What the edit form starts with, of the description's block. */
export function productSettings(product: Product) {
  const { extra, body } = readFrontMatter(product.description);
  return {
    description: body,
    photo_texts: photoTextRows(
      extra,
      product.images.map((image) => image.path),
    ),
    settings_kept: otherSettings(extra),
  };
}

/** The description as the API stores it; photos removed in this save (by id) lose their words too. */
export function storedProductDescription(values: ProductFormValues, product: Product | null): string {
  const removedIds = new Set(values.remove_image_ids);
  const removed = new Set(
    (product?.images ?? []).filter((image) => image.id !== null && removedIds.has(image.id)).map((image) => image.path),
  );
  return writeFrontMatter({
    data: {},
    extra: [...keptLines(values.settings_kept), ...photoTextLines(values.photo_texts, removed)],
    body: values.description,
  });
}
