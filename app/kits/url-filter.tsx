import { useLocation, useSearchParams } from "@remix-run/react";
import { useState, type MouseEvent } from "react";

/**
 * A filter or tab kept in the URL (`?param=key`), so it works as a plain link
 * without JavaScript. With JavaScript a click filters in place: the state
 * changes at once and the address is replaced, with no request and no jump.
 */
export function useUrlFilter<K extends string>(param: string, keys: readonly K[], fallback: K) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const fromUrl = (keys as readonly string[]).includes(searchParams.get(param) ?? "")
    ? (searchParams.get(param) as K)
    : fallback;
  const [selected, setSelected] = useState<K>(fromUrl);
  // Follow the URL when it changes by navigation (back/forward, a link elsewhere).
  const [lastUrlValue, setLastUrlValue] = useState(fromUrl);
  if (fromUrl !== lastUrlValue) {
    setLastUrlValue(fromUrl);
    setSelected(fromUrl);
  }

  const hrefFor = (key: K, hash = "") => {
    const next = new URLSearchParams(searchParams);
    if (key === fallback) next.delete(param);
    else next.set(param, key);
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ""}${hash}`;
  };

  const select = (key: K, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setSelected(key);
    const url = hrefFor(key);
    window.history.replaceState(window.history.state, "", url);
  };

  return { selected, hrefFor, select };
}

interface FilterNavProps<K extends string> {
  label: string;
  options: readonly { key: K; label: string; count?: number }[];
  filter: ReturnType<typeof useUrlFilter<K>>;
  controls: string;
  hash?: string;
  className?: string;
}

/** The links of a URL filter; the chosen one carries aria-current. */
export function FilterNav<K extends string>({ label, options, filter, controls, hash, className }: FilterNavProps<K>) {
  return (
    <nav className={`filter-nav${className ? ` ${className}` : ""}`} aria-label={label}>
      <ul>
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
