import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { z } from "zod";
import { UpstreamError } from "~/services/client.server";
import type { UploadRefused } from "~/utils/upload.server";

/**
 * Pieces shared by the product and project actions: the answer to a refused
 * upload, the 'generate SKU' and 'reset' round trips without JavaScript, and
 * the status of a failed save.
 */

export interface CatalogActionData {
  result: SubmissionResult<string[]>;
  notice?: string;
}

const anything = z.object({}).passthrough();

/** The form shown again as typed (files cannot be), without any error. */
export function echo(formData: FormData): SubmissionResult<string[]> {
  return parseWithZod(formData, { schema: anything }).reply();
}

export interface RefusalMessages {
  tooLarge: string;
  notAnImage: string;
  tooMany: string;
}

/** A refused upload: what was typed before the refused file, and the spec's message on the images. */
export function refusedReply(refused: UploadRefused, typed: FormData, messages: RefusalMessages) {
  const message =
    refused.problem === "too-large"
      ? messages.tooLarge
      : refused.problem === "not-an-image"
        ? messages.notAnImage
        : messages.tooMany;
  const result = parseWithZod(typed, { schema: anything }).reply({ fieldErrors: { images: [message] } });
  return json<CatalogActionData>({ result }, { status: refused.problem === "too-large" ? 413 : 400 });
}

/** A save the API refused (4xx with its message) is the admin's to fix; anything else is a bad gateway. */
export function failureStatus(error: unknown): number {
  if (error instanceof UpstreamError && error.kind === "status" && error.status && error.status < 500) return 422;
  if (error instanceof UpstreamError && error.kind === "timeout") return 504;
  return 502;
}
