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
      } else {
        setProgress(null);
      }
      return outcome;
    },
    [navigate, location.key],
  );

  // Once the redirect's page is in place, run every loader again, the root's
  // included, so it reads the flash toast the action set. Calling revalidate()
  // while the navigation was still loading restarted it: an aborted first
  // request could consume the one-time toast cookie, and the toast was lost.
  const revalidatedAt = useRef<string | null>(null);
  useEffect(() => {
    if (redirectFrom === null || redirectFrom === location.key || revalidatedAt.current === location.key) return;
    revalidatedAt.current = location.key;
    revalidate();
  }, [redirectFrom, location.key, revalidate]);

  const busy = progress !== null && (redirectFrom === null || redirectFrom === location.key);
  return { submit, progress: busy ? progress : null, busy };
}
