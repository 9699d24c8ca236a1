import { Link } from "@remix-run/react";
import { useRef, useState, type FormEvent, type RefObject } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useClientLayoutEffect, type UrlState } from "~/components/url-state";

/**
 * The filter forms' half of the URL state (kits/url-state.tsx): the GET form whose
 * fields become the query string, its typed fields applied after a pause, and its foot.
 */

function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields[name] = value;
  return fields;
}

/** Whether a visitor changed a field of the server-rendered form before the scripts took over. */
function changedBeforeHydration(form: HTMLFormElement): boolean {
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement) {
      const toggles = field.type === "radio" || field.type === "checkbox";
      if (toggles ? field.checked !== field.defaultChecked : field.value !== field.defaultValue) return true;
    } else if (field instanceof HTMLSelectElement) {
      const options = Array.from(field.options);
      const initial = Math.max(
        0,
        options.findIndex((option) => option.defaultSelected),
      );
      if (field.selectedIndex !== initial) return true;
    }
  }
  return false;
}

/**
 * The props of the filters' GET form: Enter submits through the URL state, and a
 * change made before the scripts loaded is applied when they take over instead of
 * being reset to the server-rendered value.
 */
export function useUrlStateForm(state: UrlState): {
  ref: RefObject<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
} {
  const ref = useRef<HTMLFormElement>(null);
  const { submitFields } = state;
  useClientLayoutEffect(() => {
    const form = ref.current;
    if (!form || !changedBeforeHydration(form)) return;
    // Read now, before a re-render puts the server's values back; submit once this commit is over.
    const fields = formFields(form);
    queueMicrotask(() => submitFields(fields));
    // Only the first render can find the visitor's early changes.
  }, []);
  return {
    ref,
    onSubmit: (event) => {
      event.preventDefault();
      submitFields(formFields(event.currentTarget));
    },
  };
}

/**
 * The foot of a filters form: 'Apply Filters' for a visitor without scripts (with them
 * every change applies itself), and a link back to the unfiltered list when there is one.
 */
export function FilterFormActions({
  className,
  reset,
}: {
  className: string;
  reset: { to: string; label: string } | null;
}) {
  const hydrated = useHydrated();
  return (
    <div className={className}>
      {hydrated ? null : (
        <button type="submit" className="button button--primary">
          Apply Filters
        </button>
      )}
      {reset ? (
        <Link to={reset.to} className="button button--ghost" preventScrollReset>
          {reset.label}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A text or range field whose typed value is shown at once and applied after a pause.
 * Only the not-yet-applied text is React state; it gives way as soon as the URL's
 * value changes (applied, Back, a reset link).
 */
export function useTypedParam(state: UrlState, name: string, delay: number) {
  const shown = state.get(name);
  const [typed, setTyped] = useState<{ text: string; over: string } | null>(null);
  // Once the URL has moved on, the typed text has given way for good, even when the URL comes back
  // to the value it was typed over (typed, applied, then 'Reset Filters').
  if (typed && typed.over !== shown) setTyped(null);
  return {
    value: typed && typed.over === shown ? typed.text : shown,
    change: (text: string) => {
      setTyped({ text, over: shown });
      state.set({ [name]: text }, delay);
    },
  };
}
