import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

const numberFormat = new Intl.NumberFormat("en-US");

export type StatTone = "clay" | "forest" | "ochre" | "blue" | "green" | "ink";

/**
 * The admin's one stat card: a summary number with its label, and optionally
 * an icon, a hint and a link to the list behind it.
 */
export function StatCard({
  label,
  value,
  icon,
  tone = "clay",
  hint,
  to,
  linkLabel,
}: {
  label: string;
  value: number | string;
  icon?: ReactNode;
  tone?: StatTone;
  hint?: ReactNode;
  to?: string;
  linkLabel?: string;
}) {
  return (
    <article className={`stat-card stat-card--${tone}`}>
      {icon ? (
        <span className="stat-card__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className="stat-card__body">
        <h2 className="stat-card__label">{label}</h2>
        <p className="stat-card__value">{typeof value === "number" ? numberFormat.format(value) : value}</p>
        {hint ? <p className="stat-card__hint">{hint}</p> : null}
        {to && linkLabel ? (
          <Link to={to} className="stat-card__link">
            {linkLabel} <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/** A row of stat cards, named for assistive technology ('Blog counts'). */
export function StatGrid({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={wide ? "stat-grid stat-grid--three" : "stat-grid"} aria-label={label}>
      {children}
    </section>
  );
}
