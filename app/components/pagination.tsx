import { Link } from "@remix-run/react";

/**
 * Previous / numbered pages / Next as plain links that keep the other query
 * parameters, so paging works without JavaScript and can be shared.
 */
export function Pagination({
  page,
  totalPages,
  search,
  param = "page",
  label = "Pagination",
}: {
  page: number;
  totalPages: number;
  /** The current query string (`location.search`), kept on every link. */
  search: string;
  param?: string;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    if (target <= 1) params.delete(param);
    else params.set(param, String(target));
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  const pages = visiblePages(page, totalPages);
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link to={href(page - 1)} className="pagination__link" rel="prev" preventScrollReset>
          Previous
        </Link>
      ) : (
        <span className="pagination__link is-disabled" aria-disabled="true">
          Previous
        </span>
      )}
      <ol className="pagination__pages">
        {pages.map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={href(entry)}
                className={`pagination__link${entry === page ? " is-current" : ""}`}
                aria-current={entry === page ? "page" : undefined}
                aria-label={`Page ${entry}`}
                preventScrollReset
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link to={href(page + 1)} className="pagination__link" rel="next" preventScrollReset>
          Next
        </Link>
      ) : (
        <span className="pagination__link is-disabled" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}

/** Page numbers to show: the first, the last and two around the current one. */
export function visiblePages(page: number, totalPages: number): Array<number | "gap"> {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1] > 1) result.push("gap");
    result.push(n);
  });
  return result;
}
