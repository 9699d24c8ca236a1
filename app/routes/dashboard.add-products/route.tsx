import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { productAction, productCategories } from "~/kits/product-form/action.server";
import { ProductForm } from "~/kits/product-form/product-form";
import type { FormActionData } from "~/kits/upload-form/action.server";
import { CatalogPage } from "~/kits/upload-form/catalog-page";
import { createProduct } from "~/services/products.server";
import { requireAdmin } from "~/session.server";

export { catalogLinks as links } from "~/kits/upload-form/catalog-page";

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
    <CatalogPage
      title="Add Product"
      list={{ label: "Products", to: "/dashboard/view-products/" }}
      viewLabel="View Products"
      addCategory
      lede="Add a piece to the studio's home collection. Fields marked as required must be filled in before saving."
    >
      <ProductForm
        mode="add"
        lastResult={actionData?.result}
        notice={actionData?.notice}
        categories={categories}
        categoriesError={categoriesError}
      />
    </CatalogPage>
  );
}
