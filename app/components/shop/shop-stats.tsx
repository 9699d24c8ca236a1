import { FactList } from "~/components/listing";

/** The sidebar's shop figures, computed from the published catalogue. */
export function ShopStats({
  stats,
}: {
  stats: { total: number; categories: number; onSale: number; inStock: number };
}) {
  const rows = [
    { label: "Products", value: stats.total },
    { label: "Categories", value: stats.categories },
    { label: "In stock", value: stats.inStock },
    { label: "On sale", value: stats.onSale },
  ];
  return (
    <section className="shop-filters__block shop-stats" aria-labelledby="shop-stats-title">
      <h2 id="shop-stats-title" className="shop-filters__title">
        Shop stats
      </h2>
      <FactList items={rows} className="shop-stats__list" itemClassName="shop-stats__row" />
    </section>
  );
}
