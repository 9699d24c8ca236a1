import type { LinksFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { lazyDialog, usePreloadOn } from "~/components/lazy-dialog";
import {
  ListingError,
  ListingHero,
  LoadingStatus,
  LoadMoreLink,
  useFocusFirstNew,
  useListingLoading,
} from "~/components/listing";
import { shopStylesheet } from "~/components/shop/enquiry-buttons";
import { productAnchor, ProductCard } from "~/components/shop/product-card";
import { ShopFilters, ShopSortSelect, useShopFilters } from "~/components/shop/shop-filters";
import { ShopStats } from "~/components/shop/shop-stats";
import blogStyles from "~/styles/blog.css";
import { PRICE_MAX, shopSearch, type ShopQuery } from "~/utils/shop";
import { headMeta } from "~/kits/seo/head-meta";
import type { loader } from "~/routes/_site.resources.shop/route.server";
import { SHOP_PATH } from "~/utils/site";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }, shopStylesheet];

export const meta = headMeta;

export { loader } from "~/routes/_site.resources.shop/route.server";

const href = (query: ShopQuery, extra?: Record<string, string | number | undefined>) =>
  `${SHOP_PATH}${shopSearch(query, extra)}`;

/** Server-rendered when the URL names a product; the browser loads its code when one opens. */
const QuickView = lazyDialog(() => import("~/components/shop/quick-view").then((module) => module.QuickView));

export default function Shop() {
  const data = useLoaderData<typeof loader>();
  const loading = useListingLoading();
  const filters = useShopFilters(data.ok ? data.priceCeiling : PRICE_MAX);
  useFocusFirstNew(data.ok ? data.products.length : 0, productAnchor);
  usePreloadOn("product", QuickView.preload);
  const { query } = data;
  const quickViewId = data.ok ? data.quickView?.id : undefined;
  const imageHref = (n: number) => href(query, { product: quickViewId, image: n || undefined });

  const hero = (
    <ListingHero
      className="shop-hero"
      eyebrow="Home Collections"
      title="Shop"
      lead="Furniture, lighting, textiles and decor designed in our studio and made with artisans across Ghana."
      stats={
        data.ok
          ? [
              { value: data.stats.total, label: data.stats.total === 1 ? "Product" : "Products" },
              { value: data.stats.categories, label: data.stats.categories === 1 ? "Category" : "Categories" },
              { value: data.stats.onSale, label: "On sale" },
            ]
          : []
      }
    />
  );

  if (!data.ok) {
    return (
      <>
        {hero}
        <div className="container listing-body">
          <ListingError message="Failed to load products. Please try again later." />
        </div>
      </>
    );
  }

  return (
    <>
      {hero}
      <div className="container listing-body shop-layout">
        <aside className="shop-side" aria-label="Shop filters">
          <ShopFilters filters={filters} categories={data.categories} total={data.stats.total} />
        </aside>
        <section className="shop-main" aria-labelledby="shop-results-title" aria-busy={loading}>
          <div className="listing-toolbar">
            <div>
              <h2 id="shop-results-title" className="listing-toolbar__title">
                Products
              </h2>
              <p className="listing-toolbar__count">
                Showing {data.products.length} of {data.matches} {data.matches === 1 ? "product" : "products"}
              </p>
            </div>
            <ShopSortSelect filters={filters} />
          </div>
          <LoadingStatus loading={loading}>Loading products...</LoadingStatus>
          {data.products.length === 0 ? (
            <div className="listing-empty">
              <h3>No products found</h3>
              <p>Nothing matches these filters. Try another search, category or a higher price.</p>
              <Link to={SHOP_PATH} className="button button--primary" preventScrollReset>
                Reset Filters
              </Link>
            </div>
          ) : (
            <div className={`product-grid${loading ? " is-loading" : ""}`}>
              {data.products.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  position={index + 1}
                  quickViewHref={href(query, { product: product.id })}
                />
              ))}
            </div>
          )}
          {data.nextShow ? (
            <LoadMoreLink
              to={href({ ...query, show: data.nextShow })}
              firstNewId={productAnchor(data.products.length + 1)}
            >
              Load More Products
            </LoadMoreLink>
          ) : null}
        </section>
        {/* After the products on a phone; under the filters in the sidebar on wide screens. */}
        <ShopStats stats={data.stats} />
      </div>
      {data.quickView ? (
        <QuickView.Dialog
          key={data.quickView.id}
          product={data.quickView}
          image={data.image}
          closeTo={href(query)}
          imageHref={imageHref}
        />
      ) : null}
    </>
  );
}
