import { siteOrigin } from "~/platform/site-url.server";
import { keptPictureUrls } from "~/kits/upload-form/kept-from-preview";
import { isImageType } from "~/vocabulary/images";

/**
 * What every admin form's 'Preview' reads of the posted form (decision 020): the fields as typed,
 * checked by nothing, and the pictures picked: kept on the server for the next save and shown
 * from there (docs/decisions/020), else as data URLs (the admin pages' CSP allows `data:` images).
 */

/** A posted text field, trimmed; "" when absent. */
export const typed = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** A comma-separated field (tags) as its list. */
export const typedList = (formData: FormData, name: string) =>
  typed(formData, name)
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

const isFile = (value: unknown): value is File =>
  typeof File !== "undefined" && value instanceof File && value.size > 0;

/**
 * The pictures kept for the next save (the form action keeps each preview's picks), as full
 * addresses: the public components the previews reuse pass a full address through as it is
 * (components/image.tsx's uploadUrl), so they need no change of their own for it.
 */
export const keptImages = (formData: FormData, request: Request) =>
  keptPictureUrls(String(formData.get("picked") ?? "")).map((path) => `${siteOrigin(request)}${path}`);

/**
 * The pictures the blog's preview shows: the ones kept, else the ones picked in the file input
 * `field` as data URLs (when they could not be kept); anything not an accepted image is left out.
 */
export async function pickedImages(formData: FormData, field: string, request: Request): Promise<string[]> {
  const kept = keptImages(formData, request);
  if (kept.length > 0) return kept;
  const files = formData.getAll(field).filter(isFile);
  const accepted = files.filter((file) => isImageType(file.type));
  return Promise.all(
    accepted.map(
      async (file) => `data:${file.type};base64,${Buffer.from(await file.arrayBuffer()).toString("base64")}`,
    ),
  );
}

/** The photos' words typed in the form (`photo_texts[n].path|alt|caption`), by the stored photo's path. */
export function typedPhotoTexts(formData: FormData): Map<string, { alt: string; caption: string }> {
  const texts = new Map<string, { alt: string; caption: string }>();
  for (let index = 0; formData.has(`photo_texts[${index}].path`); index += 1) {
    texts.set(typed(formData, `photo_texts[${index}].path`), {
      alt: typed(formData, `photo_texts[${index}].alt`),
      caption: typed(formData, `photo_texts[${index}].caption`),
    });
  }
  return texts;
}
