import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { hasEnquiryCookies, itemCount, readBasket, readWishlist } from "~/utils/basket.server";
import type { SiteData } from "~/utils/route-data";

/**
 * The header's enquiry badge and the wishlist hearts come from the visitor's
 * cookies, read only when one is there: a visitor without a basket gets the
 * same bytes as everyone else (DESIGN rule 7), one with a basket gets a
 * response marked private (docs/decisions/008-enquiry-basket.md).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!hasEnquiryCookies(request)) return json({ enquiry: null } satisfies SiteData);
  const [lines, wishlist] = await Promise.all([readBasket(request), readWishlist(request)]);
  return json({ enquiry: { count: itemCount(lines), wishlist } } satisfies SiteData, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
