import { json, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { hasEnquiryCookies, itemCount, readBasket, readWishlist } from "~/utils/basket.server";

/**
 * The header's enquiry badge and the wishlist hearts come from the visitor's
 * cookies, read only when one is there: a visitor without a basket gets the
 * same bytes as everyone else (DESIGN rule 7), one with a basket gets a
 * response marked private (docs/decisions/005-enquiry-basket.md).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!hasEnquiryCookies(request)) return json({ enquiry: null });
  const [lines, wishlist] = await Promise.all([readBasket(request), readWishlist(request)]);
  return json(
    { enquiry: { count: itemCount(lines), wishlist } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export type SiteLoader = typeof loader;

/** A basket's `private, no-store` reaches the page; child routes keep it (they inherit these headers). */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

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
