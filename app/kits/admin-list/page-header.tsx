import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/admin/breadcrumb";

/**
 * An admin page's header: the breadcrumb ('Home > Products > Add Product'),
 * the title, an optional intro and the page's links on the right.
 */
export function PageHeader({
  title,
  crumbs,
  actions,
  children,
}: {
  title: string;
  /** The trail before this page; the title ends it. */
  crumbs: readonly { label: string; to: string }[];
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
        {actions ? <div className="page-head__actions">{actions}</div> : null}
      </div>
    </header>
  );
}

/** The catalog forms' name for the same header, until their routes import `PageHeader`. */
export const CatalogHeader = PageHeader;
