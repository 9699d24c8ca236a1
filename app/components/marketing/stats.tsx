export interface Stat {
  value: string;
  label: string;
}

/** A row of figures (fixed marketing text from the spec). */
export function Stats({
  stats,
  label,
  tone = "light",
}: {
  stats: readonly Stat[];
  label: string;
  tone?: "light" | "dark";
}) {
  return (
    <dl className={`stats stats--${tone}`} aria-label={label} data-reveal>
      {stats.map((stat) => (
        <div className="stats__item" key={stat.label}>
          <dt className="stats__label">{stat.label}</dt>
          <dd className="stats__value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
