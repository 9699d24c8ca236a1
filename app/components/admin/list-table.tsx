import { Link, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Image, uploadUrl } from "~/components/image";

/**
 * The admin lists' table, its rows' first cell and actions: the product and project tables
 * (components/admin) and the list pages (kits/admin-list) both draw them.
 */

/** True while the list itself is loading (a search, a page): the table dims, the toolbar says so. */
export function useListBusy(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname;
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
