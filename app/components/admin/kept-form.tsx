import type { SubmissionResult } from "@conform-to/react";
import { useRouteLoaderData } from "@remix-run/react";
import type { DashboardData, KeptForm } from "~/utils/route-data";

/**
 * The values a form typed before its session ended, as a Conform result (its `initialValue`), for
 * the form's `lastResult` when there is no answer of its own: the form starts filled with them.
 */
export function useKeptResult(): SubmissionResult<string[]> | undefined {
  const kept = useRouteLoaderData<DashboardData>("routes/dashboard")?.kept;
  return kept ? { initialValue: kept.values } : undefined;
}

/** What the page says when it shows kept values: nothing was saved, and files must be picked again. */
export function KeptNotice({ kept }: { kept: KeptForm | null }) {
  if (!kept) return null;
  return (
    <div className="alert alert--info kept-notice" role="status">
      <p>
        Your session had ended, so nothing was saved. What you typed is back in the form: check it and submit again.
        {kept.files > 0 ? " Picked files are not kept: please pick them again." : null}
      </p>
    </div>
  );
}
