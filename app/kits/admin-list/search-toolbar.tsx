import { Form, Link, useLocation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useListBusy } from "./list";

const DEBOUNCE_MS = 250;

/**
 * An admin list's search (`?q=`) and the line that sums the list up.
 *
 * The URL is the state: the input shows `?q=` unless the admin has typed
 * something not yet in the URL, and only that typed text is kept here. Typing
 * submits it after a pause (replacing the history entry); a change of `?q=`
 * from elsewhere (Clear search, Back) drops what was typed, so the input and
 * the URL never disagree once the page has settled (a search still due then
 * sends what the input shows: the URL as it is). Without JavaScript it is a
 * plain GET form, and the result can be shared.
 */
export function SearchToolbar({
  label,
  placeholder,
  summary,
  busyLabel = "Loading…",
  param = "q",
  keep = {},
}: {
  /** The input's label, e.g. 'Search products'. */
  label: string;
  placeholder: string;
  /** e.g. '12 products (Page 1 of 2)'. */
  summary: ReactNode;
  /** Shown instead of the summary while the list is loading. */
  busyLabel?: string;
  /** The search's parameter (the inbox's is `search`). */
  param?: string;
  /** Other filters of the list, sent along with the search and kept by Clear search. */
  keep?: Readonly<Record<string, string>>;
}) {
  const [params] = useSearchParams();
  const q = params.get(param) ?? "";
  const kept = new URLSearchParams(keep).toString();
  const location = useLocation();
  const submit = useSubmit();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  /** The last text this input sent to the URL. */
  const [sent, setSent] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [seen, setSeen] = useState(q);

  // The URL's search changed: keep typing that is ahead of it, drop the rest.
  if (seen !== q) {
    setSeen(q);
    if (typed === q || q !== sent) setTyped(null);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  // Text typed before the scripts loaded is kept (and searched for) once they have.
  useEffect(() => {
    const early = input.current?.value;
    if (early !== undefined && early !== q) setTyped(early);
    // Only on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const busy = useListBusy();
  return (
    <div className="cms-toolbar">
      <Form
        method="get"
        role="search"
        className="cms-search"
        onSubmit={(event) => {
          clearTimeout(timer.current);
          setSent(new FormData(event.currentTarget).get(param)?.toString() ?? "");
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input
          ref={input}
          id={id}
          type="search"
          name={param}
          value={typed ?? q}
          placeholder={placeholder}
          onChange={(event) => {
            const form = event.currentTarget.form;
            const text = event.currentTarget.value;
            setTyped(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              setSent(text);
              submit(form, { replace: true, preventScrollReset: true });
            }, DEBOUNCE_MS);
          }}
        />
        <button type="submit" className="button button--primary button--small">
          Search
        </button>
        {q ? (
          <Link
            to={kept ? `${location.pathname}?${kept}` : location.pathname}
            onClick={() => clearTimeout(timer.current)}
            className="button button--ghost button--small"
          >
            Clear search
          </Link>
        ) : null}
      </Form>
      <p className="cms-toolbar__meta" aria-live="polite">
        {busy ? (
          <span className="cms-loading">
            <span className="cms-spinner" aria-hidden="true" /> {busyLabel}
          </span>
        ) : (
          summary
        )}
      </p>
    </div>
  );
}
