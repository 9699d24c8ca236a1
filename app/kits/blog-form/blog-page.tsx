import type { ComponentProps, ReactNode } from "react";
import { Breadcrumb } from "~/components/admin/breadcrumb";
import { BlogTips } from "~/kits/blog-form/blog-tips";

/** The frame of Add Blog and Edit Blog: breadcrumb, title, the page's links, the form and the tips beside it. */
export function BlogPage({
  crumbs,
  heading,
  lede,
  links,
  children,
}: {
  crumbs: ComponentProps<typeof Breadcrumb>["items"];
  heading: string;
  lede: ReactNode;
  links: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="cms-page">
      <header className="cms-page__head">
        <div>
          <Breadcrumb items={crumbs} />
          <h1 className="cms-page__title">{heading}</h1>
          <p className="cms-page__lede">{lede}</p>
        </div>
        <nav className="cms-page__links" aria-label="Blog pages">
          {links}
        </nav>
      </header>
      <div className="cms-layout">
        {children}
        <BlogTips />
      </div>
    </div>
  );
}

/** One of the page's outlined header links. */
export const LINK_CLASS = "button button--ghost button--small cms-button--outline";
