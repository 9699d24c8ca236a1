import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useCallback, useState, type FormEvent } from "react";
import { showToast } from "~/components/toaster";
import { useUploadSubmit } from "~/kits/upload-form/use-upload-submit";
import type { UploadOutcome } from "~/utils/upload-progress";

const isResult = (data: unknown): data is { result: SubmissionResult<string[]> } =>
  typeof data === "object" && data !== null && "result" in data;

/** The spec's wording (admin-area §8) for an upload that got no form result back; null when there is nothing to say. */
export function outcomeMessage(outcome: UploadOutcome, fallback: string): string | null {
  switch (outcome.kind) {
    case "network":
      return "Network error. Please check your connection.";
    case "timeout":
      return "Request timeout. Please try again.";
    case "failed":
      return outcome.status ? `Server error: ${outcome.status}` : fallback;
    case "data":
      return fallback;
    default:
      return null;
  }
}

/**
 * With JavaScript, the upload forms are sent by XHR so the page can show the
 * bytes sent; the action answers as for a plain post (a redirect with a flash
 * toast, or a Conform result to show in the form). Pass `onSubmit` to Conform's
 * useForm and `result ?? lastResult` as its lastResult.
 */
export function useUploadForm(failure: string) {
  const upload = useUploadSubmit();
  const navigation = useNavigation();
  const [result, setResult] = useState<SubmissionResult<string[]> | null>(null);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>, { formData }: { formData: FormData }) => {
      event.preventDefault();
      formData.set("intent", "save");
      void upload.submit(event.currentTarget, formData).then((outcome) => {
        if (outcome.kind === "data" && isResult(outcome.data)) {
          setResult(outcome.data.result);
          return;
        }
        const message = outcomeMessage(outcome, failure);
        if (message) showToast({ type: "error", message });
      });
    },
    [upload, failure],
  );

  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return { onSubmit, result, progress: upload.progress, busy: upload.busy || saving };
}

export type UploadFormState = ReturnType<typeof useUploadForm>;
