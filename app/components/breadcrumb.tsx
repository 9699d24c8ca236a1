import { Link } from "@remix-run/react";

/** A public page's breadcrumb: Home, the pages above this one, then this page (not a link). */
export function Breadcrumb({ trail = [], current }: { trail?: Array<{ name: string; to: string }>; current: string }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {[{ name: "Home", to: "/" }, ...trail].map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
