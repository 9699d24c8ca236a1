import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** The one error view: the spec's wording per status, never a stack trace. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const response = isRouteErrorResponse(error) ? error : null;
  if (!response) console.error(error);
  const [title, text] =
    response?.status === 404
      ? ["Page Not Found", "The page you are looking for doesn't exist or has moved."]
      : response?.status === 403
        ? ["Request refused", typeof response.data === "string" ? response.data : "This request was refused."]
        : ["Oops! Something went wrong", "We couldn't show this page right now. Please try again later."];
  return (
    <section className="status-page">
      <p className="status-page__code">{response?.status ?? 500}</p>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="button button--primary" to="/">
        Back to Home
      </Link>
    </section>
  );
}
