import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { echo, failureStatus, refusedReply, type CatalogActionData } from "~/kits/upload-form/actions.server";
import { SKU_GENERATED } from "~/kits/product-form/product-form";
import {
  keptImageCount,
  oneProblemAtATime,
  PRODUCT_ERROR_ORDER,
  PRODUCT_MESSAGES,
  productFormSchema,
  type ProductFormValues,
} from "~/schemas/product-form";
import { saveErrorMessage } from "~/services/client.server";
import type { ProductFields } from "~/services/products.server";
import { assertCsrf } from "~/security.server";
import { endSessionOnUnauthorized } from "~/session.server";
import { MAX_PRODUCT_IMAGES } from "~/utils/catalog";
import { generateSku } from "~/utils/sku";
import { parseUpload } from "~/utils/upload.server";

type Save = (fields: ProductFields, images: File[], removeImageIds: number[]) => Promise<Response>;

export function toProductFields(value: ProductFormValues): ProductFields {
  return {
    name: value.name,
    description: value.description,
    price: value.price,
    sale_price: value.sale_price ?? null,
    category: value.category,
    tags: value.tags,
    sku: value.sku,
    stock_quantity: value.stock_quantity,
    featured: value.featured,
    status: value.status,
  };
}

const withSku = (formData: FormData) => {
  formData.set("sku", generateSku());
  return json<CatalogActionData>({ result: echo(formData), notice: SKU_GENERATED });
};

/**
 * The add and edit actions: stream the upload with the limits, check the
 * CSRF token, answer the no-JavaScript 'Generate' round trip, validate, then
 * save and hand back the spec's error wording when the API fails.
 */
export async function productAction({
  request,
  existingImageIds,
  fallbackError,
  save,
}: {
  request: Request;
  existingImageIds: readonly (number | null)[];
  fallbackError: string;
  save: Save;
}) {
  const upload = await parseUpload(request, { fileFields: ["images"], maxFiles: MAX_PRODUCT_IMAGES });
  if ("refused" in upload) {
    // 'Generate' with a bad file picked still makes a SKU: the file is not kept anyway.
    if (upload.formData.get("intent") === "generate-sku") {
      await assertCsrf(request, upload.formData);
      return withSku(upload.formData);
    }
    return refusedReply(upload.refused, upload.formData, {
      tooLarge: PRODUCT_MESSAGES.imageSize,
      notAnImage: PRODUCT_MESSAGES.imageType,
      tooMany: PRODUCT_MESSAGES.tooManyImages,
    });
  }
  const { formData } = upload;
  await assertCsrf(request, formData);

  const intent = formData.get("intent") ?? "save";
  if (intent === "generate-sku") return withSku(formData);
  if (intent !== "save") return json({ error: "Unknown intent" }, { status: 400 });

  const keptImages = keptImageCount(existingImageIds, formData.getAll("remove_image_ids"));
  const submission = oneProblemAtATime(
    parseWithZod(formData, { schema: productFormSchema({ keptImages }) }),
    PRODUCT_ERROR_ORDER,
  );
  if (submission.status !== "success") {
    return json<CatalogActionData>({ result: submission.reply() }, { status: 400 });
  }
  const { value } = submission;
  try {
    return await save(toProductFields(value), value.images, value.remove_image_ids);
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    return json<CatalogActionData>(
      { result: submission.reply({ formErrors: [saveErrorMessage(error, fallbackError)] }) },
      { status: failureStatus(error) },
    );
  }
}
