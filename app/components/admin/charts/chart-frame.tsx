import { Suspense, type ReactNode } from "react";
import { ClientOnly } from "remix-utils/client-only";

/**
 * A chart card. The server (and a browser without JavaScript) renders the
 * numbers as a table; once scripts run, a loading placeholder shows while
 * chart.js arrives, then the chart, with the same table one click away for
 * screen readers and anyone who wants the exact figures.
 */
export function ChartFrame({
  title,
  caption,
  height = 400,
  table,
  note,
  children,
}: {
  title: string;
  caption?: ReactNode;
  height?: number;
  table: ReactNode;
  /** Shown under the title, e.g. when the data could not be loaded. */
  note?: ReactNode;
  children: () => ReactNode;
}) {
  const loading = <ChartLoading height={height} />;
  return (
    <section className="chart-card" aria-label={title}>
      <header className="chart-card__header">
        <h2 className="chart-card__title">{title}</h2>
        {caption ? <p className="chart-card__caption">{caption}</p> : null}
        {note}
      </header>
      <ClientOnly
        fallback={
          <>
            {/* Visible only once the document is known to run scripts (html.js). */}
            <div className="chart-card__pending">{loading}</div>
            <div className="chart-card__table">{table}</div>
          </>
        }
      >
        {() => (
          <>
            <Suspense fallback={loading}>
              <div className="chart-card__canvas" style={{ height }}>
                {children()}
              </div>
            </Suspense>
            <details className="chart-card__data">
              <summary>Show the numbers</summary>
              {table}
            </details>
          </>
        )}
      </ClientOnly>
    </section>
  );
}

export function ChartLoading({ height }: { height: number }) {
  return (
    <div className="chart-loading" style={{ height }} role="status">
      <span className="chart-loading__spinner" aria-hidden="true" />
      <span>Loading chart…</span>
    </div>
  );
}

/** A small table of the chart's numbers. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: Array<{ key: string; cells: ReactNode[]; highlight?: boolean }>;
}) {
  return (
    <div className="data-table__scroll">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index > 0 ? "num" : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.highlight ? "is-peak" : undefined}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="num">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
