import type { Product } from "~/schemas/api";
import { ItemCell, ListTable, RowActions } from "~/components/admin/list-table";
import { formatMoney } from "~/vocabulary/money";
import { productStatusBadge, stockTone } from "~/vocabulary/statuses";
import { categoryLabel } from "~/vocabulary/titles";

/** Manage Products' table: the product, price in GHS, stock badge, status, actions. */
export function ProductsTable({ products, deleteHref }: { products: Product[]; deleteHref: (id: number) => string }) {
  return (
    <ListTable caption="Products" columns={["Product", "Category", "Price", "Stock", "Status", "Actions"]}>
      {products.map((product) => {
        const status = productStatusBadge(product.status);
        return (
          <tr key={product.id}>
            <td>
              <ItemCell image={product.image} title={product.name}>
                <span className="cms-post__meta">SKU {product.sku || "—"}</span>
                {product.featured ? <span className="badge badge--accent">Featured</span> : null}
              </ItemCell>
            </td>
            <td data-label="Category">{categoryLabel(product.category)}</td>
            <td className="cms-price" data-label="Price">
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
            <td data-label="Stock">
              <span className={`badge badge--${stockTone(product.stock_quantity)}`}>
                {product.stock_quantity} in stock
              </span>
            </td>
            <td data-label="Status">
              <span className={`badge badge--${status.tone}`}>{status.label}</span>
            </td>
            <RowActions
              name={product.name}
              edit={`/dashboard/edit-product/${product.id}/`}
              remove={deleteHref(product.id)}
            />
          </tr>
        );
      })}
    </ListTable>
  );
}
