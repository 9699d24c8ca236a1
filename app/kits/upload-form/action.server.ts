import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import { z, type ZodTypeAny } from "zod";
import { everyProblemInOrder, firstFailingField, type ImageMessages } from "~/schemas/upload-form";
import { saveErrorMessage, UpstreamError } from "~/services/client.server";
import { assertCsrf } from "~/platform/security.server";
import { endSessionOnUnauthorized } from "~/sign-in/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { parseUpload, type UploadProblem } from "~/images/upload.server";
import { readPicked, removePicked, stashPicked } from "~/sign-in/picked-files.server";

/**
 * One action for every admin form (Epic Stack's __note-editor.server): read
 * the body (streamed with the upload limits when the form has a file input),
 * check the CSRF token, answer the form's own round trips ('generate-sku',
 * 'reset'), validate in the spec's order, save, and Post/Redirect/Get with a
 * toast. A rejected form comes back as a Conform reply with what was typed
 * (never the files or a password) and the spec's message.
 */

export interface FormActionData {
  result: SubmissionResult<string[]>;
  notice?: string;
}

export interface UploadLimits {
  /** The file input's name, e.g. 'images' or 'image'. */
  field: string;
  maxFiles: number;
  /** The spec's words for a file refused while streaming (the form's messages object). */
  messages: ImageMessages;
}

export interface FormActionOptions<S extends ZodTypeAny> {
  request: Request;
  /** A function when the rules depend on what was sent (the images kept on edit). */
  schema: S | ((formData: FormData) => S);
  /** The spec's order of the checks: each failing field answers its first message, listed in this order. */
  order?: readonly string[];
  upload?: UploadLimits;
  /**
   * The admin's session id: an answer that shows the form again (a 'Preview', another round trip, a
   * refused or failed save) keeps the pictures picked for the next save, which uses them when no new
   * one is picked (app/sign-in/picked-files.server.ts, the hidden field `picked`).
   */
  picked?: { sid: string };
  /** Round trips other than saving, keyed by `intent`; answered after the CSRF check. */
  intents?: Record<string, (formData: FormData, request: Request) => Response | Promise<Response>>;
  /** Resolves to a `SaveWarning` when the API took the save but not all of it (DESIGN rule 11). */
  save: (value: z.output<S>) => Promise<unknown>;
  /** The screen's default save error, or the whole wording (admin-area §8). */
  failure: string | ((error: unknown) => string);
  /** Where to go after saving, and the toast to show there. */
  success: { to: string | ((value: z.output<S>) => string); toast?: string | ((value: z.output<S>) => string) };
}

/** A save the API answered with success, though a re-read shows part of it did not happen. */
export interface SaveWarning {
  warning: string;
}

const isSaveWarning = (value: unknown): value is SaveWarning =>
  typeof value === "object" && value !== null && typeof (value as { warning?: unknown }).warning === "string";

/**
 * What an edit tells the admin when a re-read shows images asked to be removed still there: an API
 * that does not know our `remove_image_ids[]` / `remove_images[]` extension keeps them silently.
 * `kept` is null when the re-read itself failed.
 */
export function removalWarning(record: "Product" | "Project", kept: number | null): SaveWarning | undefined {
  if (kept === 0) return undefined;
  if (kept === null) {
    return { warning: `${record} updated, but the site could not check that the images you removed are gone.` };
  }
  const images = kept === 1 ? "1 image you removed is" : `${kept} images you removed are`;
  return {
    warning: `${record} updated, but ${images} still there: the API did not remove ${kept === 1 ? "it" : "them"}.`,
  };
}

const anything = z.object({}).passthrough();

/** The form shown again as typed (files cannot be), with the given errors only. */
export function echo(
  formData: FormData,
  hideFields: string[] = [],
  fieldErrors?: Record<string, string[]>,
): SubmissionResult<string[]> {
  return parseWithZod(formData, { schema: anything }).reply({ hideFields, fieldErrors });
}

/** A save the API refused (4xx with its message) is the admin's to fix; anything else is a bad gateway. */
export function failureStatus(error: unknown): number {
  if (error instanceof UpstreamError && error.kind === "status" && error.status && error.status < 500) return 422;
  if (error instanceof UpstreamError && error.kind === "timeout") return 504;
  return 502;
}

function validate<S extends ZodTypeAny>(options: FormActionOptions<S>, formData: FormData) {
  const schema = typeof options.schema === "function" ? options.schema(formData) : options.schema;
  const submission = parseWithZod(formData, { schema });
  return options.order ? everyProblemInOrder(submission, options.order) : submission;
}

/**
 * A file refused while streaming: the text fields before it were read. A
 * problem the spec checks earlier (an empty title) is answered first;
 * otherwise the refusal's own message goes on the file input.
 */
