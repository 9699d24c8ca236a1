import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { NavigationLoading } from "~/kits/upload-form/loading-overlay";
import { CatalogHeader } from "~/kits/admin-list/page-header";
import { ProductsTable } from "~/components/admin/products-table";
import { SearchForm } from "~/kits/admin-list/search-form";
import { ConfirmDelete } from "~/kits/admin-list/confirm-delete";
import { StatCard, StatGrid } from "~/kits/admin-list/stat-card";
import { Pagination } from "~/components/pagination";
import type { Product } from "~/schemas/api";
import { deleteProduct, listProductsPage } from "~/services/products.server";
import { assertCsrf } from "~/security.server";
import { endSessionOnUnauthorized, requireAdmin } from "~/session.server";
import catalogStyles from "~/styles/admin-catalog.css";
import contentStyles from "~/styles/admin-content.css";
import { redirectWithToast } from "~/toast.server";
import { matchesProduct, productStats } from "~/utils/catalog";
import { formatMoney } from "~/vocabulary/money";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: catalogStyles },
];

export const meta: MetaFunction = () => [{ title: "Manage Products | Aniwa Studio Admin" }];

const LIST = "/dashboard/view-products/";
const PER_PAGE = 10;
/** The whole catalogue, for the stats and the search (the studio sells a few hundred pieces at most). */
const CATALOGUE_LIMIT = 500;

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? "1", 10) || 1);

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const page = pageOf(url.searchParams.get("page"));
  const q = url.searchParams.get("q")?.trim() ?? "";
  const deleteId = Number(url.searchParams.get("delete")) || null;
  try {
    const [all, current] = await Promise.all([
      listProductsPage(1, admin, CATALOGUE_LIMIT),
      q ? null : listProductsPage(page, admin, PER_PAGE),
    ]);
    let products: Product[];
    let totalPages: number;
    let totalItems: number;
    if (current) {
      products = current.products;
      totalPages = Math.max(1, current.pagination.total_pages);
      totalItems = current.pagination.total_items;
    } else {
      const found = all.products.filter((product) => matchesProduct(product, q));
      totalItems = found.length;
      totalPages = Math.max(1, Math.ceil(found.length / PER_PAGE));
      products = found.slice((page - 1) * PER_PAGE, page * PER_PAGE);
    }
    if (page > totalPages) {
      url.searchParams.set("page", String(totalPages));
      throw redirect(`${url.pathname}?${url.searchParams}`);
    }
    const stats = productStats(all.products);
    const toDelete = deleteId ? (all.products.find((product) => product.id === deleteId) ?? null) : null;
    return json({
      error: null,
      products,
      page,
      totalPages,
      totalItems,
      q,
      stats: { ...stats, total: Math.max(stats.total, all.pagination.total_items) },
      toDelete: toDelete ? { id: toDelete.id, name: toDelete.name } : null,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    await endSessionOnUnauthorized(request, error);
    return json({
      error: "Failed to load products",
      products: [] as Product[],
      page,
      totalPages: 1,
      totalItems: 0,
      q,
      stats: null,
      toDelete: null,
    });
  }
}

/** The list URL the admin came from, without the confirm step. */
function backTo(request: Request, formData: FormData) {
  const from = String(formData.get("from") ?? "");
  const url = new URL(from.startsWith("/") && !from.startsWith("//") ? from : LIST, request.url);
  url.searchParams.delete("delete");
  const search = url.searchParams.toString();
  return `${LIST}${search ? `?${search}` : ""}`;
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  await assertCsrf(request, formData);
  if (formData.get("intent") !== "delete") return json({ error: "Unknown intent" }, { status: 400 });
  const id = Number(formData.get("id"));
  const to = backTo(request, formData);
  if (!Number.isInteger(id) || id <= 0) {
    return redirectWithToast(to, { type: "error", message: "Failed to delete product" });
  }
  try {
    const message = await deleteProduct(id, admin);
    return redirectWithToast(to, { type: "success", message: message || "Product deleted successfully" });
  } catch (error) {
    await endSessionOnUnauthorized(request, error);
    return redirectWithToast(to, { type: "error", message: "Failed to delete product" });
  }
}

export default function ManageProductsPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const withParam = (name: string, value: string | null) => {
    const params = new URLSearchParams(location.search);
    if (value === null) params.delete(name);
    else params.set(name, value);
    const search = params.toString();
    return search ? `?${search}` : LIST;
  };
  const closeTo = withParam("delete", null);

  return (
    <div className="catalog-page">
      <NavigationLoading pathPrefix="/dashboard/edit-product/" message="Loading product data..." />
      <CatalogHeader
        title="Manage Products"
        crumbs={[{ label: "Home", to: "/dashboard/admin/" }]}
        actions={
          <Link to="/dashboard/add-products/" className="button button--primary button--small">
            Add Product
          </Link>
        }
      >
        Prices, stock and status of every piece in the shop.
      </CatalogHeader>

      {data.stats ? (
        <StatGrid label="Product statistics">
          <StatCard label="Total Products" value={data.stats.total} />
          <StatCard label="Active" value={data.stats.active} tone="forest" />
          <StatCard label="Featured" value={data.stats.featured} tone="ochre" />
          <StatCard label="Out of Stock" value={data.stats.outOfStock} tone="clay" />
          <StatCard label="Inventory Value" value={formatMoney(data.stats.inventoryValue)} tone="info" />
        </StatGrid>
      ) : null}

      <div className="catalog-toolbar">
        <SearchForm query={data.q} label="Search products" placeholder="Name, SKU, category or tag" />
        <p className="catalog-summary" aria-live="polite">
          {data.q ? `${data.totalItems} found for “${data.q}”` : `${data.totalItems} products`} (Page {data.page} of{" "}
          {data.totalPages})
        </p>
      </div>

      {data.error ? (
        <div className="alert alert--error" role="alert">
          <p>{data.error}</p>
          <Link to={location.pathname + location.search} className="button button--small button--ghost">
            Try again
          </Link>
        </div>
      ) : data.products.length === 0 ? (
        <div className="catalog-empty catalog-card">
          <h2>No products found</h2>
          <p>{data.q ? "No products match your search." : "No products have been added yet."}</p>
          {data.q ? null : (
            <Link to="/dashboard/add-products/" className="button button--primary">
              Add your first product
            </Link>
          )}
        </div>
      ) : (
        <ProductsTable products={data.products} deleteHref={(id) => withParam("delete", String(id))} />
      )}

      <Pagination page={data.page} totalPages={data.totalPages} search={location.search} label="Products pages" />

      {data.toDelete ? (
        <ConfirmDelete
          title="Delete product"
          closeTo={closeTo}
          fields={{ id: data.toDelete.id, from: `${LIST}${location.search}` }}
          confirmLabel="Delete"
        >
          <p>
            Are you sure you want to delete <strong>{data.toDelete.name}</strong>? This action cannot be undone.
          </p>
        </ConfirmDelete>
      ) : null}
    </div>
  );
}
