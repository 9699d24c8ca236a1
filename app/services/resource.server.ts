import { statusMessageSchema } from "~/schemas/api";
import { invalidate } from "~/read-cache/cache.server";
import {
  isNotFound,
  multipart,
  TIMEOUT,
  upstream,
  UpstreamError,
  type UpstreamRequest,
  type Admin,
  type FileField,
} from "~/services/client.server";

/** What the resource services (blogs, categories, products, projects) do alike. */

/** The record a read finds, or null when the API answers 404. */
export async function unlessNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * A list read: null (an empty list) when the API answers 404 with a message, the way a PHP API
 * says 'No categories found'. A 404 without a message (a wrong path, a gateway) stays a failure.
 */
export async function emptyUnlessFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404 && error.serverMessage) return null;
    throw error;
  }
}

/**
 * An admin's change, sent with their cookie and answered with a status message. The cached public
 * reads under the `stale` prefixes are dropped, so the next visitor sees it. Returns the message.
 */
export async function adminWrite(
  admin: Admin,
  request: Omit<UpstreamRequest<unknown>, "schema" | "cookie">,
  stale: readonly string[],
): Promise<string | undefined> {
  const { data } = await upstream({ ...request, schema: statusMessageSchema, cookie: admin.upstreamCookie });
  invalidate(...stale);
  return data.message;
}

/**
 * An update that may remove images: PUT with `<removeField>[]` for each image to go (our extension,
 * docs/api-contract.md). When images were removed the record is read again and `keptImages` counts
 * those still there (null when that read failed), so the admin is told what the API actually did.
 */
export async function updateRemovingImages(
  admin: Admin,
  update: {
    path: string;
    body: FormData;
    stale: readonly string[];
    removeField: string;
    remove: readonly (string | number)[];
    /** The record's images as a fresh read finds them; `record` names it in the log ('product 12'). */
    reread: () => Promise<readonly unknown[]>;
    record: string;
  },
): Promise<{ message: string | undefined; keptImages: number | null }> {
  const { path, body, remove } = update;
  for (const key of remove) body.append(`${update.removeField}[]`, String(key));
  const message = await adminWrite(admin, { path, method: "PUT", body, timeoutMs: TIMEOUT.upload }, update.stale);
  if (remove.length === 0) return { message, keptImages: 0 };
  try {
    const after = new Set<unknown>(await update.reread());
    return { message, keptImages: remove.filter((key) => after.has(key)).length };
  } catch (error) {
    console.error(`Re-reading ${update.record} after its update failed: ${String(error)}`);
    return { message, keptImages: null };
  }
}

/** A record with a gallery as the API keeps it: its path, its cached reads, and how an update names the images to go. */
export interface GalleryResource {
  path: string;
  stale: readonly string[];
  /** `remove_image_ids` or `remove_images` (our extension, docs/api-contract.md). */
  removeField: string;
  /** Its name in the log ('product'). */
  record: string;
}

/**
 * The writes of a record with a gallery (products, projects): a new one POSTed with its images, an
 * update PUT with new images and the keys of those to remove (updateRemovingImages), a DELETE by id.
 * `apiFields` gives the fields as the API takes them; `imageKeys` the record's images as a fresh read
 * finds them. New images go under `images[]`.
 */
export function galleryWrites<Fields>(
  { path, stale, removeField, record }: GalleryResource,
  apiFields: (fields: Fields) => Record<string, string | number | boolean | null | undefined>,
  imageKeys: (id: number, admin: Admin) => Promise<readonly unknown[]>,
) {
  const imageFiles = (images: File[]): FileField[] => images.map((file) => ({ name: "images[]", file }));
  return {
    create(fields: Fields, images: File[], admin: Admin) {
      const body = multipart(apiFields(fields), imageFiles(images));
      return adminWrite(admin, { path, method: "POST", body, timeoutMs: TIMEOUT.upload }, stale);
    },
    update(id: number, fields: Fields, images: File[], remove: readonly (string | number)[], admin: Admin) {
      return updateRemovingImages(admin, {
        path,
        body: multipart({ id, ...apiFields(fields) }, imageFiles(images)),
        stale,
        removeField,
        remove,
        reread: () => imageKeys(id, admin),
        record: `${record} ${id}`,
      });
    },
    remove: (id: number, admin: Admin) => adminWrite(admin, { path, method: "DELETE", json: { id } }, stale),
  };
}
