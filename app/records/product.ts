import type { Product as ProductRow } from "~/schemas/api";
import type { KeptSettings, PhotoTextsDraft, PhotoWords } from "~/records/front-matter";

/*
 * A product as the site reads it (decision 014). Its block holds only its photos' words (its draft
 * state is the API's own `status`). What a browser may load: the block itself is read and written
 * only by records/product.server.ts.
 */

/** A product as the services give it: `description` is its Markdown without the settings block. */
export interface Product extends ProductRow {
  /** The block's lines this site does not read (photo words apart), written back unchanged on edit. */
  keptSettings: KeptSettings;
  /** The owner's alt text and caption of its photos (photoText). */
  photoWords: PhotoWords;
}

/**
 * What a save gives the service besides the API's fields: `description` is the Markdown alone and
 * these go back into its block (records/product.server.ts). Without them the description is stored
 * as given, as a product without photo words always was.
 */
export interface ProductSettingsDraft {
  keptSettings?: KeptSettings;
  photoTexts?: PhotoTextsDraft;
}
