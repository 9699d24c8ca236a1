import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { FactList } from "~/components/fact-list";

/**
 * Pieces shared by the data-driven listings (blog, shop, projects): the page
 * hero with its counts, the loading flag for in-page navigations, the error
 * panel with a 'Try Again' link, and 'Load More' as a plain link.
 */

export interface HeroStat {
  value: ReactNode;
  label: string;
}

export function ListingHero({
  eyebrow,
  title,
  lead,
  stats = [],
  breadcrumb,
  className = "",
}: {
  eyebrow: string;
  title: string;
  lead: string;
  stats?: HeroStat[];
  breadcrumb?: ReactNode;
  className?: string;
}) {
  return (
    <header className={`listing-hero ${className}`}>
      <div className="listing-hero__inner container">
        {breadcrumb}
        <p className="eyebrow listing-hero__eyebrow">{eyebrow}</p>
        <h1 className="listing-hero__title">{title}</h1>
        <p className="listing-hero__lead">{lead}</p>
        {stats.length > 0 ? (
          <FactList items={stats} className="listing-hero__stats" itemClassName="listing-hero__stat" />
        ) : null}
      </div>
    </header>
  );
}

/** True while a client navigation reloads this same page (a filter, a page, Load More). */
export function useListingLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname;
}

/** The failure panel; 'Try Again' is a link to the same address, so it works without JavaScript. */
export function ListingError({ message }: { message: string }) {
  const location = useLocation();
  return (
    <div className="listing-error" role="alert">
      <p className="listing-error__icon" aria-hidden="true">
        !
      </p>
      <h2>Oops! Something went wrong</h2>
      <p>{message}</p>
      <Link className="button button--primary" to={`${location.pathname}${location.search}`} preventScrollReset>
        Try Again
      </Link>
    </div>
  );
}

/**
 * 'Load More …' as a link to the same list showing more items (`?show=12`).
 * The link carries the first new item's anchor, so without JavaScript the
 * browser lands on it; with JavaScript the list grows in place and focus
 * moves to the first new item.
 */
export function LoadMoreLink({
  to,
  firstNewId,
  children,
}: {
  /** The address with the larger `show`, without a hash. */
  to: string;
  /** The id of the first item the next page adds. */
  firstNewId: string;
  children: ReactNode;
}) {
  const loading = useListingLoading();
  return (
    <div className="listing-more">
      <Link to={`${to}#${firstNewId}`} className="button button--primary" preventScrollReset aria-disabled={loading}>
        {children}
      </Link>
    </div>
  );
}

/** Moves focus to the first item a 'Load More' added (the item holds a link). */
export function useFocusFirstNew(shown: number, idOf: (position: number) => string) {
  const previous = useRef(shown);
  useEffect(() => {
    if (shown > previous.current) {
      const item = document.getElementById(idOf(previous.current + 1));
      item?.querySelector<HTMLElement>("a[href]")?.focus({ preventScroll: true });
    }
    previous.current = shown;
  }, [shown, idOf]);
}

/** A live region that says what is loading; empty when nothing is. */
export function LoadingStatus({ loading, children }: { loading: boolean; children: string }) {
  return (
    <p className={`listing-status${loading ? " is-loading" : ""}`} role="status" aria-live="polite">
      {loading ? (
        <>
          <span className="listing-status__spinner" aria-hidden="true" />
          {children}
        </>
      ) : null}
    </p>
  );
}
