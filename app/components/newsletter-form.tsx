import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { HoneypotInputs } from "~/components/honeypot-inputs";
import { useHydrated } from "remix-utils/use-hydrated";
import type { RootData } from "~/utils/route-data";
import type { NewsletterResult } from "~/schemas/newsletter";

/**
 * The footer's newsletter sign-up; posts to /newsletter, which forwards to the
 * API. With JavaScript the answer shows in place; without it /newsletter
 * redirects back here (to #site-footer) and the root loader hands over the
 * answer it flashed.
 */
export function NewsletterForm() {
  // A fresh form (and fetcher) per page: an answer belongs to the page it was given on.
  const { pathname } = useLocation();
  return <SignUp key={pathname} />;
}

function SignUp() {
  const fetcher = useFetcher<NewsletterResult>();
  const flashed = useRouteLoaderData<RootData>("root")?.newsletter ?? null;
  const location = useLocation();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? flashed;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      className="newsletter"
      aria-labelledby="newsletter-title"
      data-testid="newsletter-form"
    >
      <h3 id="newsletter-title" className="newsletter__title">
        Stay inspired
      </h3>
      <p className="newsletter__hint">Projects, new pieces and studio notes, once a month.</p>
      <HoneypotInputs />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="inline" value="1" /> : null}
      <div className="newsletter__row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input
          // A new flashed answer (no JavaScript) brings back what was typed.
          key={flashed?.email ?? ""}
          id="newsletter-email"
          type="email"
          name="email"
          required
          maxLength={254}
          placeholder="Your email address"
          autoComplete="email"
          defaultValue={flashed?.email ?? ""}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result ? "newsletter-result" : undefined}
        />
        <button type="submit" className="button button--accent" disabled={busy}>
          {busy ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <p id="newsletter-result" className={result?.ok ? "form-success" : "form-error"} role="status">
        {busy ? "" : (result?.message ?? "")}
      </p>
    </fetcher.Form>
  );
}
