import { Link } from "@remix-run/react";

export interface Crumb {
  label: string;
  /** Omitted on the current page. */
  to?: string;
}

/** 'Home > Add Blog': the trail above an admin content screen. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="cms-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
