import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { ProductCardData } from "~/components/shop/product-card";
import type { QuickViewProduct } from "~/components/shop/quick-view";
import type { Product } from "~/records/product";
import { UpstreamError } from "~/services/client.server";
import { listAllProducts } from "~/services/products.server";
import { imageIndex } from "~/utils/gallery";
import { isInStock, isPublished, maxQuantity } from "~/utils/products";
import {
  DEFAULT_SHOP_QUERY,
  DESCRIPTION_LIMIT,
  parseShopQuery,
  shopSearch,
  truncate,
  withinCeiling,
  type ShopQuery,
} from "~/utils/shop";
import { categoryCounts, priceCeiling, shopStats, shopView } from "~/utils/shop-catalogue";
import { titleCase } from "~/vocabulary/titles";
import { pageHead } from "~/kits/seo/head.server";
import { absoluteUrl } from "~/kits/seo/meta";
import { breadcrumbList, productData } from "~/kits/seo/structured-data";
import { SHOP_PATH } from "~/utils/site";
import { formattedText } from "~/utils/markdown.server";
import { photoText } from "~/records/front-matter";

/** The shop's head: a Quick View is a page of its own; the filters change what is listed, sort and 'show' only its order and length. */
function shopHead(
  request: Request,
  query: ShopQuery,
  product: (QuickViewProduct & Pick<Product, "category" | "settings">) | null,
) {
  if (product) {
    const path = `${SHOP_PATH}?product=${product.id}`;
    return pageHead(
      request,
      {
        title: `${product.name} | Shop`,
        // The owner's SEO title and meta description (Edit Product, decision 014) when written.
        ownTitle: product.settings["seo-title"] || undefined,
        description:
          product.settings.description || product.description || `${product.name}, from the studio's home collections.`,
        path,
        image: product.images[0] ? { src: product.images[0], alt: product.imageTexts?.[0]?.alt ?? product.name } : null,
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

const toCard = (product: Product): ProductCardData => {
  const { text } = formattedText(product.description);
  // The owner's alt text of the card's photo when written (the card's title names it otherwise).
  const alt = product.image ? photoText(product.photoWords, product.image).alt : undefined;
  return {
    id: product.id,
    name: product.name,
    description: truncate(text, DESCRIPTION_LIMIT),
    price: product.price,
    sale_price: product.sale_price,
    categoryLabel: titleCase(product.category),
    image: product.image,
    ...(alt ? { imageAlt: alt } : {}),
    featured: product.featured,
    inStock: isInStock(product),
  };
};

const toQuickView = (product: Product): QuickViewProduct => {
  const { doc, text } = formattedText(product.description);
  return {
    id: product.id,
    name: product.name,
    description: text,
    descriptionDoc: doc,
    price: product.price,
    sale_price: product.sale_price,
    categoryLabel: titleCase(product.category),
    sku: product.sku,
    tags: product.tags,
    images: product.images.map((image) => image.path),
    // The owner's alt text and caption of each photo (the description's settings block, decision 014).
    imageTexts: product.images.map((image) => photoText(product.photoWords, image.path)),
    inStock: isInStock(product),
    maxQuantity: maxQuantity(product),
  };
};

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
    head: shopHead(
      request,
      query,
      selected && quickView ? { ...quickView, category: selected.category, settings: selected.settings } : null,
    ),
  });
}
