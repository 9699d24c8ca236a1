import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** The one error view: the spec's wording per status, never a stack trace. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="status-page">
        <p className="status-page__code">404</p>
        <h1>Page Not Found</h1>
        <p>The page you are looking for doesn&apos;t exist or has moved.</p>
        <Link className="button button--primary" to="/">
          Back to Home
        </Link>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="status-page">
        <p className="status-page__code">403</p>
        <h1>Request refused</h1>
        <p>{typeof error.data === "string" ? error.data : "This request was refused."}</p>
        <Link className="button button--primary" to="/">
          Back to Home
        </Link>
      </section>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="status-page">
      <p className="status-page__code">{isRouteErrorResponse(error) ? error.status : 500}</p>
      <h1>Oops! Something went wrong</h1>
      <p>We couldn&apos;t show this page right now. Please try again later.</p>
      <Link className="button button--primary" to="/">
        Back to Home
      </Link>
    </section>
  );
}
