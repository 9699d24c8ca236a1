import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { loadProduct, productCategories } from "~/kits/product-form/action.server";
import { EditProductSidebar } from "~/kits/product-form/edit-sidebar";
import { ProductForm, productDefaults, productImages } from "~/kits/product-form/product-form";
import { CatalogPage } from "~/kits/upload-form/catalog-page";
import { requireAdmin } from "~/sign-in/session.server";
import { uploadedPictures } from "~/kits/upload-form/pictures.server";
import { STUDIO_TIME_ZONE } from "~/vocabulary/studio-clock";

export { productAction as action } from "~/kits/product-form/action.server";
export { productFormLinks as links } from "~/kits/product-form/product-preview";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.product.name ?? "Product"} | Aniwa Studio Admin` },
];

const today = () =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: STUDIO_TIME_ZONE }).format(new Date());

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const product = await loadProduct(request, params.id, admin);
  const [categories, pictures] = await Promise.all([productCategories(), uploadedPictures(admin)]);
  return json({ product, ...categories, ...pictures, today: today() });
}

export default function EditProductPage() {
  const { product, today, ...choices } = useLoaderData<typeof loader>();
  const [imageCount, setImageCount] = useState(product.images.length);
  return (
    <CatalogPage record="Product" editing={product.name} viewLink={false}>
      <div className="catalog-layout">
        <ProductForm
          key={product.id}
          mode="edit"
          {...choices}
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
