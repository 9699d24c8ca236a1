import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { uploadUrl } from "~/components/image";
import { CatalogHeader } from "~/kits/admin-list/page-header";
import { productAction, productCategories } from "~/kits/product-form/action.server";
import { EditProductSidebar } from "~/kits/product-form/edit-sidebar";
import { ProductForm } from "~/kits/product-form/product-form";
import type { FormActionData } from "~/kits/upload-form/action.server";
import { loadOrLeave, recordId } from "~/kits/upload-form/load.server";
import { getProduct, updateProduct } from "~/services/products.server";
import { requireAdmin, type Admin } from "~/session.server";
import catalogStyles from "~/styles/admin-catalog.css";
import contentStyles from "~/styles/admin-content.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: catalogStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.product.name ?? "Product"} | Aniwa Studio Admin` },
];

const LIST = "/dashboard/view-products/";

function loadProduct(request: Request, param: string | undefined, admin: Admin) {
  const id = recordId(param);
  return loadOrLeave(request, () => (id ? getProduct(id, admin) : null), {
    to: LIST,
    message: "Failed to load product",
  });
}

const today = () =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Africa/Accra" }).format(new Date());

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const product = await loadProduct(request, params.id, admin);
  return json({ product, ...(await productCategories()), today: today() });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const product = await loadProduct(request, params.id, admin);
  return productAction({
    request,
    existingImageIds: product.images.map((image) => image.id),
    failure: "Failed to update product. Please try again.",
    success: { to: LIST, toast: "Product updated successfully!" },
    save: (fields, images, removeImageIds) => updateProduct(product.id, fields, images, removeImageIds, admin),
  });
}

export default function EditProductPage() {
  const { product, categories, categoriesError, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const [imageCount, setImageCount] = useState(product.images.length);
  return (
    <div className="catalog-page">
      <CatalogHeader
        title="Edit Product"
        crumbs={[
          { label: "Home", to: "/dashboard/admin/" },
          { label: "Products", to: LIST },
        ]}
      >
        Editing <strong>{product.name}</strong>.
      </CatalogHeader>
      <div className="catalog-layout">
        <ProductForm
          key={product.id}
          mode="edit"
          lastResult={actionData?.result}
          notice={actionData?.notice}
          categories={categories}
          categoriesError={categoriesError}
          onImageCount={setImageCount}
          defaults={{
            name: product.name,
            description: product.description,
            price: String(product.price),
            sale_price: product.sale_price === null ? "" : String(product.sale_price),
            sku: product.sku,
            stock_quantity: String(product.stock_quantity),
            category: product.category,
            tags: product.tags.join(", "),
            status: product.status || "active",
            featured: product.featured,
          }}
          existingImages={product.images
            .filter((image) => image.id !== null)
            .map((image, index) => ({
              key: String(image.id),
              src: uploadUrl(image.path),
              alt: `${product.name}, image ${index + 1}`,
              badge: image.is_primary ? "Primary" : undefined,
            }))}
        />
        <EditProductSidebar
          today={today}
          id={product.id}
          sku={product.sku}
          status={product.status}
          imageCount={imageCount}
        />
      </div>
    </div>
  );
}
