import type { Product as ProductRow } from "~/schemas/api";
import type { FrontMatterData, KeptSettings, PhotoTextsDraft, PhotoWords } from "~/records/front-matter";

/*
 * A product as the site reads it (decision 014). Its block holds its SEO title and meta description
 * and its photos' words; its draft state is the API's own `status` (the spec's field), never the
 * block's. What a browser may load: the block itself is read and written only by
 * records/product.server.ts.
 */

/** A product's settings: its SEO title and meta description (`seo-title`, `description`). */
export type ProductSettings = Pick<FrontMatterData, "seo-title" | "description">;

/** A product as the services give it: `description` is its Markdown without the settings block. */
export interface Product extends ProductRow {
  settings: ProductSettings;
  /** The block's lines this site does not read (photo words apart), written back unchanged on edit. */
  keptSettings: KeptSettings;
  /** The owner's alt text and caption of its photos (photoText). */
  photoWords: PhotoWords;
}

/**
 * What a save gives the service besides the API's fields: `description` is the Markdown alone and
 * these go back into its block (records/product.server.ts). Without them the description is stored
 * as given, as a product without settings always was.
 */
export interface ProductSettingsDraft {
  settings?: ProductSettings;
  keptSettings?: KeptSettings;
  photoTexts?: PhotoTextsDraft;
}
