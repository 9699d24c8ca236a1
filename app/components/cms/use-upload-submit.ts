import { useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { sendWithProgress, type UploadOutcome } from "~/utils/upload-progress";

/**
 * Submits a multipart form to this route's action with upload progress.
 *
 *   const upload = useUploadSubmit();
 *   useForm({ onSubmit(event, { formData }) {
 *     event.preventDefault();
 *     upload.submit(event.currentTarget, formData).then((outcome) => …);
 *   } });
 *   <UploadProgress value={upload.progress} />
 *
 * A redirect from the action is followed with Remix navigation, and every
 * loader (the root's included) runs again, so the flash toast the action set
 * shows and the lists are fresh. Any other outcome is handed back: JSON (a
 * Conform result), a failed status, a network error or a timeout.
 */
export function useUploadSubmit() {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const location = useLocation();
  const [progress, setProgress] = useState<number | null>(null);
  // After a redirect the upload stays 'busy' until the new page is in place.
  const [redirectFrom, setRedirectFrom] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const submit = useCallback(
    async (form: HTMLFormElement, formData: FormData): Promise<UploadOutcome> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      // Only ever forward: progress events can arrive out of order with the final one.
      setProgress(0);
      setRedirectFrom(null);
      const outcome = await sendWithProgress({
        action: form.getAttribute("action") ?? "",
        formData,
        signal: current.signal,
        onProgress: (percent) => setProgress((before) => Math.max(before ?? 0, percent)),
      });
      if (current.signal.aborted) return outcome;
      if (outcome.kind === "redirect") {
        setRedirectFrom(location.key);
        navigate(outcome.location);
        // The navigation has started (its state is 'loading'): make it a full
        // revalidation so the root loader reads the flash toast.
        revalidate();
      } else {
        setProgress(null);
      }
      return outcome;
    },
    [navigate, revalidate, location.key],
  );

  const busy = progress !== null && (redirectFrom === null || redirectFrom === location.key);
  return { submit, progress: busy ? progress : null, busy };
}
