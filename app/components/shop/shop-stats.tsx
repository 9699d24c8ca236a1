import { FactList } from "~/components/fact-list";

/**
 * The sidebar's shop figures, computed from the published catalogue: what is ready to send and
 * what is sold out. The hero already counts the products, categories and pieces on sale, and no
 * figure is shown twice on a page (decision 019).
 */
export function ShopStats({ stats }: { stats: { total: number; inStock: number } }) {
  const rows = [
    { label: "In stock", value: stats.inStock },
    { label: "Sold out", value: stats.total - stats.inStock },
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
