import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import {
  ListingError,
  ListingHero,
  LoadingStatus,
  LoadMoreLink,
  useFocusFirstNew,
  useListingLoading,
} from "~/components/listing";
import { productAnchor, ProductCard, type ProductCardData } from "~/components/shop/product-card";
import { QuickView, type QuickViewProduct } from "~/components/shop/quick-view";
import { ShopFilters, ShopSortSelect, useShopFilters } from "~/components/shop/shop-filters";
import { ShopStats } from "~/components/shop/shop-stats";
import type { Product } from "~/schemas/api";
import { UpstreamError } from "~/services/client.server";
import { listAllProducts } from "~/services/products.server";
import blogStyles from "~/styles/blog.css";
import styles from "~/styles/shop.css";
import {
  categoryCounts,
  DEFAULT_SHOP_QUERY,
  DESCRIPTION_LIMIT,
  imageIndex,
  isInStock,
  isPublished,
  maxQuantity,
  parseShopQuery,
  priceCeiling,
  PRICE_MAX,
  shopSearch,
  shopStats,
  shopView,
  truncate,
  withinCeiling,
  type ShopQuery,
} from "~/utils/shop";
import { pageHead } from "~/kits/seo/head.server";
import { headMeta } from "~/kits/seo/json-ld";
import { absoluteUrl } from "~/kits/seo/meta";
import { breadcrumbList, productData } from "~/kits/seo/structured-data";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: blogStyles },
  { rel: "stylesheet", href: styles },
];

const SHOP_PATH = "/resources/shop";

export const meta = headMeta;

/** The shop's head: a Quick View is a page of its own; the filters change what is listed, sort and 'show' only its order and length. */
function shopHead(request: Request, query: ShopQuery, product: QuickViewProduct | null) {
  if (product) {
    const path = `${SHOP_PATH}?product=${product.id}`;
    return pageHead(
      request,
      {
        title: `${product.name} | Shop`,
        description: product.description || `${product.name}, from the studio's home collections.`,
        path,
        image: product.images[0] ? { src: product.images[0], alt: product.name } : null,
      },
      (origin) => [productData(origin, product, absoluteUrl(origin, path)), breadcrumbList(origin, [{ name: "Shop" }])],
    );
  }
  return pageHead(
    request,
    {
      title: "Shop",
      description:
        "Furniture, lighting, textiles and decor made with artisans across Ghana, from the studio's home collections.",
      path: `${SHOP_PATH}${shopSearch({ ...query, sort: DEFAULT_SHOP_QUERY.sort, show: DEFAULT_SHOP_QUERY.show })}`,
    },
    (origin) => [breadcrumbList(origin, [{ name: "Shop" }])],
  );
}

const toCard = (product: Product): ProductCardData => ({
  id: product.id,
  name: product.name,
  description: truncate(product.description, DESCRIPTION_LIMIT),
  price: product.price,
  sale_price: product.sale_price,
  category: product.category,
  image: product.image,
  featured: product.featured,
  inStock: isInStock(product),
});

const toQuickView = (product: Product): QuickViewProduct => ({
  id: product.id,
  name: product.name,
  description: product.description,
  price: product.price,
  sale_price: product.sale_price,
  category: product.category,
  sku: product.sku,
  tags: product.tags,
  images: product.images.map((image) => image.path),
  inStock: isInStock(product),
  maxQuantity: maxQuantity(product),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  let query = parseShopQuery(params);
  let catalogue: Product[];
  try {
    catalogue = (await listAllProducts()).filter(isPublished);
  } catch (error) {
    console.error("shop: products failed:", error instanceof Error ? error.message : error);
    const status = error instanceof UpstreamError && error.kind === "timeout" ? 504 : 502;
    return json({ ok: false as const, query, head: shopHead(request, query, null) }, { status });
  }
  const ceiling = priceCeiling(catalogue);
  query = withinCeiling(query, ceiling);
  const view = shopView(catalogue, query);
  const productId = Number.parseInt(params.get("product") ?? "", 10);
  const selected = Number.isFinite(productId) ? catalogue.find((product) => product.id === productId) : undefined;
  const quickView = selected ? toQuickView(selected) : null;
  return json({
    ok: true as const,
    query,
    stats: shopStats(catalogue),
    categories: categoryCounts(catalogue),
    priceCeiling: ceiling,
    products: view.products.map(toCard),
    matches: view.matches,
    nextShow: view.nextShow,
    quickView,
    image: selected ? imageIndex(params.get("image"), selected.images.length) : 0,
    head: shopHead(request, query, quickView),
  });
}

const href = (query: ShopQuery, extra?: Record<string, string | number | undefined>) =>
  `${SHOP_PATH}${shopSearch(query, extra)}`;

export default function Shop() {
  const data = useLoaderData<typeof loader>();
  const loading = useListingLoading();
  const filters = useShopFilters(data.ok ? data.priceCeiling : PRICE_MAX);
  useFocusFirstNew(data.ok ? data.products.length : 0, productAnchor);

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

  const { query } = data;
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
        <QuickView
          key={data.quickView.id}
          product={data.quickView}
          image={data.image}
          closeTo={href(query)}
          imageHref={(n) => href(query, { product: data.quickView?.id, image: n || undefined })}
        />
      ) : null}
    </>
  );
}
