import type { ReactNode } from "react";
import { Markdown } from "~/components/markdown";
import { Gallery } from "~/components/projects/gallery";
import { Price } from "~/components/shop/price";
import type { ProductBasics } from "~/components/shop/product-card";
import type { MarkdownDoc } from "~/utils/markdown-tree";

export interface QuickViewProduct extends ProductBasics {
  /** The description as formatted text (`description` is its plain text). */
  descriptionDoc: MarkdownDoc;
  sku: string;
  tags: string[];
  images: string[];
  /** The owner's alt text and caption of each image, where written (the description's settings block). */
  imageTexts?: Array<{ alt?: string; caption?: string }>;
  inStock: boolean;
  maxQuantity: number;
}

export const POLICIES = ["Free shipping on orders over $100", "30-day return policy", "2-year warranty"] as const;

/**
 * What the shop shows of one product: its photos, category, price, stock, formatted description,
 * the order controls (`children`), the policies and the SKU. The shop's Quick View draws it in its
 * dialog; Add and Edit Product's 'Preview' draws it alone.
 */
export function ProductDetails({
  product,
  image,
  imageHref,
  children,
}: {
  product: QuickViewProduct;
  image: number;
  imageHref: (n: number) => string;
  children: ReactNode;
}) {
  return (
    <div className="quick-view__grid">
      <Gallery
        images={product.images}
        index={image}
        hrefFor={imageHref}
        label={product.name}
        texts={product.imageTexts}
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
        <div className="quick-view__order">{children}</div>
        <ul className="quick-view__policies">
          {POLICIES.map((policy) => (
            <li key={policy}>{policy}</li>
          ))}
        </ul>
        {product.sku ? <p className="quick-view__sku">SKU: {product.sku}</p> : null}
      </div>
    </div>
  );
}
