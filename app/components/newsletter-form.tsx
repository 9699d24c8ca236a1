import { useFetcher, useLocation } from "@remix-run/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";

/** The footer's newsletter sign-up; posts to /newsletter, which forwards to the API. */
export function NewsletterForm() {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/newsletter" className="newsletter" aria-labelledby="newsletter-title">
      <h3 id="newsletter-title" className="newsletter__title">
        Stay inspired
      </h3>
      <p className="newsletter__hint">Projects, new pieces and studio notes, once a month.</p>
      <HoneypotInputs />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div className="newsletter__row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          placeholder="Your email address"
          autoComplete="email"
        />
        <button type="submit" className="button button--accent" disabled={busy}>
          {busy ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      {fetcher.data ? (
        <p className={fetcher.data.ok ? "form-success" : "form-error"} role="status">
          {fetcher.data.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
