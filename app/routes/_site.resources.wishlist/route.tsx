import { Link, useLoaderData } from "@remix-run/react";
import { Image, uploadUrl } from "~/components/image";
import { ListingError } from "~/components/listing";
import { ReturnFields, useBasketFetcher } from "~/components/shop/enquiry-buttons";
import { EnquiryPageHeader, enquiryPageLinks, enquiryPageMeta } from "~/components/shop/enquiry-page";
import { CART_PATH, WISHLIST_PATH } from "~/utils/site";
import { Price } from "~/components/shop/price";
import type { EnquiryLine } from "~/utils/enquiry";
import type { loader } from "~/routes/_site.resources.wishlist/route.server";

export const links = enquiryPageLinks;

export const meta = enquiryPageMeta("Your wishlist");

export { action, headers, loader } from "~/routes/_site.resources.wishlist/route.server";

function WishItem({ item }: { item: EnquiryLine }) {
  const remove = useBasketFetcher();
  const move = useBasketFetcher();
  const name = item.name ?? "Product no longer available";
  return (
    <li className="basket-line wish-item" data-testid="wish-item">
      <Image src={uploadUrl(item.image)} alt="" width={160} height={120} sizes="120px" className="basket-line__image" />
      <div className="basket-line__info">
        <h2 className="basket-line__name">{name}</h2>
        {item.sku ? <p className="basket-line__sku">{`SKU: ${item.sku}`}</p> : null}
        {item.state === "unavailable" ? (
          <p className="basket-line__state">No longer available</p>
        ) : (
          <Price price={item.price} salePrice={item.salePrice} className="basket-line__price" />
        )}
      </div>
      <div className="wish-item__actions">
        {item.state === "unavailable" ? null : (
          <move.Form method="post" action={WISHLIST_PATH}>
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="productId" value={item.id} />
            <ReturnFields />
            <button type="submit" className="button button--accent button--small" disabled={item.state !== "available"}>
              Move to enquiry<span className="visually-hidden">: {name}</span>
            </button>
            {item.state === "out_of_stock" ? <span className="add-to-enquiry__reason">Out of stock</span> : null}
          </move.Form>
        )}
        <remove.Form method="post" action={WISHLIST_PATH}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={item.id} />
          <ReturnFields />
          <button type="submit" className="button button--ghost button--small">
            Remove<span className="visually-hidden">: {name}</span>
          </button>
        </remove.Form>
      </div>
    </li>
  );
}

export default function Wishlist() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="container enquiry-page">
      <EnquiryPageHeader title="Your wishlist">
        Pieces you saved. Move them to your enquiry when you are ready.
      </EnquiryPageHeader>
      {!data.ok ? (
        <ListingError message="Failed to load products. Please try again later." />
      ) : data.items.length === 0 ? (
        <div className="listing-empty">
          <h2>Your wishlist is empty</h2>
          <p>Tap ‘Wishlist’ on a product to keep it here.</p>
          <p className="enquiry-page__links">
            <Link to="/resources/shop" className="button button--primary">
              Browse the shop
            </Link>
          </p>
        </div>
      ) : (
        <ul className="basket__lines" aria-label="Saved products">
          {data.items.map((item) => (
            <WishItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      <p className="basket__more">
        <Link to={CART_PATH}>Your enquiry</Link>
      </p>
    </div>
  );
}
