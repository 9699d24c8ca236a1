import type { LinksFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ADMIN_HOME, PageHeader } from "~/kits/admin-list/page-header";
import { CATALOG, type CatalogRecord } from "~/kits/upload-form/catalog";
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
 * breadcrumb 'Home > Products > Add Product', a link to the list ('View
 * Products', unless `viewLink` is false) and, when adding, to Create Category,
 * a line about the page ('Editing <the name>.' when editing), then the form.
 */
export function CatalogPage({
  record,
  lede,
  editing,
  viewLink = true,
  children,
}: {
  record: CatalogRecord;
  viewLink?: boolean;
  children: ReactNode;
} & ({ lede: string; editing?: undefined } | { editing: string; lede?: undefined })) {
  const { list, crumb } = CATALOG[record];
  const adding = editing === undefined;
  const actions =
    viewLink || adding ? (
      <>
        {viewLink ? (
          <Link to={list} className={HEAD_LINK}>
            {`View ${record}s`}
          </Link>
        ) : null}
        {adding ? (
          <Link to="/dashboard/create-category/" className={HEAD_LINK}>
            Add category
          </Link>
        ) : null}
      </>
    ) : undefined;
  return (
    <div className="catalog-page">
      <PageHeader
        title={`${adding ? "Add" : "Edit"} ${record}`}
        crumbs={[ADMIN_HOME, { label: crumb, to: list }]}
        actions={actions}
      >
        {adding ? (
          lede
        ) : (
          <>
            Editing <strong>{editing}</strong>.
          </>
        )}
      </PageHeader>
      {children}
    </div>
  );
}
