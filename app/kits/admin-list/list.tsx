import type { LinksFunction } from "@remix-run/node";
import { Link, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Image, uploadUrl } from "~/components/image";
import { Pagination } from "~/components/pagination";
import contentStyles from "~/styles/admin-content.css";

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

/** True while the list itself is loading (a search, a page): the table dims, the toolbar says so. */
export function useListBusy(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname;
}

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

/** The list's table: a hidden caption, the column heads, and the rows (busy while the list reloads). */
export function ListTable({
  caption,
  columns,
  fixed,
  children,
}: {
  caption: string;
  /** The heads; 'Actions' is aligned with the row actions. A node for a special head (Select all). */
  columns: ReadonlyArray<string | { key: string; head: ReactNode; className: string }>;
  /** A fixed height with a sticky head (the categories' 600 px). */
  fixed?: boolean;
  children: ReactNode;
}) {
  const busy = useListBusy();
  return (
    <div className={fixed ? "cms-table-wrap cms-table-wrap--fixed" : "cms-table-wrap"} aria-busy={busy || undefined}>
      <table className="cms-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col" className={column === "Actions" ? "cms-table__actions" : undefined}>
                  {column}
                </th>
              ) : (
                <th key={column.key} scope="col" className={column.className}>
                  {column.head}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row's first cell: thumbnail, title (with badges) and lines under it. */
export function ItemCell({
  image,
  title,
  children,
}: {
  image: string | null | undefined;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="cms-post">
      <Image src={uploadUrl(image)} alt="" width={64} height={48} loading="lazy" />
      <div>
        <span className="cms-post__title">{title}</span>
        {children}
      </div>
    </div>
  );
}

/** A row's Edit, View (new tab) and Delete (opens the confirmation) links, named after the row. */
export function RowActions({
  name,
  edit,
  view,
  remove,
}: {
  name: string;
  edit: string;
  view?: string;
  /** The list's URL with `?delete=id`. */
  remove: string;
}) {
  return (
    <td className="cms-table__actions">
      <div className="cms-actions">
        <Link to={edit} className="cms-icon-button" aria-label={`Edit ${name}`}>
          Edit
        </Link>
        {view ? (
          <a
            href={view}
            target="_blank"
            rel="noopener noreferrer"
            className="cms-icon-button"
            aria-label={`View ${name} (opens in a new tab)`}
          >
            View
          </a>
        ) : null}
        <Link
          to={remove}
          preventScrollReset
          className="cms-icon-button cms-icon-button--danger"
          aria-label={`Delete ${name}`}
        >
          Delete
        </Link>
      </div>
    </td>
  );
}
