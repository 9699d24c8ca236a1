import { formAction } from "~/kits/upload-form/action.server";
import { FORM_CLEARED } from "~/kits/project-form/project-form";
import { PROJECT_ERROR_ORDER, PROJECT_MESSAGES, projectFormSchema } from "~/schemas/project-form";
import { keptImageCount } from "~/schemas/upload-form";
import type { ProjectFields } from "~/services/projects.server";
import { redirectWithToast } from "~/toast.server";
import { MAX_PROJECT_IMAGES } from "~/vocabulary/images";

/**
 * Add Project and Edit Project: the upload-form action with the project's
 * schema and limits. Without JavaScript, Reset is a post: the form comes back
 * as it was first shown, with 'Form cleared'.
 */
export function projectAction({
  request,
  existingImages,
  keepYear,
  failure,
  success,
  save,
}: {
  request: Request;
  existingImages: readonly string[];
  keepYear?: number;
  failure: string;
  success: { to: string; toast: string };
  save: (fields: ProjectFields, images: File[], removeImages: string[]) => Promise<unknown>;
}) {
  const here = new URL(request.url).pathname;
  return formAction({
    request,
    schema: (formData) =>
      projectFormSchema({ keptImages: keptImageCount(existingImages, formData.getAll("remove_images")), keepYear }),
    order: PROJECT_ERROR_ORDER,
    upload: {
      field: "images",
      maxFiles: MAX_PROJECT_IMAGES,
      messages: PROJECT_MESSAGES,
    },
    intents: { reset: () => redirectWithToast(here, { type: "info", message: FORM_CLEARED }) },
    save: ({ images, remove_images, ...fields }) => save(fields, images, remove_images),
    failure,
    success,
  });
}
