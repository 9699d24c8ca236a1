import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

/** The public layout: fixed header, the page, the footer with the newsletter. */
export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="site-main">
        <GeneralErrorBoundary />
      </main>
      <SiteFooter />
    </>
  );
}
