import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductsTable } from "~/components/admin/products-table";
import { StatCard, StatGrid } from "~/components/admin/stat-card";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { ListBody, listLinks, ListPage, useListHref } from "~/kits/admin-list/list";
import { listJson, listAction, loadOrNull, parseListQuery, redirectPastLastPage } from "~/kits/admin-list/list.server";
import { PageHeader } from "~/kits/admin-list/page-header";
import { SearchToolbar } from "~/kits/admin-list/search-toolbar";
import { NavigationLoading } from "~/kits/upload-form/loading-overlay";
import { deleteProduct, listCatalogueForAdmin, listProductsPage } from "~/services/products.server";
import { requireAdmin } from "~/sign-in/session.server";
import catalogStyles from "~/styles/admin-catalog.css";
import { matchesProduct, productStats } from "~/utils/catalog";
import { formatMoney } from "~/vocabulary/money";

export const links: LinksFunction = () => [...listLinks(), { rel: "stylesheet", href: catalogStyles }];

export const meta: MetaFunction = () => [{ title: "Manage Products | Aniwa Studio Admin" }];

const LIST = "/dashboard/view-products/";
const ADD = "/dashboard/add-products/";
const PER_PAGE = 10;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const query = parseListQuery(request);
  const { q, page, deleteId } = query;
  const loaded = await loadOrNull(request, async () => {
    const [all, current] = await Promise.all([
      // The whole catalogue, page by page, for the stats and the search.
      listCatalogueForAdmin(admin),
      q ? null : listProductsPage(page, admin, PER_PAGE),
    ]);
    const found = current ? null : all.products.filter((product) => matchesProduct(product, q));
    const shown = current
      ? {
          products: current.products,
          totalPages: Math.max(1, current.pagination.total_pages),
          totalItems: current.pagination.total_items,
        }
      : {
          products: (found ?? []).slice((page - 1) * PER_PAGE, page * PER_PAGE),
          totalPages: Math.max(1, Math.ceil((found ?? []).length / PER_PAGE)),
          totalItems: (found ?? []).length,
        };
    redirectPastLastPage(query, shown.totalPages);
    const stats = productStats(all.products);
    const toDelete = all.products.find((product) => product.id === deleteId);
    return {
      ...shown,
      stats: { ...stats, total: Math.max(stats.total, all.pagination.total_items) },
      toDelete: toDelete ? { id: toDelete.id, name: toDelete.name } : null,
    };
  });
  return listJson({
    error: loaded ? null : "Failed to load products",
    products: loaded?.products ?? [],
    page,
    totalPages: loaded?.totalPages ?? 1,
    totalItems: loaded?.totalItems ?? 0,
    q,
    stats: loaded?.stats ?? null,
    toDelete: loaded?.toDelete ?? null,
  });
}

export const action = ({ request }: ActionFunctionArgs) =>
  listAction(request, {
    list: LIST,
    remove: deleteProduct,
    messages: { deleted: "Product deleted successfully", failed: "Failed to delete product" },
    // The spec's one message, whatever the API said.
    failure: () => "Failed to delete product",
  });

export default function ManageProductsPage() {
  const data = useLoaderData<typeof loader>();
  const href = useListHref(LIST);

  return (
    <ListPage>
      <NavigationLoading pathPrefix="/dashboard/edit-product/" message="Loading product data..." />
      <PageHeader title="Manage Products" add={{ to: ADD, label: "Add Product" }}>
        Prices, stock and status of every piece in the shop.
      </PageHeader>

      {data.stats ? (
        <StatGrid label="Product statistics">
          <StatCard label="Total Products" value={data.stats.total} tone="ink" />
          <StatCard label="Active" value={data.stats.active} tone="forest" />
          <StatCard label="Featured" value={data.stats.featured} tone="ochre" />
          <StatCard label="Out of Stock" value={data.stats.outOfStock} tone="clay" />
          <StatCard label="Inventory Value" value={formatMoney(data.stats.inventoryValue)} tone="blue" />
        </StatGrid>
      ) : null}

      <SearchToolbar
        label="Search products"
        placeholder="Name, SKU, category or tag"
        summary={`${data.q ? `${data.totalItems} found for “${data.q}”` : `${data.totalItems} products`} (Page ${data.page} of ${data.totalPages})`}
      />

      <ListBody
        error={data.error}
        count={data.products.length}
        searched={Boolean(data.q)}
        pages={{ page: data.page, totalPages: data.totalPages, label: "Products pages" }}
        noMatch={{ title: "No products found", text: "No products match your search." }}
        none={{
          title: "No products found",
          text: "No products have been added yet.",
          action: { to: ADD, label: "Add your first product" },
        }}
      >
        <ProductsTable products={data.products} deleteHref={(id) => href({ delete: String(id) })} />
      </ListBody>

      {data.toDelete ? (
        <ConfirmDelete title="Delete product" closeTo={href({})} fields={{ id: data.toDelete.id }}>
          <p>
            Are you sure you want to delete <strong>{data.toDelete.name}</strong>? This action cannot be undone.
          </p>
        </ConfirmDelete>
      ) : null}
    </ListPage>
  );
}
