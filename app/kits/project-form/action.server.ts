import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { failureStatus, refusedReply, type CatalogActionData } from "~/kits/upload-form/actions.server";
import { FORM_CLEARED } from "~/kits/project-form/project-form";
import { keptImageCount, oneProblemAtATime } from "~/schemas/product-form";
import { PROJECT_ERROR_ORDER, PROJECT_MESSAGES, projectFormSchema } from "~/schemas/project-form";
import { saveErrorMessage } from "~/services/client.server";
import type { ProjectFields } from "~/services/projects.server";
import { assertCsrf } from "~/security.server";
import { endSessionOnUnauthorized } from "~/session.server";
import { redirectWithToast } from "~/toast.server";
import { MAX_PROJECT_IMAGES } from "~/utils/catalog";
import { parseUpload } from "~/utils/upload.server";

type Save = (fields: ProjectFields, images: File[], removeImages: string[]) => Promise<Response>;

/** The add and edit actions of the project form (see productAction for the steps). */
export async function projectAction({
  request,
  existingImages,
  keepYear,
  fallbackError,
  save,
}: {
  request: Request;
  existingImages: readonly string[];
  keepYear?: number;
  fallbackError: string;
  save: Save;
}) {
  const upload = await parseUpload(request, { fileFields: ["images"], maxFiles: MAX_PROJECT_IMAGES });
  const here = new URL(request.url).pathname;
  if ("refused" in upload) {
    if (upload.formData.get("intent") === "reset") {
      await assertCsrf(request, upload.formData);
      return redirectWithToast(here, { type: "info", message: FORM_CLEARED });
    }
    return refusedReply(upload.refused, upload.formData, {
      tooLarge: PROJECT_MESSAGES.imageSize,
      notAnImage: PROJECT_MESSAGES.imageType,
      tooMany: PROJECT_MESSAGES.tooManyImages,
    });
  }
  const { formData } = upload;
  await assertCsrf(request, formData);

  const intent = formData.get("intent") ?? "save";
  // Without JavaScript, Reset is a post: the form comes back as it was first shown.
  if (intent === "reset") return redirectWithToast(here, { type: "info", message: FORM_CLEARED });
  if (intent !== "save") return json({ error: "Unknown intent" }, { status: 400 });

  const keptImages = keptImageCount(existingImages, formData.getAll("remove_images"));
  const submission = oneProblemAtATime(
    parseWithZod(formData, { schema: projectFormSchema({ keptImages, keepYear }) }),
    PROJECT_ERROR_ORDER,
  );
  if (submission.status !== "success") {
    return json<CatalogActionData>({ result: submission.reply() }, { status: 400 });
  }
  const { images, remove_images, ...fields } = submission.value;
  try {
    return await save(fields, images, remove_images);
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    return json<CatalogActionData>(
      { result: submission.reply({ formErrors: [saveErrorMessage(error, fallbackError)] }) },
      { status: failureStatus(error) },
    );
  }
}
