import { MAX_PRODUCT_IMAGES } from "~/vocabulary/images";
import { productStatusBadge } from "~/vocabulary/statuses";

/** Edit Product's sidebar (admin-area §2): tips, the update history and the quality checklist. */
export function EditProductSidebar({
  today,
  id,
  sku,
  status,
  imageCount,
}: {
  today: string;
  id: number;
  sku: string;
  status: string;
  imageCount: number;
}) {
  return (
    <aside className="catalog-sidebar" aria-label="About this product">
      <section className="catalog-card">
        <h2 className="catalog-card__title">Tips</h2>
        <ul className="catalog-list">
          <li>Lead the description with what the piece is made of and who made it.</li>
          <li>Use a sale price only while an offer runs; leave it empty otherwise.</li>
          <li>Square photos of at least 1000 px look best in the shop&apos;s Quick View.</li>
        </ul>
      </section>
      <section className="catalog-card">
        <h2 className="catalog-card__title">Update History</h2>
        <dl className="catalog-facts">
          <div>
            <dt>Today</dt>
            <dd>{today}</dd>
          </div>
          <div>
            <dt>Product ID</dt>
            <dd>#{id}</dd>
          </div>
          <div>
            <dt>SKU</dt>
            <dd>{sku || "—"}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{productStatusBadge(status).label}</dd>
          </div>
          <div>
            <dt>Images</dt>
            <dd>
              {imageCount}/{MAX_PRODUCT_IMAGES}
            </dd>
          </div>
        </dl>
      </section>
      <section className="catalog-card">
        <h2 className="catalog-card__title">Quality Checklist</h2>
        <ul className="catalog-checklist">
          <li>A clear, specific product name</li>
          <li>A description of materials, size and care</li>
          <li>A correct price in GHS</li>
          <li>A unique SKU</li>
          <li>At least one sharp, well-lit image</li>
          <li>The right category and a few tags</li>
        </ul>
      </section>
    </aside>
  );
}
