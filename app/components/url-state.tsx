import { useLocation, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";

/**
 * Filters, tabs and sorts whose state is the URL. Every control reads the
 * query string (the one a navigation to this page is on its way to, while it
 * is in flight) and every change is a GET submission of the whole new query
 * string, replacing the history entry and keeping the scroll position. There
 * is no copy of the URL in React state, so a quick run of changes always ends
 * with the address, the controls and the loaded data in agreement: each change
 * starts from the last one and cancels the navigation before it.
 *
 * Without JavaScript the same controls are a plain GET form or plain links.
 * Built on this hook, each in a module of its own so a page loads only what it
 * uses: the filter forms (useUrlStateForm, useTypedParam, FilterFormActions) in
 * url-state-form.tsx, the tabs and link filters (useUrlChoice, FilterNav) in
 * url-choice.tsx.
 */

type Changes = Readonly<Record<string, string>>;

export interface UrlStateOptions {
  /** A parameter's value when it is absent; changing back to it leaves it out of the URL. */
  defaults?: Changes;
  /** Parameters every change drops: a page number, 'show', an open dialog. */
  resets?: readonly string[];
}

// useLayoutEffect warns on the server, where there is no layout to wait for.
export const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

const searchOf = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `?${text}` : "";
};

export function useUrlState({ defaults = {}, resets = [] }: UrlStateOptions = {}) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();

  const pending =
    navigation.location?.pathname === location.pathname &&
    (!navigation.formMethod || navigation.formMethod.toUpperCase() === "GET")
      ? navigation.location.search
      : null;
  const params = useMemo(
    () => (pending === null ? searchParams : new URLSearchParams(pending)),
    [pending, searchParams],
  );

  // Debounced changes (typing, dragging) apply to the query string as it is when they fire.
  const latest = useRef(params);
  useClientLayoutEffect(() => {
    latest.current = params;
  });
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach(clearTimeout);
  }, []);

  const { pathname } = location;
  const merge = (base: URLSearchParams, changes: Changes) => {
    const next = new URLSearchParams(base);
    for (const name of resets) next.delete(name);
    for (const [name, value] of Object.entries(changes)) {
      if (value === "" || value === defaults[name]) next.delete(name);
      else next.set(name, value);
    }
    return next;
  };

  // flushSync: the pending query string is on screen before the next event, so a second
  // change made at once builds on the first instead of on the old address.
  const go = (next: URLSearchParams) =>
    submit(next, { method: "get", action: pathname, replace: true, preventScrollReset: true, flushSync: true });

  /** Applies changes now, or after `delay` ms without another change to the same parameters. */
  const set = (changes: Changes, delay = 0) => {
    const key = Object.keys(changes).join();
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    if (delay <= 0) {
      go(merge(latest.current, changes));
      return;
    }
    const timer = setTimeout(() => {
      timers.current.delete(key);
      go(merge(latest.current, changes));
    }, delay);
    timers.current.set(key, timer);
  };

  /** A whole form's fields become the query string, as its plain GET submission would make them. */
  const submitFields = (fields: Changes) => {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    go(merge(new URLSearchParams(), fields));
  };

  return {
    /** The query string the page shows: the pending one while a navigation here is in flight. */
    params,
    /** A parameter's value as shown, or its default. */
    get: (name: string) => params.get(name) ?? defaults[name] ?? "",
    set,
    submitFields,
    /** The address of a change, for a plain link. */
    hrefFor: (changes: Changes, hash = "") => `${pathname}${searchOf(merge(params, changes))}${hash}`,
  };
}

export type UrlState = ReturnType<typeof useUrlState>;
