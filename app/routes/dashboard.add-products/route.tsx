import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { CatalogActionData } from "~/kits/upload-form/actions.server";
import { CatalogHeader } from "~/kits/admin-list/page-header";
import { productAction } from "~/kits/product-form/action.server";
import { ProductForm } from "~/kits/product-form/product-form";
import { listCategories } from "~/services/categories.server";
import { createProduct } from "~/services/products.server";
import { requireAdmin } from "~/session.server";
import catalogStyles from "~/styles/admin-catalog.css";
import contentStyles from "~/styles/admin-content.css";
import { redirectWithToast } from "~/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: catalogStyles },
];

export const meta: MetaFunction = () => [{ title: "Add Product | Aniwa Studio Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  try {
    const categories = await listCategories();
    return json({ categories: categories.map((c) => c.title), categoriesError: null });
  } catch {
    return json({ categories: [] as string[], categoriesError: "Failed to load categories" });
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return productAction({
    request,
    existingImageIds: [],
    fallbackError: "Failed to add product. Please try again.",
    save: async (fields, images) => {
      await createProduct(fields, images, admin);
      return redirectWithToast("/dashboard/add-products/", { type: "success", message: "Product added successfully!" });
    },
  });
}

export default function AddProductPage() {
  const { categories, categoriesError } = useLoaderData<typeof loader>();
  const actionData = useActionData<CatalogActionData>();
  return (
    <div className="catalog-page">
      <CatalogHeader
        title="Add Product"
        crumbs={[
          { label: "Home", to: "/dashboard/admin/" },
          { label: "Products", to: "/dashboard/view-products/" },
        ]}
        actions={
          <>
            <Link to="/dashboard/view-products/" className="button button--ghost button--small">
              View Products
            </Link>
            <Link to="/dashboard/create-category/" className="button button--ghost button--small">
              Add category
            </Link>
          </>
        }
      >
        Add a piece to the studio&apos;s home collection. Fields marked as required must be filled in before saving.
      </CatalogHeader>
      <ProductForm
        mode="add"
        lastResult={actionData?.result}
        notice={actionData?.notice}
        categories={categories}
        categoriesError={categoriesError}
      />
    </div>
  );
}
