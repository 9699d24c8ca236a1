import type { ActionFunctionArgs } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import { formAction, type FormActionOptions } from "~/kits/upload-form/action.server";
import { CATALOG, catalogWords, type CatalogRecord } from "~/kits/upload-form/catalog";
import { loadById } from "~/kits/upload-form/load.server";
import { insertPicture } from "~/kits/upload-form/pictures.server";
import { INSERT_PICTURE } from "~/components/admin/markdown-field";
import { keptImageCount, type ImageMessages } from "~/schemas/upload-form";
import { requireAdmin, type Admin } from "~/sign-in/session.server";

/**
 * A catalog record as its add and edit screens reach it: its name, how to read one by id, its images'
 * keys, and how many images its form's `images` field takes, with the words for a refused one.
 */
export interface Catalog<R> {
  record: CatalogRecord;
  get: (id: number, admin: Admin) => Promise<R | null>;
  images: (record: R) => readonly (string | number | null)[];
  upload: { maxFiles: number; messages: ImageMessages };
}

/** What a record's form brings to the catalog action: `schema` for as many stored images as stay. */
type CatalogForm<S extends ZodTypeAny> = Omit<
  FormActionOptions<S>,
  "request" | "schema" | "failure" | "success" | "upload"
> & {
  schema: (limits: { keptImages: number }) => S;
};

/** The record whose id is the route's, or back to its list with 'Failed to load product' (admin-area §8). */
export function loadCatalogRecord<R>(request: Request, id: string | undefined, catalog: Catalog<R>, admin: Admin) {
  const leave = { to: CATALOG[catalog.record].list, message: catalogWords(catalog.record, "edit").loadFailed };
  return loadById(request, id, (found) => catalog.get(found, admin), leave);
}

/**
 * The one action of Add X and Edit X (Epic Stack's __note-editor.server, re-exported by both
 * routes): on a route with an `id` it edits that record, else it adds one. `form` gives the
 * record's schema, round trips and save for the record edited (null when adding); the images' upload,
 * the description's 'Insert picture' without scripts, the failure wording, the toast and where to go
 * after saving are the catalog's.
 */
export async function catalogAction<R, S extends ZodTypeAny>(
  { request, params }: ActionFunctionArgs,
  catalog: Catalog<R>,
  form: (edited: R | null, admin: Admin) => CatalogForm<S>,
): Promise<Response> {
  const admin = await requireAdmin(request);
  const edited = params.id === undefined ? null : await loadCatalogRecord(request, params.id, catalog, admin);
  const words = catalogWords(catalog.record, edited === null ? "add" : "edit");
  const pages = CATALOG[catalog.record];
  const { schema, intents, ...options } = form(edited, admin);
  const stored = edited === null ? [] : catalog.images(edited);
  return formAction({
    ...options,
    schema: (formData) => schema({ keptImages: keptImageCount(stored, formData.getAll(pages.removeField)) }),
    upload: { field: "images", ...catalog.upload },
    intents: {
      [INSERT_PICTURE]: (formData) =>
        insertPicture(formData, { field: "description", label: "Description", hide: ["images"], admin }),
      ...intents,
    },
    request,
    picked: { sid: admin.sid },
    failure: words.failure,
    success: { to: edited === null ? pages.add : pages.list, toast: words.saved },
  });
}
