import { Link } from "@remix-run/react";
import { Image, uploadUrl } from "~/components/image";
import type { Product } from "~/schemas/api";
import { formatMoney } from "~/vocabulary/money";
import { productStatusBadge, stockTone } from "~/vocabulary/statuses";
import { titleCase } from "~/vocabulary/titles";

/** Manage Products' table: the product, price in GHS, stock badge, status, actions. */
export function ProductsTable({ products, deleteHref }: { products: Product[]; deleteHref: (id: number) => string }) {
  return (
    <div className="catalog-table-wrap">
      <table className="catalog-table">
        <caption className="visually-hidden">Products</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Category</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const status = productStatusBadge(product.status);
            return (
              <tr key={product.id}>
                <td>
                  <div className="catalog-item">
                    <Image
                      src={uploadUrl(product.image)}
                      alt=""
                      width={56}
                      height={56}
                      className="catalog-item__thumb"
                    />
                    <div>
                      <p className="catalog-item__title">{product.name}</p>
                      <p className="catalog-item__meta">SKU {product.sku || "—"}</p>
                      {product.featured ? <span className="badge badge--accent">Featured</span> : null}
                    </div>
                  </div>
                </td>
                <td>{product.category ? titleCase(product.category) : "Uncategorized"}</td>
                <td className="catalog-price">
                  {product.sale_price !== null ? (
                    <>
                      {formatMoney(product.sale_price)}
                      <del>
                        <span className="visually-hidden">was </span>
                        {formatMoney(product.price)}
                      </del>
                    </>
                  ) : (
                    formatMoney(product.price)
                  )}
                </td>
                <td>
                  <span className={`badge badge--${stockTone(product.stock_quantity)}`}>
                    {product.stock_quantity} in stock
                  </span>
                </td>
                <td>
                  <span className={`badge badge--${status.tone}`}>{status.label}</span>
                </td>
                <td>
                  <div className="catalog-row-actions">
                    <Link
                      to={`/dashboard/edit-product/${product.id}/`}
                      className="button button--ghost button--small"
                      aria-label={`Edit ${product.name}`}
                    >
                      Edit
                    </Link>
                    <Link
                      to={deleteHref(product.id)}
                      preventScrollReset
                      className="button button--danger button--small"
                      aria-label={`Delete ${product.name}`}
                    >
                      Delete
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
