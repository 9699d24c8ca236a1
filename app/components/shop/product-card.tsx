import { Link } from "@remix-run/react";
import { CardPhoto } from "~/components/image";
import { AddToEnquiry, SOLD_OUT, WishlistToggle } from "~/components/shop/enquiry-buttons";
import { Price } from "~/components/shop/price";
import type { Product } from "~/schemas/api";

/** What every view of a product in the shop shows, as the API has it, and its category as a label. */
export type ProductBasics = Pick<Product, "id" | "name" | "description" | "price" | "sale_price"> & {
  /** 'living-room' → 'Living Room' (titleCase, by the loader); "" for none. */
  categoryLabel: string;
};

export interface ProductCardData extends ProductBasics {
  image: string | null;
  /** The owner's alt text of the photo, when written; else the photo is decorative (the card's title names it). */
  imageAlt?: string;
  featured: boolean;
  inStock: boolean;
}

export const productAnchor = (position: number) => `product-${position}`;

/**
 * A product in the grid; 'Quick View' opens the dialog by URL (`?product=id`).
 * 'Add to Cart' adds one to the enquiry and 'Wishlist' saves it; without
 * JavaScript both post and come back to this card.
 */
export function ProductCard({
  product,
  position,
  quickViewHref,
}: {
  product: ProductCardData;
  position: number;
  quickViewHref: string;
}) {
  const onSale = product.sale_price !== null && product.sale_price < product.price;
  return (
    <article className="product-card" id={productAnchor(position)}>
      <div className="product-card__media">
        <CardPhoto
          path={product.image}
          alt={product.imageAlt}
          sizes="(min-width: 1280px) 276px, (min-width: 1167px) calc(32.5vw - 140px), (min-width: 960px) calc(49vw - 200px), (min-width: 819px) 30vw, (min-width: 540px) 45vw, 92vw"
          eager={position <= 3}
        />
        <p className="product-card__badges">
          {product.featured ? <span className="badge badge--accent">Featured</span> : null}
          {onSale ? <span className="badge badge--success">Sale</span> : null}
          {product.inStock ? null : <span className="badge badge--secondary">Out of stock</span>}
        </p>
      </div>
      <div className="product-card__body">
        {product.categoryLabel ? <p className="product-card__category">{product.categoryLabel}</p> : null}
        <h3 className="product-card__name">{product.name}</h3>
        <p className="product-card__description">{product.description}</p>
        <div className="product-card__footer">
          <Price price={product.price} salePrice={product.sale_price} />
          <Link
            to={quickViewHref}
            preventScrollReset
            className="button button--ghost button--small product-card__quick"
          >
            Quick View<span className="visually-hidden">: {product.name}</span>
          </Link>
        </div>
        <div className="product-card__actions">
          <AddToEnquiry
            productId={product.id}
            productName={product.name}
            unavailable={product.inStock ? null : SOLD_OUT}
            anchor={productAnchor(position)}
          />
          <WishlistToggle productId={product.id} productName={product.name} anchor={productAnchor(position)} />
        </div>
      </div>
    </article>
  );
}
