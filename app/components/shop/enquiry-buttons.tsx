import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useEnquiryState } from "~/components/shop/enquiry-state";
import { showToast } from "~/components/toaster";
import shopStyles from "~/styles/shop.css";
import { CART_PATH, WISHLIST_PATH } from "~/utils/site";

/**
 * The shop's stylesheet, which styles these buttons too: the pages that show them (the shop,
 * the basket, the wishlist) link it from here, so its URL comes in this module's chunk rather
 * than in a file of its own.
 */
export const shopStylesheet = { rel: "stylesheet", href: shopStyles } as const;

/** What the basket and wishlist actions answer a fetcher. */
export interface BasketReplyData {
  ok: boolean;
  message: string | null;
}

/**
 * A basket or wishlist fetcher: its answer becomes a toast, once. Without
 * JavaScript the same forms post normally and come back with a flash toast.
 */
export function useBasketFetcher() {
  const fetcher = useFetcher<BasketReplyData>();
  const shown = useRef<BasketReplyData | undefined>(undefined);
  // Shown as soon as the answer arrives, before revalidation may remove the form (a moved wishlist item).
  useEffect(() => {
    const data = fetcher.data;
    if (!data || shown.current === data) return;
    shown.current = data;
    if (data.message) showToast({ type: data.ok ? "success" : "error", message: data.message });
  }, [fetcher.data]);
  return fetcher;
}

/** The hidden fields every basket post carries: where to come back to, and `inline` once scripts run. */
export function ReturnFields({ anchor }: { anchor?: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const back = `${location.pathname}${location.search}${anchor ? `#${anchor}` : ""}`;
  return (
    <>
      <input type="hidden" name="redirectTo" value={back} />
      {hydrated ? <input type="hidden" name="inline" value="1" /> : null}
    </>
  );
}

/** Why a sold-out product's 'Add to Cart' is disabled (the stock badge already says 'Out of stock'). */
export const SOLD_OUT = "Sold out: it cannot be ordered now";

/**
 * 'Add to Cart': adds the chosen quantity to the enquiry. A product that
 * cannot be ordered keeps the button, disabled, with the reason beside it.
 */
export function AddToEnquiry({
  productId,
  productName,
  unavailable,
  anchor,
  children,
  className = "",
}: {
  productId: number;
  productName: string;
  /** Why it cannot be added ('Out of stock'), or null. */
  unavailable: string | null;
  anchor?: string;
  /** The quantity control; without it one is added. */
  children?: ReactNode;
  className?: string;
}) {
  const fetcher = useBasketFetcher();
  const reasonId = useId();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={CART_PATH} className={`add-to-enquiry ${className}`}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <ReturnFields anchor={anchor} />
      {children ?? <input type="hidden" name="quantity" value="1" />}
      <button
        type="submit"
        className="button button--accent button--small"
        disabled={unavailable !== null}
        aria-describedby={unavailable ? reasonId : undefined}
        aria-busy={busy || undefined}
      >
        {busy ? "Adding..." : "Add to Cart"}
        <span className="visually-hidden">: {productName}</span>
      </button>
      {unavailable ? (
        <span id={reasonId} className="add-to-enquiry__reason">
          {unavailable}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * 'Wishlist': a pressed/unpressed heart. The post says what it wants (save or
 * remove), so a double click cannot undo itself; with scripts the heart
 * changes at once and the server confirms.
 */
export function WishlistToggle({
  productId,
  productName,
  anchor,
}: {
  productId: number;
  productName: string;
  anchor?: string;
}) {
  const { wishlist } = useEnquiryState();
  const fetcher = useBasketFetcher();
  const pending = fetcher.formData?.get("intent");
  const pressed = pending ? pending === "save" : wishlist.includes(productId);
  return (
    <fetcher.Form method="post" action={WISHLIST_PATH} className="wishlist-toggle">
      <input type="hidden" name="intent" value={pressed ? "remove" : "save"} />
      <input type="hidden" name="productId" value={productId} />
      <ReturnFields anchor={anchor} />
      <button type="submit" className="button button--ghost button--small" aria-pressed={pressed}>
        <span aria-hidden="true" className="wishlist-toggle__heart">
          {pressed ? "♥" : "♡"}
        </span>{" "}
        Wishlist<span className="visually-hidden">: {productName}</span>
      </button>
    </fetcher.Form>
  );
}
