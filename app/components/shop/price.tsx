import { formatMoney } from "~/vocabulary/money";

/** The price in GHS; on sale, the sale price beside the struck-through price. */
export function Price({
  price,
  salePrice,
  className = "",
}: {
  price: number;
  salePrice: number | null;
  className?: string;
}) {
  if (salePrice !== null && salePrice < price) {
    return (
      <p className={`price ${className}`}>
        <span className="price__now">
          <span className="visually-hidden">Sale price </span>
          {formatMoney(salePrice)}
        </span>{" "}
        <del className="price__was">
          <span className="visually-hidden">Original price </span>
          {formatMoney(price)}
        </del>
      </p>
    );
  }
  return (
    <p className={`price ${className}`}>
      <span className="price__now">{formatMoney(price)}</span>
    </p>
  );
}
