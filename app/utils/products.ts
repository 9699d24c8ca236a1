import type { Product } from "~/schemas/api";

/**
 * What one product record says about its price and stock, for the shop's loader (utils/shop.ts),
 * the enquiry basket (utils/enquiry.ts) and the server. Apart from utils/shop.ts so the basket's
 * scripts need not load the shop's filter helpers.
 */

/** What a buyer pays: the sale price when there is one below the price. */
export function effectivePrice(product: Pick<Product, "price" | "sale_price">): number {
  return product.sale_price !== null && product.sale_price < product.price ? product.sale_price : product.price;
}

export function isOnSale(product: Pick<Product, "price" | "sale_price">): boolean {
  return product.sale_price !== null && product.sale_price < product.price;
}

/** The statuses of what is for sale (sold-out pieces say so); an empty status is the default, active. */
const FOR_SALE_STATUSES: readonly string[] = ["active", "out_of_stock", ""];

/** Only what is for sale is public: drafts, inactive products and statuses we do not know stay out of the shop. */
export const isPublished = (product: Pick<Product, "status">) =>
  FOR_SALE_STATUSES.includes(product.status.trim().toLowerCase());

export function isInStock(product: Pick<Product, "status" | "stock_quantity">): boolean {
  return product.status !== "out_of_stock" && product.stock_quantity > 0;
}

/** The Quick View quantity runs from 1 to the stock, or to 10 when the stock is unknown. */
export function maxQuantity(product: Pick<Product, "stock_quantity">): number {
  return product.stock_quantity > 0 ? product.stock_quantity : 10;
}
