import { Link } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { FormPageHead, HEAD_LINK_CLASS } from "~/kits/upload-form/page-head";

const LIST = "/dashboard/categories/";

/** The frame of Create Category and Edit Category: header, 'View categories' and the form's card. */
export function CategoryPage({
  heading,
  lede,
  crumb,
  cardTitle,
  children,
}: Pick<ComponentProps<typeof FormPageHead>, "heading" | "lede"> & {
  crumb: string;
  cardTitle: string;
  children: ReactNode;
}) {
  return (
    <div className="cms-page">
      <FormPageHead
        crumbs={[{ label: "Home", to: "/dashboard/admin/" }, { label: crumb }]}
        heading={heading}
        lede={lede}
        linksLabel="Category pages"
        links={
          <Link to={LIST} className={HEAD_LINK_CLASS}>
            View categories
          </Link>
        }
      />

      <section className="cms-card cms-card--narrow" aria-labelledby="category-form-title">
        <div className="cms-card__head">
          <h2 id="category-form-title" className="cms-card__title">
            {cardTitle}
          </h2>
        </div>
        {children}
      </section>
    </div>
  );
}

/**
 * The panel that replaces the form after a save, with the spec's words
 * 'Category created successfully!' for both screens (admin-area §2).
 */
export function CategorySaved({
  children,
  links,
}: {
  children: ReactNode;
  /** The first is the main next step. */
  links: [{ to: string; label: string }, { to: string; label: string }];
}) {
  const [main, other] = links;
  return (
    <div className="cms-success" role="status">
      <p className="cms-success__title">
        <span aria-hidden="true">✓</span> Category created successfully!
      </p>
      <p>{children}</p>
      <div className="cms-success__actions">
        <Link to={main.to} className="button button--accent button--small">
          {main.label}
        </Link>
        <Link to={other.to} className="button button--small cms-button--outline">
          {other.label}
        </Link>
      </div>
    </div>
  );
}

export { LIST as CATEGORY_LIST };
