import type { Product as ProductRow } from "~/schemas/api";
import { isPhotoKey, photoTextLines, photoWordsOf, readFrontMatter, writeFrontMatter } from "~/records/front-matter";
import type { Product, ProductSettingsDraft } from "~/records/product";

/**
 * A product read from the API and written back to it: the one place its description's settings
 * block is read (toProduct) and put back (storedProductDescription), decision 014.
 */

export function toProduct(row: ProductRow): Product {
  const { data, extra, body } = readFrontMatter(row.description);
  return {
    ...row,
    description: body,
    settings: { "seo-title": data["seo-title"], description: data.description },
    keptSettings: extra.filter(([key]) => !isPhotoKey(key)),
    photoWords: photoWordsOf(extra),
  };
}

/** The description as the API stores it; photos removed in this save lose their words too. */
export function storedProductDescription({
  description,
  settings = {},
  keptSettings = [],
  photoTexts = { rows: [], removed: [] },
}: { description: string } & ProductSettingsDraft): string {
  return writeFrontMatter({
    data: {
      "seo-title": settings["seo-title"] || undefined,
      description: settings.description || undefined,
    },
    extra: [...keptSettings.filter(([key]) => !isPhotoKey(key)), ...photoTextLines(photoTexts)],
    body: description,
  });
}
