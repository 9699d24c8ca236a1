import { UpstreamError } from "~/services/client.server";

/**
 * Category create/update failures (admin-area §8): the API's message, else
 * 'Submission failed' when it answered with an error status, else 'An error
 * occurred'.
 */
export function categoryErrorMessage(error: unknown): string {
  if (error instanceof UpstreamError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === "status") return "Submission failed";
  }
  return "An error occurred";
}

/** Category delete failures: the API's message, else a plain sentence. */
export function categoryDeleteMessage(error: unknown): string {
  if (error instanceof UpstreamError && error.serverMessage) return error.serverMessage;
  return "Failed to delete category";
}
