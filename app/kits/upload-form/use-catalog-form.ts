import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import type { ExistingImage } from "~/kits/upload-form/image-section";
import { useUploadForm } from "~/kits/upload-form/use-upload-form";
import { asList, keptImageCount, oneProblemAtATime } from "~/schemas/upload-form";

/**
 * The Conform form of a catalog record with images (product, project): sent
 * by the upload hook, checked on blur with the schema for the images that will
 * be kept, one problem at a time in the spec's order. Also gives the image
 * section what comes from the form: the file input's name, the record's images
 * with their 'Remove' boxes, and the errors.
 */
export function useCatalogForm({
  id,
  failure,
  lastResult,
  defaultValue,
  schema,
  order,
  existingImages,
  removeName,
}: {
  id: string;
  /** The screen's default save error (admin-area §8). */
  failure: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: Record<string, string | boolean | undefined>;
  schema: (limits?: { keptImages: number }) => ZodTypeAny;
  order: readonly string[];
  existingImages: ExistingImage[];
  /** The name of the 'Remove' boxes of the existing images. */
  removeName: string;
}) {
  const upload = useUploadForm(failure);
  const existingKeys = existingImages.map((image) => image.key);

  const [form, fields] = useForm({
    id,
    lastResult: upload.result ?? lastResult,
    defaultValue,
    constraint: getZodConstraint(schema()),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const keptImages = keptImageCount(existingKeys, formData.getAll(removeName));
      return oneProblemAtATime(parseWithZod(formData, { schema: schema({ keptImages }) }), order);
    },
    onSubmit: upload.onSubmit,
  });

  const images = {
    name: fields.images.name,
    existing: existingImages,
    removeExistingName: removeName,
    initialRemoved: asList(fields[removeName].initialValue),
    existingNote: "Removing an existing image deletes it permanently when you save.",
    errors: fields.images.errors,
  };
  return { upload, form, fields, images };
}
