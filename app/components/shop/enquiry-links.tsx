import { Link, useRouteLoaderData } from "@remix-run/react";
import type { SiteData } from "~/utils/route-data";
import { CART_PATH, WISHLIST_PATH } from "~/utils/site";

/**
 * The header's wishlist and enquiry links; the badge shows how many items the
 * enquiry holds. Without a basket there is no badge, so the header is the same
 * for every visitor.
 */
export function EnquiryLinks({ onNavigate }: { onNavigate?: () => void }) {
  // The public layout's own data (the header is part of it), read here rather than through
  // enquiry-state.ts, so that module stays in the chunk of the pages with basket buttons.
  const enquiry = useRouteLoaderData<SiteData>("routes/_site")?.enquiry;
  const count = enquiry?.count ?? 0;
  const wishlist = enquiry?.wishlist ?? [];
  const items = `${count} ${count === 1 ? "item" : "items"}`;
  return (
    <div className="enquiry-links">
      <Link to={WISHLIST_PATH} className="enquiry-links__link" onClick={onNavigate}>
        <span aria-hidden="true" className="enquiry-links__icon">
          ♡
        </span>
        <span className="enquiry-links__label">Wishlist</span>
        {wishlist.length ? <span className="visually-hidden">, {wishlist.length} saved</span> : null}
      </Link>
      <Link to={CART_PATH} className="enquiry-links__link" onClick={onNavigate} data-testid="enquiry-link">
        <svg className="enquiry-links__icon" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path
            d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span className="enquiry-links__label">Your enquiry</span>
        {count ? (
          <span className="enquiry-links__badge" data-testid="enquiry-count">
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">, {items}</span>
          </span>
        ) : null}
      </Link>
    </div>
  );
}
