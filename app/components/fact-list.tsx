import type { ReactNode } from "react";

/** Label–value rows as a definition list: a listing's figures, the shop's stats, a project's facts. */
export function FactList({
  items,
  className,
  itemClassName,
}: {
  items: readonly { label: string; value: ReactNode }[];
  className: string;
  itemClassName: string;
}) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label} className={itemClassName}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
