import type { ReactNode } from "react";
import { Breadcrumb } from "~/components/admin/breadcrumb";

/** The admin page's breadcrumb ('Home > Products > Add Product'), title, intro and header links. */
export function CatalogHeader({
  title,
  crumbs,
  actions,
  children,
}: {
  title: string;
  crumbs: readonly { label: string; to: string }[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="catalog-header">
      <Breadcrumb items={[...crumbs, { label: title }]} />
      <div className="catalog-header__row">
        <div>
          <h1 className="catalog-header__title">{title}</h1>
          {children ? <p className="catalog-header__intro">{children}</p> : null}
        </div>
        {actions ? <div className="catalog-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
