import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useActionData, useFetcher } from "@remix-run/react";
import { useKeptResult } from "~/components/admin/kept-form";
import { z, type ZodTypeAny } from "zod";
import { PREVIEW, previewOf } from "~/kits/upload-form/catalog-preview";
import { keptValueOf, usesKeptPictures } from "~/kits/upload-form/kept-from-preview";
import type { FormActionData } from "~/kits/upload-form/action.server";
import { CATALOG, catalogWords, type CatalogMode, type CatalogRecord } from "~/kits/upload-form/catalog";
import type { ExistingImage } from "~/kits/upload-form/image-section";
import { useUploadForm } from "~/kits/upload-form/use-upload-form";
import { asList, everyProblemInOrder, keptImageCount } from "~/schemas/upload-form";
import type { UploadedPicture } from "~/components/admin/markdown-format";

/** A record's fields as the form starts: strings and flags, and lists of rows (a project's photo texts). */
export type CatalogDefaults = Record<string, string | boolean | undefined | Array<Record<string, string | undefined>>>;

const anything = z.object({}).passthrough();

/**
 * The Conform form of a catalog record with images (product, project): sent
 * by the upload hook, checked on blur with the schema for the images that will
 * be kept, one problem at a time in the spec's order, and shown again with the
 * route's answer to a plain post. Also gives UploadForm its frame (the save
 * button's words, the action's notice) and the image section what comes from
 * the form: the file input's name, the record's images with their 'Remove'
 * boxes, and the errors. 'Preview' checks nothing and saves nothing: with scripts it goes by a
 * fetcher and its answer (`preview`) shows beside the form, which keeps every field, the picked
 * files too; without them it is the route's answer to a plain post.
 */
export function useCatalogForm<P>({
  record,
  mode,
  defaultValue,
  schema,
  order,
  existingImages,
}: {
  record: CatalogRecord;
  mode: CatalogMode;
  defaultValue: CatalogDefaults;
  schema: (limits?: { keptImages: number }) => ZodTypeAny;
  order: readonly string[];
  existingImages: ExistingImage[];
}) {
  const { removeField } = CATALOG[record];
  const words = catalogWords(record, mode);
  const answer = useActionData<FormActionData>();
  const previewFetcher = useFetcher();
  const upload = useUploadForm(words.failure);
  const kept = useKeptResult();
  const existingKeys = existingImages.map((image) => image.key);

  const [form, fields] = useForm<CatalogDefaults>({
    id: `${record.toLowerCase()}-${mode}`,
    // A post from an ended session comes back filled in after the sign-in (decision 012).
    lastResult: upload.result ?? answer?.result ?? kept,
    defaultValue,
    constraint: getZodConstraint(schema()),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const keptImages = keptImageCount(existingKeys, formData.getAll(removeField));
      const checked = everyProblemInOrder(parseWithZod(formData, { schema: schema({ keptImages }) }), order);
      // The pictures kept from a preview are the server's to check (it has them, the browser does not).
      if (formData.get("intent") !== PREVIEW && !usesKeptPictures(formData, "images")) return checked;
      // A submission without problems, so Conform lets the preview go (its value is never read).
      return parseWithZod(formData, { schema: anything }) as unknown as typeof checked;
    },
    onSubmit(event, context) {
      if (context.formData.get("intent") !== PREVIEW) return upload.onSubmit(event, context);
      event.preventDefault();
      previewFetcher.submit(context.formData, { method: "post", encType: "multipart/form-data" });
    },
  });

  const images = {
    name: fields.images.name,
    existing: existingImages,
    removeExistingName: removeField,
    initialRemoved: asList(fields[removeField].initialValue),
    existingNote: "Removing an existing image deletes it permanently when you save.",
    errors: fields.images.errors,
    keptFromPreview: keptValueOf(form.initialValue),
  };
  const frame = {
    form,
    upload,
    look: "catalog",
    save: { label: words.save, busyLabel: words.busy },
    notice: answer?.notice,
    order,
  } as const;
  const fetched = previewOf<P>(previewFetcher.data);
  const preview = fetched ?? previewOf<P>(answer);
  const previewing = previewFetcher.state !== "idle";
  // A preview the fetcher brought is scrolled to and focused (CatalogPreview's `reveal`).
  return { record, frame, upload, form, fields, images, preview, previewing, revealPreview: fetched !== null };
}

/** What Add/Edit Product and Add/Edit Project pass their form alike. */
export interface CatalogFormProps<Defaults> {
  /** The pictures already uploaded, for the description's 'Picture' and 'Insert picture'. */
  pictures: readonly UploadedPicture[];
  picturesError?: string | null;
  mode: CatalogMode;
  /** The edited record as the form starts with it. */
  defaults?: Partial<Defaults>;
  /** The edited record's stored images, with their 'Remove' boxes. */
  existingImages?: ExistingImage[];
}
