import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CatalogHeader } from "~/kits/admin-list/page-header";
import { productAction, productCategories } from "~/kits/product-form/action.server";
import { ProductForm } from "~/kits/product-form/product-form";
import type { FormActionData } from "~/kits/upload-form/action.server";
import { createProduct } from "~/services/products.server";
import { requireAdmin } from "~/session.server";
import catalogStyles from "~/styles/admin-catalog.css";
import contentStyles from "~/styles/admin-content.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: catalogStyles },
];

export const meta: MetaFunction = () => [{ title: "Add Product | Aniwa Studio Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(await productCategories());
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return productAction({
    request,
    existingImageIds: [],
    failure: "Failed to add product. Please try again.",
    success: { to: "/dashboard/add-products/", toast: "Product added successfully!" },
    save: (fields, images) => createProduct(fields, images, admin),
  });
}

export default function AddProductPage() {
  const { categories, categoriesError } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
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
