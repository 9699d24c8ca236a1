import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { productAction, productCategories } from "~/kits/product-form/action.server";
import { EditProductSidebar } from "~/kits/product-form/edit-sidebar";
import { ProductForm, productDefaults, productImages } from "~/kits/product-form/product-form";
import { removalWarning, type FormActionData } from "~/kits/upload-form/action.server";
import { CatalogPage } from "~/kits/upload-form/catalog-page";
import { loadById } from "~/kits/upload-form/load.server";
import { getProduct, updateProduct } from "~/services/products.server";
import { requireAdmin } from "~/session.server";
import { STUDIO_TIME_ZONE } from "~/vocabulary/studio-clock";

export { catalogLinks as links } from "~/kits/upload-form/catalog-page";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.product.name ?? "Product"} | Aniwa Studio Admin` },
];

const LIST = "/dashboard/view-products/";
const LEAVE = { to: LIST, message: "Failed to load product" };

const today = () =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: STUDIO_TIME_ZONE }).format(new Date());

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const product = await loadById(request, params.id, (id) => getProduct(id, admin), LEAVE);
  return json({ product, ...(await productCategories()), today: today() });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const product = await loadById(request, params.id, (id) => getProduct(id, admin), LEAVE);
  return productAction({
    request,
    existingImageIds: product.images.map((image) => image.id),
    currentStatus: product.status,
    failure: "Failed to update product. Please try again.",
    success: { to: LIST, toast: "Product updated successfully!" },
    save: async (fields, images, removeImageIds) => {
      const { keptImages } = await updateProduct(product.id, fields, images, removeImageIds, admin);
      return removalWarning("Product", keptImages);
    },
  });
}

export default function EditProductPage() {
  const { product, categories, categoriesError, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const [imageCount, setImageCount] = useState(product.images.length);
  return (
    <CatalogPage
      title="Edit Product"
      list={{ label: "Products", to: LIST }}
      lede={
        <>
          Editing <strong>{product.name}</strong>.
        </>
      }
    >
      <div className="catalog-layout">
        <ProductForm
          key={product.id}
          mode="edit"
          lastResult={actionData?.result}
          notice={actionData?.notice}
          categories={categories}
          categoriesError={categoriesError}
          onImageCount={setImageCount}
          defaults={productDefaults(product)}
          existingImages={productImages(product)}
        />
        <EditProductSidebar
          today={today}
          id={product.id}
          sku={product.sku}
          status={product.status}
          imageCount={imageCount}
        />
      </div>
    </CatalogPage>
  );
}
