import type { ReactNode } from "react";

export type StatTone = "ink" | "clay" | "forest" | "ochre" | "info";

/** One figure with its label, e.g. 'Total posts 14'. */
export function StatCard({
  label,
  value,
  hint,
  tone = "ink",
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: StatTone;
  icon?: ReactNode;
}) {
  return (
    <div className={`cms-stat cms-stat--${tone}`}>
      {icon ? (
        <span className="cms-stat__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <dl>
        <dt className="cms-stat__label">{label}</dt>
        <dd className="cms-stat__value">{value}</dd>
      </dl>
      {hint ? <p className="cms-stat__hint">{hint}</p> : null}
    </div>
  );
}

/** A row of stat cards. */
export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section className="cms-stats" aria-label={label}>
      {children}
    </section>
  );
}
