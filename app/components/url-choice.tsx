import type { MouseEvent } from "react";
import { useUrlState } from "~/components/url-state";

/**
 * Tabs and filters that are links (kits/url-state.tsx): the home portfolio's and the
 * service pages' categories. Without JavaScript each is a plain link to its address.
 */

/** One choice among fixed keys in `?param=`: tabs and filters that are links (`resets`: parameters a change drops, e.g. the page). */
export function useUrlChoice<K extends string>(
  param: string,
  keys: readonly K[],
  fallback: K,
  resets: readonly string[] = [],
) {
  const state = useUrlState({ defaults: { [param]: fallback }, resets });
  const value = state.get(param);
  const selected = (keys as readonly string[]).includes(value) ? (value as K) : fallback;
  return {
    selected,
    hrefFor: (key: K, hash = "") => state.hrefFor({ [param]: key }, hash),
    select: (key: K, event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      state.set({ [param]: key });
    },
  };
}

interface FilterNavProps<K extends string> {
  label: string;
  options: readonly { key: K; label: string; count?: number }[];
  filter: ReturnType<typeof useUrlChoice<K>>;
  controls: string;
  hash?: string;
  className?: string;
}

/** The links of a URL choice; the chosen one carries aria-current. */
export function FilterNav<K extends string>({ label, options, filter, controls, hash, className }: FilterNavProps<K>) {
  return (
    <nav className={`filter-nav${className ? ` ${className}` : ""}`} aria-label={label}>
      <ul className="wrap-list">
        {options.map((option) => {
          const current = option.key === filter.selected;
          return (
            <li key={option.key}>
              <a
                href={filter.hrefFor(option.key, hash)}
                className="filter-nav__link"
                aria-current={current ? "true" : undefined}
                aria-controls={controls}
                onClick={(event) => filter.select(option.key, event)}
              >
                {option.label}
                {option.count !== undefined ? <span className="filter-nav__count">{option.count}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
