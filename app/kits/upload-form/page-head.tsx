import type { ComponentProps, ReactNode } from "react";
import { Breadcrumb } from "~/components/admin/breadcrumb";

/** The head of a content form page (blogs, categories): breadcrumb, title, a line about it, and the page's links. */
export function FormPageHead({
  crumbs,
  heading,
  lede,
  linksLabel,
  links,
}: {
  crumbs: ComponentProps<typeof Breadcrumb>["items"];
  heading: string;
  lede: ReactNode;
  /** The accessible name of the links' navigation ('Blog pages'). */
  linksLabel: string;
  links: ReactNode;
}) {
  return (
    <header className="cms-page__head">
      <div>
        <Breadcrumb items={crumbs} />
        <h1 className="cms-page__title">{heading}</h1>
        <p className="cms-page__lede">{lede}</p>
      </div>
      <nav className="cms-page__links" aria-label={linksLabel}>
        {links}
      </nav>
    </header>
  );
}

/** One of the head's outlined links. */
export const HEAD_LINK_CLASS = "button button--ghost button--small cms-button--outline";
