import { useRouteLoaderData } from "@remix-run/react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import type { RootData } from "~/utils/route-data";

/**
 * Gives the forms inside their CSRF token (AuthenticityTokenInput): the root loader's,
 * which it sends only in the admin area and the sign-in. Those two wrap their pages in
 * it, rather than the root every page, so the public pages' scripts do not load it.
 */
export function CsrfTokenProvider({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  return <AuthenticityTokenProvider token={root?.csrfToken ?? ""}>{children}</AuthenticityTokenProvider>;
}
