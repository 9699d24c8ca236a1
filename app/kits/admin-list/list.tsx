import type { LinksFunction } from "@remix-run/node";
import { Link, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Pagination } from "~/components/pagination";
import contentStyles from "~/styles/admin-content.css";

// The table and its cells are components (the product and project tables draw them too).
export { ItemCell, ListTable, RowActions, useListBusy } from "~/components/admin/list-table";

/** The URL parameters of a confirm step: every other link of the list leaves them out. */
const DIALOG_PARAMS = ["delete", "confirm", "ids"];

/**
 * Links within the list that keep its search and page: `href({ delete: "12" })`
 * opens a row's delete confirmation, `href({})` is the list as it is. While a
 * search or page is loading they start from the address on its way, so a link
 * followed meanwhile does not drop it.
 */
export function useListHref(list: string) {
  const location = useLocation();
  const navigation = useNavigation();
  const pending =
    navigation.location?.pathname === location.pathname && navigation.formMethod?.toUpperCase() !== "POST"
      ? navigation.location.search
      : null;
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(pending ?? location.search);
    for (const key of DIALOG_PARAMS) params.delete(key);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return query ? `?${query}` : list;
  };
}

/** The lists' stylesheet: `export const links = listLinks`. */
export const listLinks: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/** An admin list page: header, counts, toolbar, the list and its dialogs, evenly spaced. */
export function ListPage({ children }: { children: ReactNode }) {
  return <div className="cms-page list-page">{children}</div>;
}

interface EmptyState {
  title: string;
  text: string;
  /** A link to add the first one (not shown for a search that found nothing). */
  action?: { to: string; label: string };
}

/**
 * What the list shows: its load failure with Try again (instead of claiming it
 * is empty), an empty state (`noMatch` when a search found nothing, else
 * `none`), or the rows.
 */
export function ListBody({
  error,
  count,
  searched,
  none,
  noMatch,
  pages,
  children,
}: {
  /** 'Failed to load products', or null. */
  error: string | null;
  /** How many rows there are to show. */
  count: number;
  searched: boolean;
  none: EmptyState;
  noMatch: EmptyState;
  /** The pager under the rows ('Products pages'). */
  pages?: { page: number; totalPages: number; label: string };
  children: ReactNode;
}) {
  const location = useLocation();
  if (error) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{error}</p>
        <Link to={location.pathname + location.search} className="button button--small button--ghost">
          Try again
        </Link>
      </div>
    );
  }
  if (count) {
    return (
      <>
        {children}
        {pages ? <Pagination {...pages} search={location.search} /> : null}
      </>
    );
  }
  const empty = searched ? noMatch : none;
  return (
    <div className="cms-table-wrap">
      <div className="cms-empty">
        <h2>{empty.title}</h2>
        <p>{empty.text}</p>
        {empty.action ? (
          <Link to={empty.action.to} className="button button--accent button--small">
            {empty.action.label}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
