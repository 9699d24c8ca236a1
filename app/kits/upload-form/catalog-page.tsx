import type { LinksFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ADMIN_HOME, PageHeader } from "~/kits/admin-list/page-header";
import catalogStyles from "~/styles/admin-catalog.css";
import contentStyles from "~/styles/admin-content.css";

/** The stylesheets of Add/Edit Product and Add/Edit Project. */
export const catalogLinks: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: catalogStyles },
];

const HEAD_LINK = "button button--ghost button--small";

/**
 * The frame of Add/Edit Product and Add/Edit Project: the header with the
 * breadcrumb 'Home > (the list) > (this page)', the page's links and a line
 * about it, then the form.
 */
export function CatalogPage({
  title,
  list,
  viewLabel,
  addCategory = false,
  lede,
  children,
}: {
  title: string;
  /** The list's crumb ('Products'). */
  list: { label: string; to: string };
  /** With it, a link to the list in the header ('View Products'). */
  viewLabel?: string;
  /** A link to Create Category in the header. */
  addCategory?: boolean;
  lede: ReactNode;
  children: ReactNode;
}) {
  const actions =
    viewLabel || addCategory ? (
      <>
        {viewLabel ? (
          <Link to={list.to} className={HEAD_LINK}>
            {viewLabel}
          </Link>
        ) : null}
        {addCategory ? (
          <Link to="/dashboard/create-category/" className={HEAD_LINK}>
            Add category
          </Link>
        ) : null}
      </>
    ) : undefined;
  return (
    <div className="catalog-page">
      <PageHeader title={title} crumbs={[ADMIN_HOME, list]} actions={actions}>
        {lede}
      </PageHeader>
      {children}
    </div>
  );
}
