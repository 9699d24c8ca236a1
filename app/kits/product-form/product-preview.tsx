import type { LinksFunction } from "@remix-run/node";
import { shopStylesheet } from "~/components/shop/enquiry-buttons";
import { ProductDetails, type QuickViewProduct } from "~/components/shop/product-details";
import { CatalogPreview, previewId } from "~/kits/upload-form/catalog-preview";
import { catalogLinks } from "~/kits/upload-form/catalog-page";
import { previewNote } from "~/vocabulary/publish-states";
import blogStyles from "~/styles/blog.css";

/** What Add and Edit Product's 'Preview' shows: the product as the shop's Quick View will. */
export interface ProductPreviewData {
  product: QuickViewProduct;
  /** Whether its status puts it in the shop at all (a draft or inactive product is not). */
  listed: boolean;
}

/** Add and Edit Product's stylesheets: the catalog form's, and the shop's for 'Preview'. */
export const productFormLinks: LinksFunction = () => [
  ...catalogLinks(),
  { rel: "stylesheet", href: blogStyles },
  shopStylesheet,
];

const here = `#${previewId("Product")}`;

/** The Quick View's contents, saved nowhere; its order buttons shown, not working. */
export function ProductPreview({ preview, reveal = false }: { preview: ProductPreviewData; reveal?: boolean }) {
  const { product } = preview;
  return (
    <CatalogPreview
      record="Product"
      reveal={reveal ? preview : null}
      note={preview.listed ? null : previewNote("product", "draft")}
    >
      <div className="product-preview">
        <h3 className="url-dialog__title">{product.name}</h3>
        <ProductDetails product={product} image={0} imageHref={() => here}>
          <button type="button" className="button button--accent button--small" disabled>
            Add to Cart
          </button>
        </ProductDetails>
      </div>
    </CatalogPreview>
  );
}
