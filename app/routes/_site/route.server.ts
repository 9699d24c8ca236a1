import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/platform/env.server";
import { hasEnquiryCookies, itemCount, readBasket, readWishlist } from "~/basket/basket.server";
import type { SiteData, SocialLink } from "~/utils/route-data";

/** The footer's social links: the profiles the operator configured, in the spec's order. */
function socialLinks(): SocialLink[] {
  const config = env();
  const links: Array<{ label: SocialLink["label"]; href: string | undefined }> = [
    { label: "Instagram", href: config.STUDIO_INSTAGRAM_URL },
    { label: "Pinterest", href: config.STUDIO_PINTEREST_URL },
    { label: "LinkedIn", href: config.STUDIO_LINKEDIN_URL },
    { label: "Facebook", href: config.STUDIO_FACEBOOK_URL },
  ];
  return links.flatMap(({ label, href }) => (href ? [{ label, href }] : []));
}

/**
 * The header's enquiry badge and the wishlist hearts come from the visitor's
 * cookies, read only when one is there: a visitor without a basket gets the
 * same bytes as everyone else (DESIGN rule 7), one with a basket gets a
 * response marked private (docs/decisions/008-enquiry-basket.md). The footer's
 * social links are the site's configuration, the same for everyone.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const social = socialLinks();
  if (!hasEnquiryCookies(request)) return json({ enquiry: null, social } satisfies SiteData);
  const [lines, wishlist] = await Promise.all([readBasket(request), readWishlist(request)]);
  return json({ enquiry: { count: itemCount(lines), wishlist }, social } satisfies SiteData, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
