import { Gallery } from "~/components/projects/gallery";
import { AddToEnquiry, SOLD_OUT, WishlistToggle } from "~/components/shop/enquiry-buttons";
import { Price } from "~/components/shop/price";
import type { ProductBasics } from "~/components/shop/product-card";
import { UrlDialog } from "~/components/url-dialog";
import { Markdown } from "~/components/markdown";
import type { MarkdownDoc } from "~/utils/markdown-tree";

export interface QuickViewProduct extends ProductBasics {
  /** The description as formatted text (`description` is its plain text). */
  descriptionDoc: MarkdownDoc;
  sku: string;
  tags: string[];
  images: string[];
  inStock: boolean;
  maxQuantity: number;
}

export const POLICIES = ["Free shipping on orders over $100", "30-day return policy", "2-year warranty"] as const;

/**
 * The product's Quick View, opened by `?product=id`. 'Add to Cart' adds the
 * chosen quantity (1 to the stock) to the visitor's enquiry; 'Wishlist'
 * saves the product. Both work as plain posts that come back here.
 */
export function QuickView({
  product,
  image,
  closeTo,
  imageHref,
}: {
  product: QuickViewProduct;
  image: number;
  closeTo: string;
  imageHref: (n: number) => string;
}) {
  return (
    <UrlDialog title={product.name} closeTo={closeTo} className="quick-view" closeLabel="Close Quick View">
      <div className="quick-view__grid">
        <Gallery
          images={product.images}
          index={image}
          hrefFor={imageHref}
          label={product.name}
          sizes="(min-width: 1020px) 476px, (min-width: 820px) calc(52vw - 50px), calc(100vw - 72px)"
        />
        <div className="quick-view__info">
          {product.categoryLabel ? <p className="quick-view__category">{product.categoryLabel}</p> : null}
          <Price price={product.price} salePrice={product.sale_price} className="quick-view__price" />
          <p className={`quick-view__stock${product.inStock ? "" : " is-out"}`}>
            {product.inStock ? "In stock" : "Out of stock"}
          </p>
          <div className="quick-view__description md-text">
            <Markdown doc={product.descriptionDoc} />
          </div>
          <div className="quick-view__order">
            <AddToEnquiry
              productId={product.id}
              productName={product.name}
              unavailable={product.inStock ? null : SOLD_OUT}
              className="quick-view__add"
            >
              <div className="quick-view__quantity">
                <label htmlFor={`quantity-${product.id}`}>Quantity</label>
                <select id={`quantity-${product.id}`} name="quantity" defaultValue="1" disabled={!product.inStock}>
                  {Array.from({ length: product.maxQuantity }, (_, n) => (
                    <option key={n + 1} value={n + 1}>
                      {n + 1}
                    </option>
                  ))}
                </select>
              </div>
            </AddToEnquiry>
            <WishlistToggle productId={product.id} productName={product.name} />
          </div>
          <ul className="quick-view__policies">
            {POLICIES.map((policy) => (
              <li key={policy}>{policy}</li>
            ))}
          </ul>
          {product.sku ? <p className="quick-view__sku">SKU: {product.sku}</p> : null}
        </div>
      </div>
    </UrlDialog>
  );
}
