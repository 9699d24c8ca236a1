import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/admin/breadcrumb";

export const ADMIN_HOME = { label: "Home", to: "/dashboard/admin/" };

/**
 * An admin page's header: the breadcrumb ('Home > Products > Add Product'),
 * the title, an optional intro and the page's links on the right.
 */
export function PageHeader({
  title,
  crumbs = [ADMIN_HOME],
  add,
  actions,
  children,
}: {
  title: string;
  /** The trail before this page (by default the dashboard, 'Home'); the title ends it. */
  crumbs?: readonly { label: string; to: string }[];
  /** The page's main link, e.g. 'Add Blog'. */
  add?: { to: string; label: string };
  /** Other links. */
  actions?: ReactNode;
  /** The intro under the title. */
  children?: ReactNode;
}) {
  return (
    <header className="page-head">
      <Breadcrumb items={[...crumbs, { label: title }]} />
      <div className="page-head__row">
        <div>
          <h1 className="page-head__title">{title}</h1>
          {children ? <p className="page-head__lede">{children}</p> : null}
        </div>
        {add || actions ? (
          <div className="page-head__actions">
            {actions}
            {add ? (
              <Link to={add.to} className="button button--accent button--small">
                {add.label}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </header>
  );
}