function refusedReply<S extends ZodTypeAny>(
  options: FormActionOptions<S>,
  upload: UploadLimits,
  problem: UploadProblem,
  typed: FormData,
  hideFields: string[],
) {
  const order = options.order ?? [];
  if ([...typed.keys()].length > 0) {
    const result = validate(options, typed).reply({ hideFields });
    const first = firstFailingField(result, order);
    if (first && order.includes(first) && order.indexOf(first) < order.indexOf(upload.field)) {
      return json<FormActionData>({ result }, { status: 400 });
    }
  }
  const { imageSize, imageType, tooManyImages } = upload.messages;
  const message = problem === "too-large" ? imageSize : problem === "not-an-image" ? imageType : tooManyImages;
  const result = echo(typed, hideFields, { [upload.field]: [message] });
  return json<FormActionData>({ result }, { status: problem === "too-large" ? 413 : 400 });
}

const pickedFiles = (formData: FormData, field: string) =>
  formData.getAll(field).filter((value): value is File => value instanceof File && value.size > 0);

/** New pictures in a post that shows the form again are kept (the ones kept before give way); the answer's hidden field names them. */
async function keepPicked(formData: FormData, { field, sid }: { field: string; sid: string }) {
  const files = pickedFiles(formData, field);
  if (files.length === 0) return;
  removePicked(formData.get("picked"));
  const value = await stashPicked(sid, files);
  if (value) formData.set("picked", value);
  else formData.delete("picked");
}

/**
 * A save without a new pick uses the pictures kept from the preview, when this session kept them;
 * a token of another session, an old or an unknown one is dropped (the form then asks for a picture).
 */
function takePicked(formData: FormData, { field, sid }: { field: string; sid: string }) {
  if (pickedFiles(formData, field).length > 0 || !formData.has("picked")) return;
  const files = readPicked(sid, formData.get("picked"));
  if (!files) {
    formData.delete("picked");
    return;
  }
  formData.delete(field);
  for (const file of files) formData.append(field, file);
}

export async function formAction<S extends ZodTypeAny>(options: FormActionOptions<S>): Promise<Response> {
  const { request, upload } = options;
  const hideFields = upload ? [upload.field, "password"] : ["password"];
  const read = upload
    ? await parseUpload(request, { fileFields: [upload.field], maxFiles: upload.maxFiles })
    : { formData: await request.formData() };
  const intent = read.formData.get("intent") ?? "save";
  const roundTrip = typeof intent === "string" ? options.intents?.[intent] : undefined;
  // Nothing is saved on a refused upload, so it needs no CSRF check: it only shows the form again.
  if ("refused" in read && upload && !roundTrip) {
    return refusedReply(options, upload, read.refused.problem, read.formData, hideFields);
  }
  await assertCsrf(request, read.formData);
  const picked = upload && options.picked ? { field: upload.field, sid: options.picked.sid } : null;
  // Every answer that shows the form again keeps what was picked: a browser never fills a file input
  // again, so without JavaScript the admin would pick it all again after a preview, a generated SKU,
  // a missing field or a failed save (decision 020).
  if (roundTrip) {
    if (picked) await keepPicked(read.formData, picked);
    return roundTrip(read.formData, request);
  }
  if (intent !== "save") return json({ error: "Unknown intent" }, { status: 400 });
  const keptValue = read.formData.get("picked");
  if (picked) takePicked(read.formData, picked);
  /** The form shown again, with the picked pictures kept for the next send. */
  const again = async (submission: ReturnType<typeof validate>) => {
    if (!picked || pickedFiles(read.formData, picked.field).length === 0) return submission;
    await keepPicked(read.formData, picked);
    return validate(options, read.formData);
  };

  const submission = validate(options, read.formData);
  if (submission.status !== "success") {
    return json<FormActionData>({ result: (await again(submission)).reply({ hideFields }) }, { status: 400 });
  }
  let saved: unknown;
  try {
    saved = await options.save(submission.value);
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    const message =
      typeof options.failure === "function" ? options.failure(error) : saveErrorMessage(error, options.failure);
    return json<FormActionData>(
      { result: (await again(submission)).reply({ hideFields, formErrors: [message] }) },
      { status: failureStatus(error) },
    );
  }
  if (picked) removePicked(keptValue);
  const { to } = options.success;
  const location = typeof to === "function" ? to(submission.value) : to;
  const toast =
    typeof options.success.toast === "function" ? options.success.toast(submission.value) : options.success.toast;
  if (isSaveWarning(saved)) return redirectWithToast(location, { type: "warning", message: saved.warning });
  return toast ? redirectWithToast(location, { type: "success", message: toast }) : redirect(location);
}
