import { useId, type ReactNode } from "react";

/** One titled block of an admin form ('Basic Information', 'Pricing', …). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="catalog-section" aria-labelledby={id}>
      <header className="catalog-section__header">
        <h2 id={id} className="catalog-section__title">
          {title}
        </h2>
        {description ? <p className="catalog-section__description">{description}</p> : null}
      </header>
      <div className="catalog-section__body">{children}</div>
    </section>
  );
}
