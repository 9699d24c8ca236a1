import { AddToEnquiry, SOLD_OUT, WishlistToggle } from "~/components/shop/enquiry-buttons";
import { ProductDetails, type QuickViewProduct } from "~/components/shop/product-details";
import { UrlDialog } from "~/components/url-dialog";

export type { QuickViewProduct } from "~/components/shop/product-details";

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
      <ProductDetails product={product} image={image} imageHref={imageHref}>
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
      </ProductDetails>
    </UrlDialog>
  );
}
