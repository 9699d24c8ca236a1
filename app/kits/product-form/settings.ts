import type { ProductFormValues } from "~/schemas/product-form";
import { keptLinesFrom, keptLinesText } from "~/records/front-matter";
import type { Product, ProductSettingsDraft } from "~/records/product";
import { photoTextRows } from "~/kits/upload-form/photo-texts";

/**
 * A product's SEO title and meta description and its photos' alt text and captions as the form
 * shows and posts them; the product keeps them in its description's settings block (DESIGN rule 13,
 * docs/decisions/014-front-matter-in-content.md, records/product.server.ts), as a project does.
 * The form shows them as fields and the description without the block.
 */

/** What the edit form starts with, of the product's settings. */
export function productSettings(product: Product) {
  return {
    description: product.description,
    seo_title: product.settings["seo-title"] ?? "",
    meta_description: product.settings.description ?? "",
    photo_texts: photoTextRows(
      product.photoWords,
      product.images.map((image) => image.path),
    ),
    settings_kept: keptLinesText(product.keptSettings),
  };
}

/** The settings a save gives the service; photos removed in this save (by id) lose their words too. */
export function productSettingsDraft(
  values: ProductFormValues,
  product: Product | null,
): Required<ProductSettingsDraft> {
  const removedIds = new Set(values.remove_image_ids);
  const removed = (product?.images ?? [])
    .filter((image) => image.id !== null && removedIds.has(image.id))
    .map((image) => image.path);
  return {
    settings: { "seo-title": values.seo_title || undefined, description: values.meta_description || undefined },
    keptSettings: keptLinesFrom(values.settings_kept),
    photoTexts: { rows: values.photo_texts, removed },
  };
}
